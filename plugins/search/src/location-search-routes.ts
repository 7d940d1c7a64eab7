import crypto from 'node:crypto';
import { z } from 'zod';
import { defineRoute, messages, type PlatformServices } from '@eventalp/platform-sdk';
import { EntryCardCache } from '@eventalp/plugin-catalog';
import { MediaLibrary } from '@eventalp/plugin-media';
import { buildLocationQuery } from './build-location-query';
import { locationSearchInput } from './location-search-input';

/** Location search and autocomplete over the `locations` index. */
export function locationSearchRoutes(services: PlatformServices) {
  const { db } = services;
  const media = new MediaLibrary(services);
  const cards = new EntryCardCache(services, media);

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
    defineRoute({
      method: 'get',
      path: '/guest/search/locations',
      summary:
        'Search locations: filters, facet counts, ranking tier first, stable random order per seed',
      access: 'public',
      input: { query: locationSearchInput },
      async handler({ query }) {
        const seed = query.seed ?? String(crypto.randomInt(10_000_000, 100_000_000));
        const place =
          query.place && query.distance > 0
            ? await db('taxonomy_terms')
                .where({ id: Number(query.place), type: 29 })
                .first('lat', 'lng')
            : null;
        const result = await services.search.query(
          buildLocationQuery(query, {
            seed,
            weakBuildingTypes: await weakBuildingTypes(),
            placePosition:
              place?.lat === null || !place ? null : { lat: place.lat, lng: place.lng },
          }),
        );
        const data = await cards.cards(
          'location',
          result.hits.map((hit) => Number(hit.id)),
        );
        return {
          total: result.total,
          page: query.page,
          per_page: query.per_page,
          seed,
          data,
          facets: result.facets,
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/guest/search/locations/suggest',
      summary: 'Location names for the autocomplete (from two characters on)',
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
