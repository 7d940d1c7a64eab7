import type { SearchFilter, SearchQuery } from '@eventalp/platform-sdk';
import { commonFilters, rankedQuery, type PlacePosition } from './entry-query';
import type { LocationSearchInput } from './location-search-input';

/** Filters where an entry must have every chosen value (amenities); the others need any one. */
const ALL_OF = ['infrastructure', 'technology', 'furniture', 'surroundings', 'accesses'] as const;
const ANY_OF = ['event_kinds', 'settings', 'special_occasions', 'award_categories'] as const;

const LOCATION_FACETS = [
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
  placePosition: PlacePosition;
}

/** The filters of a location search (list and map alike). */
export function locationFilters(
  input: LocationSearchInput,
  context: Omit<QueryContext, 'seed'>,
): SearchFilter[] {
  const filters = commonFilters(input, context.placePosition);
  for (const field of ANY_OF)
    if (input[field].length > 0) filters.push({ field, anyOf: input[field] });
  for (const field of ALL_OF)
    if (input[field].length > 0) filters.push({ field, allOf: input[field] });
  const strongBuildingTypes = input.building_types.filter(
    (id) => !context.weakBuildingTypes.has(id),
  );
  if (strongBuildingTypes.length > 0)
    filters.push({ field: 'building_types', anyOf: strongBuildingTypes });
  // Without a seating style the largest arrangement (standing apéro) decides "at least N persons".
  if (input.persons !== undefined)
    filters.push({ field: input.style ?? 'aperitif', min: input.persons });
  if (input.area !== undefined) filters.push({ field: 'room_area', min: input.area });
  if (input.height !== undefined) filters.push({ field: 'room_height', min: input.height });
  if (input.rooms !== undefined) filters.push({ field: 'rooms', min: input.rooms });
  return filters;
}

/** The engine query for one page of a location search: filters from the URL, every facet, ranking. */
export function buildLocationQuery(input: LocationSearchInput, context: QueryContext): SearchQuery {
  const query = rankedQuery(
    'locations',
    input,
    locationFilters(input, context),
    LOCATION_FACETS,
    context.seed,
  );
  // Weak building types never exclude, but venues of those types come first inside their tier.
  const weak = input.building_types.filter((id) => context.weakBuildingTypes.has(id));
  if (weak.length === 0) return query;
  const [tier, ...rest] = query.sort!;
  return { ...query, sort: [tier!, { boost: { field: 'building_types', anyOf: weak } }, ...rest] };
}
