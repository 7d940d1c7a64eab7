import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import {
  MAX_ROW_ID,
  wholeNumber,
  defineRoute,
  errorAnswer,
  jsonText,
  NotFoundError,
  RouteResponse,
  type JsonText,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { taxonomyLanguageOf } from '@eventalp/plugin-taxonomy/domain';
import { CATALOG_PATHS } from './domain/catalog-client';
import {
  entryCardPageAnswer,
  favouriteCardsAnswer,
  type CardPage,
} from './domain/entry-card-answers';
import { entryDetailAnswer, type EntryDetail } from './domain/entry-detail-answers';
import { loadCardsByIds, loadCategoryPage } from './entry-cards';
import { loadEntryDetail } from './entry-details';
import type { EntryKind } from './entry-kind';

const idParam = z.object({ id: wholeNumber(1, MAX_ROW_ID) });
const pageQuery = z.object({
  category_id: wholeNumber(1, MAX_ROW_ID).optional(),
  page: wholeNumber(1, 10_000).default(1),
  per_page: wholeNumber(1, 100).default(36),
});
/** Comma-separated ids, e.g. `3,17,42` (at most 200). */
const idList = z
  .string()
  .max(2000, 'Ungültiges Format')
  .optional()
  .transform((value) => (value ? value.split(',') : []))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/, 'Ungültiges Format')
          .transform(Number),
      )
      .max(200),
  );
const favouritesQuery = z.object({ locations: idList, providers: idList });

/** Public catalogue routes: detail, category grid and favourites cards of locations and providers. */
export function catalogRoutes(services: PlatformServices, media: MediaLibrary) {
  const { db } = services;
  const product = services.config.brand;
  // Detail answers are read far more often than entries change: keep the serialized JSON for a
  // minute (so a release or expiry shows with at most that delay), with an ETag for browsers.
  const details = new LRUCache<string, { json: JsonText<EntryDetail>; etag: string }>({
    max: 5000,
    ttl: 60_000,
  });
  const detailRoute = (kind: EntryKind, path: string) =>
    defineRoute({
      method: 'get',
      path,
      summary: `Public ${kind} detail`,
      access: 'public',
      input: { params: idParam },
      responses: { 200: entryDetailAnswer, 304: null, 404: errorAnswer },
      async handler({ params, koa }) {
        // Taxonomy names come in the request's language: one copy per language.
        const language = taxonomyLanguageOf(String(koa.state.locale ?? ''));
        const key = `${kind}:${params.id}:${language}`;
        let cached = details.get(key);
        if (!cached) {
          const detail = await loadEntryDetail(
            db,
            media,
            kind,
            params.id,
            services.now(),
            product,
            language,
          );
          if (!detail) throw new NotFoundError();
          const json = jsonText(detail);
          cached = {
            json,
            etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"`,
          };
          details.set(key, cached);
        }
        koa.set('ETag', cached.etag);
        koa.set('Cache-Control', 'public, max-age=60');
        koa.set('Vary', 'Accept-Language');
        if (koa.get('if-none-match') === cached.etag) return RouteResponse.empty(304);
        koa.type = 'application/json';
        return cached.json;
      },
    });
  // Grid pages are the same for every visitor; the same minute of staleness as details.
  const pages = new LRUCache<string, JsonText<CardPage>>({ max: 2000, ttl: 60_000 });
  const gridRoute = (kind: EntryKind, path: string) =>
    defineRoute({
      method: 'get',
      path,
      summary: `Public ${kind} cards (of one category when given), best ranking tier first`,
      access: 'public',
      input: { query: pageQuery },
      responses: { 200: entryCardPageAnswer },
      async handler({ query, koa }) {
        // Category and region names come in the request's language: one copy per language.
        const locale = String(koa.state.locale ?? '');
        const language = taxonomyLanguageOf(locale);
        const key = `${kind}:${query.category_id ?? 'all'}:${query.page}:${query.per_page}:${language}`;
        let json = pages.get(key);
        if (json === undefined) {
          const page = await loadCategoryPage(
            db,
            media,
            kind,
            query.category_id,
            query.page,
            query.per_page,
            services.now(),
            product,
            locale,
          );
          json = jsonText(page);
          pages.set(key, json);
        }
        koa.set('Cache-Control', 'public, max-age=60');
        koa.set('Vary', 'Accept-Language');
        koa.type = 'application/json';
        return json;
      },
    });
  return [
    detailRoute('location', CATALOG_PATHS.location),
    detailRoute('provider', CATALOG_PATHS.provider),
    gridRoute('location', CATALOG_PATHS.locations),
    gridRoute('provider', CATALOG_PATHS.providers),
    defineRoute({
      method: 'get',
      path: CATALOG_PATHS.favourites,
      summary: 'Cards of bookmarked locations and providers (hidden or unknown ids are dropped)',
      access: 'public',
      input: { query: favouritesQuery },
      responses: { 200: favouriteCardsAnswer },
      async handler({ query, koa }) {
        const now = services.now();
        const locale = String(koa.state.locale ?? '');
        const [locations, providers] = await Promise.all([
          loadCardsByIds(db, media, 'location', query.locations, now, product, locale),
          loadCardsByIds(db, media, 'provider', query.providers, now, product, locale),
        ]);
        return { locations, providers };
      },
    }),
  ];
}
