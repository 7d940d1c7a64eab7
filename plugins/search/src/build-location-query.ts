import type { SearchFilter, SearchQuery } from '@eventalp/platform-sdk';
import type { LocationSearchInput } from './location-search-input';

/** Filters where an entry must have every chosen value (amenities); the others need any one. */
const ALL_OF = new Set(['infrastructure', 'technology', 'furniture', 'surroundings', 'accesses']);
const ANY_OF = [
  'category',
  'region',
  'event_kinds',
  'settings',
  'special_occasions',
  'award_categories',
] as const;

export const LOCATION_FACETS = [
  'category',
  'region',
  'country',
  'event_kinds',
  'building_types',
  'infrastructure',
  'technology',
  'furniture',
  'surroundings',
  'settings',
  'accesses',
  'special_occasions',
  'award_categories',
] as const;

export interface QueryContext {
  seed: string;
  /** Building types with weak_search 1: they rank but never exclude (spec section 3). */
  weakBuildingTypes: ReadonlySet<string>;
  /** Position of the chosen place, when a radius is asked for. */
  placePosition: { lat: number; lng: number } | null;
}

/**
 * The engine query for a location search: filters from the URL, every facet, and the ranking
 * tier first (boost 7 down to basis 1), then relevance, then the visitor's seeded random order.
 */
export function buildLocationQuery(input: LocationSearchInput, context: QueryContext): SearchQuery {
  const filters: SearchFilter[] = [];
  for (const field of ANY_OF)
    if (input[field].length > 0) filters.push({ field, anyOf: input[field] });
  for (const field of ALL_OF) {
    const values = input[field as keyof LocationSearchInput] as string[];
    if (values.length > 0) filters.push({ field, allOf: values });
  }
  const strongBuildingTypes = input.building_types.filter(
    (id) => !context.weakBuildingTypes.has(id),
  );
  if (strongBuildingTypes.length > 0)
    filters.push({ field: 'building_types', anyOf: strongBuildingTypes });
  if (input.country) filters.push({ field: 'country', anyOf: [input.country] });
  if (input.place) {
    if (input.distance > 0 && context.placePosition)
      filters.push({
        field: 'position',
        near: { ...context.placePosition, radiusKm: input.distance },
      });
    else filters.push({ field: 'place_id', anyOf: [input.place] });
  }
  // Without a seating style the largest arrangement (standing apéro) decides "at least N persons".
  if (input.persons !== undefined)
    filters.push({ field: input.style ?? 'aperitif', min: input.persons });
  if (input.area !== undefined) filters.push({ field: 'room_area', min: input.area });
  if (input.height !== undefined) filters.push({ field: 'room_height', min: input.height });
  if (input.rooms !== undefined) filters.push({ field: 'rooms', min: input.rooms });
  return {
    index: 'locations',
    text: input.q,
    filters,
    facets: LOCATION_FACETS,
    sort: [{ field: 'tier', order: 'desc' }, { relevance: true }, { random: context.seed }],
    page: input.page,
    perPage: input.per_page,
    // The route loads cards by id; the engine need not load document bodies.
    fields: [],
  };
}
