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
import { localizeTaxonomyEntry, taxonomyLanguageOf, type TaxonomyLanguage } from './domain';
import { taxonomySeed } from './seed-data';
import { TAXONOMY_PLACES, taxonomyPlaces } from './taxonomy-places';
import { TERMS, taxonomyMigrations } from './taxonomy-migrations';

export * from './domain';
/** The terms table: reference data other plugins may join and read (never write). */
export { TERMS as TAXONOMY_TERMS } from './taxonomy-migrations';
export { TAXONOMY_PLACES, type TaxonomyPlaces } from './taxonomy-places';

/**
 * SQL for the name of the terms row `alias` in `language` (its `name_fr`/`name_it`/`name_en`,
 * German when empty), for plugins that join the terms table: `db.raw(\`${sql} as category_name\`)`.
 * The alias must be a plain identifier of the caller's query.
 */
export function taxonomyNameSql(alias: string, language: TaxonomyLanguage): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`not a table alias: ${alias}`);
  if (language === 'de') return `"${alias}"."name"`;
  return `coalesce(nullif(trim("${alias}"."name_${language}"), ''), "${alias}"."name")`;
}

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

interface SerializedTaxonomies {
  at: number;
  json: JsonText<AllTaxonomies>;
  etag: string;
}

/**
 * The grouped taxonomies serialized once a minute per language, with an ETag: the answer is
 * large and read on every page. One database read serves every language.
 */
function allTaxonomiesLoader(services: PlatformServices) {
  let rows: { at: number; entries: Promise<TaxonomyEntry[]> } | null = null;
  const cached = new Map<TaxonomyLanguage, SerializedTaxonomies>();
  const readRows = (now: number) => {
    if (rows && now - rows.at < CACHE_MS) return rows.entries;
    const entries = services
      .db(TERMS)
      .select(PUBLIC_COLUMNS)
      .orderBy([
        { column: 'type' },
        { column: 'order', nulls: 'last' },
        { column: 'name' },
        { column: 'id' },
      ]) as Promise<TaxonomyEntry[]>;
    const entry = { at: now, entries };
    rows = entry;
    entries.catch(() => {
      if (rows === entry) rows = null;
    });
    return entries;
  };
  return async (locale: string): Promise<SerializedTaxonomies> => {
    const language = taxonomyLanguageOf(locale);
    const now = services.now().getTime();
    const kept = cached.get(language);
    if (kept && now - kept.at < CACHE_MS) return kept;
    const entries = (await readRows(now)).map((entry) => localizeTaxonomyEntry(entry, language));
    const json = jsonText(groupTaxonomies(entries));
    const serialized = {
      at: now,
      json,
      etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"`,
    };
    cached.set(language, serialized);
    return serialized;
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
        summary:
          'All taxonomies, filter taxonomies, event kinds and award rating highlights; `name` in the request’s language',
        access: 'public',
        responses: { 200: allTaxonomiesAnswer, 304: null },
        async handler({ koa }) {
          const { json, etag } = await load(String(koa.state.locale ?? ''));
          koa.set('Cache-Control', 'public, max-age=60');
          // `name` is in the request's language (`Accept-Language`, or `?locale=`).
          koa.set('Vary', 'Accept-Language');
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
