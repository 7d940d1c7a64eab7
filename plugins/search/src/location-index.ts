import type { SearchIndexDefinition } from '@eventalp/platform-sdk';
import { ENTRY_INDEX_FIELDS } from './entry-index-fields';

/** Taxonomy types a location carries, by the keyword field that holds them in the index. */
export const LOCATION_TERM_FIELDS = {
  special_occasions: 0,
  settings: 1,
  accesses: 2,
  event_kinds: 3,
  building_types: 4,
  infrastructure: 5,
  technology: 6,
  furniture: 7,
  surroundings: 8,
  award_categories: 9,
} as const;

export type LocationTermField = keyof typeof LOCATION_TERM_FIELDS;

export const SEATING_STYLES = ['banquet', 'aperitif', 'concert', 'seminar'] as const;
export type SeatingStyle = (typeof SEATING_STYLES)[number];

/** The `locations` search index: texts, taxonomy filters, capacities per seating style, rooms, position. */
export const locationIndex: SearchIndexDefinition = {
  name: 'locations',
  fields: {
    ...ENTRY_INDEX_FIELDS,
    ...Object.fromEntries(
      Object.keys(LOCATION_TERM_FIELDS).map((field) => [field, { type: 'keyword' as const }]),
    ),
    ...Object.fromEntries(SEATING_STYLES.map((style) => [style, { type: 'integer' as const }])),
    room_area: { type: 'float' },
    room_height: { type: 'float' },
    rooms: { type: 'integer' },
  },
};
