import type { SearchIndexDefinition } from '@eventalp/platform-sdk';

/** The index of published packages (one document per package, id = package id). */
export const PACKAGE_INDEX = 'packages';

/**
 * Fields of a package document: texts to show and search, keywords to filter on (`busy_days`
 * holds the ISO days on which the package cannot start), numbers for persons and prices, and the
 * venue's position for the radius search. Keyword values come back as lists (`firstValue`).
 */
export const packageIndex: SearchIndexDefinition = {
  name: PACKAGE_INDEX,
  fields: {
    name: { type: 'text', weight: 'A' },
    venue_name: { type: 'text', weight: 'B' },
    city: { type: 'text', weight: 'C' },
    location_id: { type: 'keyword' },
    venue_slug: { type: 'keyword' },
    city_key: { type: 'keyword' },
    postcode: { type: 'keyword' },
    region: { type: 'keyword' },
    region_name: { type: 'keyword' },
    event_type: { type: 'keyword' },
    option_id: { type: 'keyword' },
    photo: { type: 'keyword' },
    busy_days: { type: 'keyword' },
    persons: { type: 'integer' },
    single_price: { type: 'integer' },
    per_person_price: { type: 'integer' },
    position: { type: 'geo_point' },
  },
};

/** A place typed by a visitor as the index keeps it: trimmed, lower case. */
export const placeKey = (place: string) => place.trim().toLocaleLowerCase('de-CH');
