import { lazyPage } from '@eventalp/shell-kit';
import { SEARCH_QUERY, type SearchKind } from './searchParams';

const kindOf = (params: Record<string, string>) => params.kind as SearchKind;

/**
 * The location and provider search: `/locations`, `/provider` (a seed is picked) and the results
 * paths `/locations/seedId=48213307?…` (also under /site).
 */
export const searchPage = lazyPage({
  id: 'search',
  path: /^\/(?:site\/)?(?<kind>locations|provider)(?:\/seedId=(?<seed>\d{8}))?\/?$/,
  query: SEARCH_QUERY,
  module: () =>
    import('./searchModule').then(({ searchModule }) =>
      searchModule((params) => ({ kind: kindOf(params), seed: params.seed })),
    ),
});

/**
 * The package search, `/packages` and `/packages/seedId=…` (the shell lets only users with
 * view_booking_module in); any other path below /packages starts it afresh.
 */
export const packageSearchPage = lazyPage({
  id: 'package-search',
  path: /^\/(?:site\/)?packages(?:\/seedId=(?<seed>\d{8}))?(?:\/.*)?$/,
  query: SEARCH_QUERY,
  module: () =>
    import('./packages/packageSearchModule').then(({ packageSearchModule }) => packageSearchModule),
});

/**
 * Any other path below /locations or /provider is a landing page when the API knows it (its H1,
 * count and results; 404 otherwise), also with a seed (`/locations/hochzeit/kanton-bern/seedId=…`).
 * The provider list pages are matched before this.
 */
export const searchLandingPage = lazyPage({
  id: 'search-landing',
  path: /^\/(?:site\/)?(?<kind>locations|provider)\/(?<rest>.+?)(?:\/seedId=(?<seed>\d{8}))?\/?$/,
  query: SEARCH_QUERY,
  module: () =>
    import('./searchModule').then(({ searchModule }) =>
      searchModule((params) => ({ kind: kindOf(params), rest: params.rest, seed: params.seed })),
    ),
});
