import crypto from 'node:crypto';
import type { ZodType } from 'zod';
import { ENTRY_ANALYTICS } from '@eventalp/plugin-analytics';
import {
  defineRoute,
  type PlatformServices,
  type SearchFilter,
  type SearchQuery,
} from '@eventalp/platform-sdk';
import type { Catalogue, EntryKind } from '@eventalp/plugin-catalog';
import type { TaxonomyPlaces } from '@eventalp/plugin-taxonomy';
import { entrySearchResultsAnswer, mapPointsAnswer, type MapPoint } from './domain/search-answers';
import { mapPointsQuery, type PlacePosition } from './entry-query';
import type { CommonSearchInput } from './search-input-fields';

/** Most points one map answer carries; `total` tells when there are more. */
export const MAP_POINTS_LIMIT = 10_000;

/** One searchable kind of entry: its index, route, input and filters. */
export interface EntrySearch<Input extends CommonSearchInput> {
  kind: EntryKind;
  index: string;
  /** Path of the list route. */
  path: string;
  /** Path of the map route. */
  mapPath: string;
  input: ZodType<Input>;
  /** `input` with `page` and `per_page` ignored (see `ignoredPaging`). */
  mapInput: ZodType<Input>;
  /** The engine query of one result page (the kind's query builder, which its unit tests pin). */
  pageQuery(
    input: Input,
    context: { seed: string; placePosition: PlacePosition },
  ): Promise<SearchQuery>;
  /** The filters of that query, for the map route (every match, no ranking). */
  filters(input: Input, placePosition: PlacePosition): Promise<SearchFilter[]>;
}

/** The list route (cards, facets, ranking) and the map route (every matching point) of one kind. */
export function entrySearchRoutes<Input extends CommonSearchInput>(
  services: PlatformServices,
  catalogue: Catalogue,
  places: TaxonomyPlaces,
  search: EntrySearch<Input>,
) {
  const placePosition = async (input: Input): Promise<PlacePosition> =>
    input.place && input.distance > 0 ? places.position(Number(input.place)) : null;

  return [
    defineRoute({
      method: 'get',
      path: search.path,
      summary: `Search ${search.index}: filters, facet counts, ranking tier first, stable random order per seed`,
      access: 'public',
      input: { query: search.input },
      responses: { 200: entrySearchResultsAnswer },
      async handler({ query, koa }) {
        const seed = query.seed ?? String(crypto.randomInt(10_000_000, 100_000_000));
        const result = await services.search.query(
          await search.pageQuery(query, { seed, placePosition: await placePosition(query) }),
        );
        // Category and region names in the visitor's language (the cards are shared by all).
        const data = await catalogue.cards(
          search.kind,
          result.hits.map((hit) => Number(hit.id)),
          String(koa.state.locale ?? ''),
        );
        // Each card shown is an impression of its entry (the owners' dashboard counts them).
        services.service(ENTRY_ANALYTICS).count(
          'impressions',
          search.kind,
          data.map((card) => card.id),
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
      path: search.mapPath,
      summary: `Map points of every matching entry of ${search.index} with a position (at most ${MAP_POINTS_LIMIT}; page and per_page are ignored)`,
      access: 'public',
      input: { query: search.mapInput },
      responses: { 200: mapPointsAnswer },
      async handler({ query }) {
        const filters = await search.filters(query, await placePosition(query));
        const result = await services.search.query(
          mapPointsQuery(search.index, query, filters, MAP_POINTS_LIMIT),
        );
        const points: MapPoint[] = result.hits.map((hit) => ({
          id: Number(hit.id),
          lat: Number(hit.document.lat),
          lng: Number(hit.document.lng),
          tier: Number(hit.document.tier),
        }));
        const total = result.total;
        return { total, points };
      },
    }),
  ];
}
