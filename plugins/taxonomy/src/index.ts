import crypto from 'node:crypto';
import {
  defineRoute,
  definePlugin,
  provideService,
  jsonText,
  RouteResponse,
  type JsonText,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import {
  allTaxonomiesAnswer,
  type AllTaxonomies,
  type TaxonomyEntry,
} from './domain/taxonomy-answers';
import { TAXONOMY_PATHS } from './domain/taxonomy-client';
import { groupTaxonomies } from './group-taxonomies';
import { taxonomySeed } from './seed-data';
import { TAXONOMY_PLACES, taxonomyPlaces } from './taxonomy-places';
import { TERMS, taxonomyMigrations } from './taxonomy-migrations';

export * from './domain';
/** The terms table: reference data other plugins may join and read (never write). */
export { TERMS as TAXONOMY_TERMS } from './taxonomy-migrations';
export { TAXONOMY_PLACES, type TaxonomyPlaces } from './taxonomy-places';

const PUBLIC_COLUMNS = [
  'id',
  'name',
  'name_fr',
  'name_it',
  'name_en',
  'name_alt',
  'name_meta',
  'image_alt',
  'image',
  'slug',
  'subtype',
  'type',
  'weak_search',
  'order',
  'published',
];
const CACHE_MS = 60_000;

/** The grouped taxonomies serialized once a minute, with an ETag: the answer is large and read on every page. */
function allTaxonomiesLoader(services: PlatformServices) {
  let cached: { at: number; json: JsonText<AllTaxonomies>; etag: string } | null = null;
  return async () => {
    const now = services.now().getTime();
    if (cached && now - cached.at < CACHE_MS) return cached;
    const rows: TaxonomyEntry[] = await services
      .db(TERMS)
      .select(PUBLIC_COLUMNS)
      .orderBy([
        { column: 'type' },
        { column: 'order', nulls: 'last' },
        { column: 'name' },
        { column: 'id' },
      ]);
    const json = jsonText(groupTaxonomies(rows));
    cached = {
      at: now,
      json,
      etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"`,
    };
    return cached;
  };
}

/** Taxonomies: every type code of the spec (occasions, building types, regions, places, award categories, ...). */
export const taxonomyPlugin = definePlugin({
  id: 'taxonomy',
  migrations: taxonomyMigrations,
  provides: [provideService(TAXONOMY_PLACES, taxonomyPlaces)],
  routes: (services) => {
    const load = allTaxonomiesLoader(services);
    return [
      defineRoute({
        method: 'get',
        path: TAXONOMY_PATHS.all,
        summary: 'All taxonomies, filter taxonomies, event kinds and award rating highlights',
        access: 'public',
        responses: { 200: allTaxonomiesAnswer, 304: null },
        async handler({ koa }) {
          const { json, etag } = await load();
          koa.set('Cache-Control', 'public, max-age=60');
          koa.set('ETag', etag);
          if (koa.get('if-none-match') === etag) return RouteResponse.empty(304);
          koa.type = 'application/json';
          return json;
        },
      }),
    ];
  },
  seeds: (services) => [
    {
      name: 'taxonomy-terms',
      async run() {
        // Regions first: places reference them.
        const rows = [...taxonomySeed].sort(
          (a, b) => Number(a.type === 29) - Number(b.type === 29),
        );
        const columns = (entry: (typeof rows)[number]) => ({
          name_alt: null,
          name_meta: null,
          region_id: null,
          lat: null,
          lng: null,
          zip: null,
          ...entry,
        });
        for (let i = 0; i < rows.length; i += 500) {
          await services
            .db(TERMS)
            .insert(rows.slice(i, i + 500).map(columns))
            .onConflict('id')
            .merge();
        }
      },
    },
  ],
});
