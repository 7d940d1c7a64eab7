import type { SearchIndexDefinition } from '@eventalp/platform-sdk';
import {
  LOCATION_TERM_FIELDS as LOCATION_FILTERS,
  SEATING_STYLES,
} from './domain/search-parameters';
import { ENTRY_INDEX_FIELDS } from './entry-index-fields';

/**
 * Taxonomy types a location carries, by the keyword field that holds them in the index: the
 * search parameter table's taxonomy filters but the category, which every entry index has.
 */
const { category: _category, ...locationTermFields } = LOCATION_FILTERS;
export const LOCATION_TERM_FIELDS = locationTermFields;

export type LocationTermField = keyof typeof LOCATION_TERM_FIELDS;

export { SEATING_STYLES, type SeatingStyle } from './domain/search-parameters';

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
