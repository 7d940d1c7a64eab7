import { RankingTier } from './ranking-tiers';

/** The photo fields of a result card (spec section 3, "Result item"). */
export interface CardPhotoSource {
  type_id: number;
  /** Photo entries separated by `%`. */
  all_photos_long?: string | null;
  award_location_image?: string | null;
  media?: { photos?: { id: number; name: string; mime_type: string }[] };
}

export type CardPhoto =
  | { kind: 'long'; value: string }
  | { kind: 'media'; id: number; name: string; mime_type: string }
  | { kind: 'award'; value: string };

const MAX_PHOTOS = 3;

/**
 * Photos a result card shows (spec section 4): a winner card shows its award image, else its
 * photos; tiers above grund show up to 3 photos, others 1; photos come from all_photos_long, else
 * from media.photos.
 */
export function cardPhotos(item: CardPhotoSource, options: { winner?: boolean } = {}): CardPhoto[] {
  if (options.winner && item.award_location_image)
    return [{ kind: 'award', value: item.award_location_image }];
  const limit = item.type_id > RankingTier.grund ? MAX_PHOTOS : 1;
  const long = (item.all_photos_long ?? '')
    .split('%')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (long.length > 0) return long.slice(0, limit).map((value) => ({ kind: 'long', value }));
  return (item.media?.photos ?? []).slice(0, limit).map((photo) => ({ kind: 'media', ...photo }));
}

export interface CardControlsContext {
  /** Name of the route the card is shown on, e.g. `package.search`. */
  route?: string;
  onMap?: boolean;
  awardCard?: boolean;
}

/** Whether a card shows its photo slider and favourite button (premium and up; slider not on the map). */
export function cardControls(typeId: number, context: CardControlsContext = {}) {
  const premiumOrUp = typeId >= RankingTier.premium;
  return {
    slider: premiumOrUp && !context.onMap,
    favourite: premiumOrUp && context.route !== 'package.search' && !context.awardCard,
  };
}

/** The first three results load their images eagerly, later ones lazily with a placeholder. */
export function cardImageLoading(index: number): 'eager' | 'lazy' {
  return index < 3 ? 'eager' : 'lazy';
}
