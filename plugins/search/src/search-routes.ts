import { z } from 'zod';
import { defineRoute, messages, type PlatformServices } from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { TAXONOMY_PLACES } from '@eventalp/plugin-taxonomy';
import { buildLocationQuery, locationFilters } from './build-location-query';
import { buildProviderQuery, providerFilters } from './build-provider-query';
import { nameSuggestionsAnswer } from './domain/search-answers';
import { SEARCH_PATHS } from './domain/search-client';
import { entrySearchRoutes } from './entry-search-routes';
import { locationSearchInput } from './location-search-input';
import { providerSearchInput } from './provider-search-input';
import { ignoredPaging } from './search-input-fields';
import { landingPageRoutes } from './landing-pages/landing-page-routes';
import { suggestRoute } from './suggest-route';

/** Location and provider search (lists and maps), the autocomplete (and the older location-name one), landing pages. */
export function searchRoutes(services: PlatformServices) {
  const catalogue = services.service(CATALOGUE);

  const places = services.service(TAXONOMY_PLACES);
  const weakBuildingTypes = () => places.weakBuildingTypes();

  return [
    ...entrySearchRoutes(services, catalogue, places, {
      kind: 'location',
      index: 'locations',
      path: SEARCH_PATHS.locations,
      mapPath: SEARCH_PATHS.locationsMap,
      input: locationSearchInput,
      mapInput: locationSearchInput.extend(ignoredPaging),
      pageQuery: async (input, context) =>
        buildLocationQuery(input, { ...context, weakBuildingTypes: await weakBuildingTypes() }),
      filters: async (input, placePosition) =>
        locationFilters(input, { weakBuildingTypes: await weakBuildingTypes(), placePosition }),
    }),
    ...entrySearchRoutes(services, catalogue, places, {
      kind: 'provider',
      index: 'providers',
      path: SEARCH_PATHS.providers,
      mapPath: SEARCH_PATHS.providersMap,
      input: providerSearchInput,
      mapInput: providerSearchInput.extend(ignoredPaging),
      pageQuery: async (input, context) => buildProviderQuery(input, context),
      filters: async (input, placePosition) => providerFilters(input, placePosition),
    }),
    suggestRoute(services),
    ...landingPageRoutes(services, weakBuildingTypes),
    defineRoute({
      method: 'get',
      path: SEARCH_PATHS.locationNames,
      summary:
        'Location names for the autocomplete (from two characters on); /guest/search/suggest also offers places, regions and categories',
      access: 'public',
      input: {
        query: z.object({
          q: z
            .string({ error: messages.required })
            .trim()
            .min(2, messages.minLength(2))
            .max(100, messages.maxLength(100)),
        }),
      },
      responses: { 200: nameSuggestionsAnswer },
      async handler({ query }) {
        return { data: await services.search.suggest('locations', query.q, 8) };
      },
    }),
  ];
}
