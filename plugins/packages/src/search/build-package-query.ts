import type { SearchFilter, SearchQuery } from '@eventalp/platform-sdk';
import type { PackageSearchInput } from '../domain';
import { PACKAGE_INDEX, placeKey } from './package-index';

/** Position of the chosen place, when a radius around it is asked for. */
export type PlacePosition = { lat: number; lng: number } | null;

const POSTCODE = /^\d{4,5}$/;

/**
 * The engine query of one page of a package search: persons, region, place (a postcode or a
 * city; with a distance the radius around the place's position), event type, and no busy start
 * on the chosen date; ordered by the visitor's seed alone (packages have no ranking tiers).
 */
export function buildPackageQuery(
  input: PackageSearchInput,
  context: { seed: string; placePosition: PlacePosition },
): SearchQuery {
  const filters: SearchFilter[] = [];
  if (input.persons !== undefined) filters.push({ field: 'persons', min: input.persons });
  if (input.region) filters.push({ field: 'region', anyOf: [input.region] });
  if (input.place) {
    if (input.distance > 0 && context.placePosition)
      filters.push({
        field: 'position',
        near: { ...context.placePosition, radiusKm: input.distance },
      });
    else if (POSTCODE.test(input.place)) filters.push({ field: 'postcode', anyOf: [input.place] });
    else filters.push({ field: 'city_key', anyOf: [placeKey(input.place)] });
  }
  if (input.eventType) filters.push({ field: 'event_type', anyOf: [input.eventType] });
  if (input.date) filters.push({ field: 'busy_days', noneOf: [input.date] });
  return {
    index: PACKAGE_INDEX,
    filters,
    sort: [{ random: context.seed }],
    page: input.page,
    perPage: input.size,
  };
}
