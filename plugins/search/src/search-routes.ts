import { z } from 'zod';
import { defineRoute, messages, type PlatformServices } from '@eventalp/platform-sdk';
import { MediaLibrary } from '@eventalp/plugin-media';
import { LOCATION_FACETS, locationFilters } from './build-location-query';
import { PROVIDER_FACETS, providerFilters } from './build-provider-query';
import { entrySearchRoutes } from './entry-search-routes';
import { locationSearchInput } from './location-search-input';
import { providerSearchInput } from './provider-search-input';
import { suggestRoute } from './suggest-route';

/** Location and provider search (lists and maps), the autocomplete and the older location-name one. */
export function searchRoutes(services: PlatformServices) {
  const { db } = services;
  const media = new MediaLibrary(services);

  // Weak building types change only with the taxonomy: read them once a minute, not per search.
  let weak: { at: number; ids: Set<string> } | null = null;
  async function weakBuildingTypes(): Promise<Set<string>> {
    const now = services.now().getTime();
    if (!weak || now - weak.at > 60_000) {
      const ids: number[] = await db('taxonomy_terms')
        .where({ type: 4, weak_search: 1 })
        .pluck('id');
      weak = { at: now, ids: new Set(ids.map(String)) };
    }
    return weak.ids;
  }

  return [
    ...entrySearchRoutes(services, media, {
      kind: 'location',
      index: 'locations',
      path: '/guest/search/locations',
      input: locationSearchInput,
      facets: LOCATION_FACETS,
      filters: async (input, placePosition) =>
        locationFilters(input, { weakBuildingTypes: await weakBuildingTypes(), placePosition }),
    }),
    ...entrySearchRoutes(services, media, {
      kind: 'provider',
      index: 'providers',
      path: '/guest/search/providers',
      input: providerSearchInput,
      facets: PROVIDER_FACETS,
      filters: async (input, placePosition) => providerFilters(input, placePosition),
    }),
    suggestRoute(services),
    defineRoute({
      method: 'get',
      path: '/guest/search/locations/suggest',
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
      async handler({ query }) {
        return { data: await services.search.suggest('locations', query.q, 8) };
      },
    }),
  ];
}
