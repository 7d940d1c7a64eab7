import type { SearchFilter, SearchQuery } from '@eventalp/platform-sdk';
import type { CommonSearchInput } from './search-input-fields';

/** Position of the chosen place, when a radius around it is asked for. */
export type PlacePosition = { lat: number; lng: number } | null;

/** Filters every entry search shares: categories, regions, country, place or radius, map bounds. */
export function commonFilters(
  input: CommonSearchInput,
  placePosition: PlacePosition,
): SearchFilter[] {
  const filters: SearchFilter[] = [];
  if (input.category.length > 0) filters.push({ field: 'category', anyOf: input.category });
  if (input.region.length > 0) filters.push({ field: 'region', anyOf: input.region });
  if (input.country) filters.push({ field: 'country', anyOf: [input.country] });
  if (input.place) {
    if (input.distance > 0 && placePosition)
      filters.push({ field: 'position', near: { ...placePosition, radiusKm: input.distance } });
    else filters.push({ field: 'place_id', anyOf: [input.place] });
  }
  if (input.bounds) {
    const { south, west, north, east } = input.bounds;
    filters.push({ field: 'lat', min: south, max: north }, { field: 'lng', min: west, max: east });
  }
  return filters;
}

/**
 * One result page: the ranking tier first (boost 7 down to basis 1), then relevance, then the
 * visitor's seeded random order, with facet counts.
 */
export function rankedQuery(
  index: string,
  input: CommonSearchInput,
  filters: SearchFilter[],
  facets: readonly string[],
  seed: string,
): SearchQuery {
  return {
    index,
    text: input.q,
    filters,
    facets,
    sort: [{ field: 'tier', order: 'desc' }, { relevance: true }, { random: seed }],
    page: input.page,
    perPage: input.per_page,
    // The route loads cards by id: the engine need not load document bodies.
    fields: [],
  };
}

/**
 * Every matching entry with a position, as map points (tier first, so a cut at `limit` keeps the
 * paid tiers); only filterable fields are asked for, which the engines answer without bodies.
 */
export function mapPointsQuery(
  index: string,
  input: CommonSearchInput,
  filters: SearchFilter[],
  limit: number,
): SearchQuery {
  return {
    index,
    text: input.q,
    filters: [...filters, { field: 'lat', min: -90 }],
    facets: [],
    sort: [
      { field: 'tier', order: 'desc' },
      { field: 'entry_id', order: 'asc' },
    ],
    page: 1,
    perPage: limit,
    fields: ['lat', 'lng', 'tier'],
  };
}
