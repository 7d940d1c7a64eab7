import type { SearchFilter, SearchQuery } from '@eventalp/platform-sdk';
import { commonFilters, rankedQuery, type PlacePosition } from './entry-query';
import { PROVIDER_TERM_FIELDS } from './provider-index';
import type { ProviderSearchInput } from './provider-search-input';

const PROVIDER_FACETS = [
  'category',
  'region',
  'country',
  'offers',
  'styles',
  'operations',
  'price_styles',
  'event_kinds',
] as const satisfies readonly (
  'category' | 'region' | 'country' | keyof typeof PROVIDER_TERM_FIELDS
)[];

const TERM_FIELDS = Object.keys(PROVIDER_TERM_FIELDS) as (keyof typeof PROVIDER_TERM_FIELDS)[];

/** The filters of a provider search (list and map alike); every taxonomy filter needs any one value. */
export function providerFilters(
  input: ProviderSearchInput,
  placePosition: PlacePosition,
): SearchFilter[] {
  const filters = commonFilters(input, placePosition);
  for (const field of TERM_FIELDS)
    if (input[field].length > 0) filters.push({ field, anyOf: input[field] });
  if (input.persons !== undefined) filters.push({ field: 'max_people', min: input.persons });
  return filters;
}

/** The engine query for one page of a provider search, ranked like the location search. */
export function buildProviderQuery(
  input: ProviderSearchInput,
  context: { seed: string; placePosition: PlacePosition },
): SearchQuery {
  return rankedQuery(
    'providers',
    input,
    providerFilters(input, context.placePosition),
    PROVIDER_FACETS,
    context.seed,
  );
}
