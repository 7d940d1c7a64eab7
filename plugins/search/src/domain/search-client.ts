import type { EntityType } from '@eventalp/plugin-catalog/domain';
import { withQuery, type ApiTransport } from '@eventalp/platform-sdk/domain';
import type {
  EntrySearchResults,
  LandingPage,
  LandingPageList,
  MapPoints,
  Suggestion,
} from './search-answers';

/** Paths of the search routes below `/api`. */
export const SEARCH_PATHS = {
  locations: '/guest/search/locations',
  locationsMap: '/guest/search/locations/map',
  providers: '/guest/search/providers',
  providersMap: '/guest/search/providers/map',
  suggest: '/guest/search/suggest',
  locationNames: '/guest/search/locations/suggest',
  landingPage: '/guest/search/landing-pages/by-path',
  landingPages: '/guest/search/landing-pages',
} as const;

const listPath = { location: SEARCH_PATHS.locations, provider: SEARCH_PATHS.providers };
const mapPath = { location: SEARCH_PATHS.locationsMap, provider: SEARCH_PATHS.providersMap };

/** The search answers for a front end, typed as the routes declare them. */
export function searchClient(http: Pick<ApiTransport, 'get'>) {
  return {
    /** One page of results with facet counts, for the search's query parameters. */
    results: (kind: EntityType, query: URLSearchParams) =>
      http.get<EntrySearchResults>(withQuery(listPath[kind], query)),
    /** Every result with a position (at most 10,000); paging parameters are ignored. */
    mapPoints: (kind: EntityType, query: URLSearchParams) =>
      http.get<MapPoints>(withQuery(mapPath[kind], query)),
    /** Suggestions for two characters or more: places, regions, categories, entries. */
    suggest: async (q: string, scope: 'locations' | 'providers'): Promise<Suggestion[]> =>
      (await http.get<{ data: Suggestion[] }>(withQuery(SEARCH_PATHS.suggest, { q, scope }))).data,
    /** Location names for an autocomplete (two characters or more): `id` is the location's. */
    locationNames: async (q: string): Promise<{ id: string; text: string }[]> =>
      (
        await http.get<{ data: { id: string; text: string }[] }>(
          withQuery(SEARCH_PATHS.locationNames, { q }),
        )
      ).data,
    /** The landing page of a search path; 404 when there is none. */
    landingPage: (path: string) =>
      http.get<LandingPage>(withQuery(SEARCH_PATHS.landingPage, { path })),
    /** Landing pages of a country category that find at least one location. */
    landingPages: (country: number) =>
      http.get<LandingPageList>(withQuery(SEARCH_PATHS.landingPages, { country })),
  };
}
