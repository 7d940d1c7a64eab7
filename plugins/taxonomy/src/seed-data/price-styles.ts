import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 22: price style.
 * Ids 310-319.
 */
// prettier-ignore
export const priceStyles: readonly TaxonomySeedEntry[] = [
  { id: 310, type: 22, subtype: null, name: 'Günstig', name_fr: 'Bon marché', name_it: 'Economico', name_en: 'Budget', slug: 'gunstig', weak_search: 0, order: 1, published: 1 },
  { id: 311, type: 22, subtype: null, name: 'Mittel', name_fr: 'Moyen', name_it: 'Medio', name_en: 'Mid-range', slug: 'mittel', weak_search: 0, order: 2, published: 1 },
  { id: 312, type: 22, subtype: null, name: 'Gehoben', name_fr: 'Haut de gamme', name_it: 'Di fascia alta', name_en: 'Upscale', slug: 'gehoben', weak_search: 0, order: 3, published: 1 },
  { id: 313, type: 22, subtype: null, name: 'Luxus', name_fr: 'Luxe', name_it: 'Lusso', name_en: 'Luxury', slug: 'luxus', weak_search: 0, order: 4, published: 1 },
];
