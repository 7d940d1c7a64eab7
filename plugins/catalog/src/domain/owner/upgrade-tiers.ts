import { RankingTier } from '../ranking-tiers';
import { cardControls, cardPhotos } from '../result-card-rules';

/** Swiss VAT on the ranking tiers (spec section 9), in percent. */
export const VAT_PERCENT = 8.1;

/** The tiers an owner can order, cheapest first, with the yearly price in CHF (without VAT). */
export const UPGRADE_TIERS = [
  { type_id: RankingTier.basis, name: 'basis', label: 'Basis', yearly_chf: 0 },
  { type_id: RankingTier.grund, name: 'grund', label: 'Grund', yearly_chf: 390 },
  { type_id: RankingTier.premium, name: 'premium', label: 'Premium', yearly_chf: 890 },
  { type_id: RankingTier.top_premium, name: 'top_premium', label: 'Top Premium', yearly_chf: 1490 },
  {
    type_id: RankingTier.top_premium_plus,
    name: 'top_premium_plus',
    label: 'Top Premium Plus',
    yearly_chf: 2190,
  },
] as const;

export type UpgradeTier = (typeof UPGRADE_TIERS)[number];

/** What a tier shows on the search results (the result-card rules of spec section 4). */
export function tierFeatures(typeId: number) {
  const controls = cardControls(typeId);
  const photos = Array.from({ length: 5 }, (_, id) => ({ id, name: 'p', mime_type: 'image/jpeg' }));
  return {
    photos_on_cards: cardPhotos({ type_id: typeId, media: { photos } }).length,
    slider: controls.slider,
    favourite_button: controls.favourite,
    /** Higher tiers are listed first; 1 is the last place. */
    ranking: typeId,
  };
}

/** Net, VAT and total of a yearly price in CHF; the total rounded to 5 Rappen as Swiss invoices are. */
export function invoiceAmounts(netChf: number): { net: number; vat: number; total: number } {
  const vat = Math.round(netChf * VAT_PERCENT) / 100;
  const total = Math.round((netChf + vat) * 20) / 20;
  return { net: netChf, vat: Math.round((total - netChf) * 100) / 100, total };
}
