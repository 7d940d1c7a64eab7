// Value lists of the catalogue's answers, kept apart from their zod schemas so a front end can
// import them without bundling zod.

/** Locations and providers, the two kinds of catalogue entries. */
export const ENTRY_KINDS = ['location', 'provider'] as const;
export type EntityType = (typeof ENTRY_KINDS)[number];

/** Property groups of a detail page (one per taxonomy type a visitor sees). */
export const PROPERTY_GROUPS = [
  'special_occasions',
  'settings',
  'accesses',
  'event_kinds',
  'building_types',
  'infrastructure',
  'technology',
  'furniture',
  'surroundings',
  'award_categories',
  'service_types',
  'price_styles',
  'styles',
  'operations',
  'offers',
] as const;
export type PropertyGroup = (typeof PROPERTY_GROUPS)[number];

/** Seating styles of a room, each with a capacity range. */
export const SEATING_STYLES = ['banquet', 'aperitif', 'concert', 'seminar'] as const;
export type SeatingStyle = (typeof SEATING_STYLES)[number];

/** What a distance is measured to. */
export const DISTANCE_KINDS = ['train_station', 'highway', 'airport'] as const;
export type DistanceKind = (typeof DISTANCE_KINDS)[number];
