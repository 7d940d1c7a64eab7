// The catalogue's answers as the catalog plugin declares them (types only: no zod in the bundle),
// under the names the pages use.
export type {
  CardPage,
  DistanceKind,
  EntityType,
  EntryCard,
  EntryDetail,
  EntryLabel,
  Faq,
  FavouriteCards,
  PhotoSlot,
  Room,
  SeatingCapacity,
  SeatingStyle,
  Term,
} from '@eventalp/plugin-catalog/domain';
export { PHOTO_SLOTS, SEATING_STYLES } from '@eventalp/plugin-catalog/domain';
