import { z } from 'zod';
import { defineRoute, NotFoundError, type PlatformServices } from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { loadCardsByIds, loadCategoryPage } from './entry-cards';
import { loadEntryDetail } from './entry-details';
import type { EntryKind } from './entry-kind';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const pageQuery = z.object({
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(36),
});
/** Comma-separated ids, e.g. `3,17,42` (at most 200). */
const idList = z
  .string()
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
  const detailRoute = (kind: EntryKind, path: string) =>
    defineRoute({
      method: 'get',
      path,
      summary: `Public ${kind} detail`,
      access: 'public',
      input: { params: idParam },
      async handler({ params }) {
        const detail = await loadEntryDetail(db, media, kind, params.id, services.now(), product);
        if (!detail) throw new NotFoundError();
        return detail;
      },
    });
  const gridRoute = (kind: EntryKind, path: string) =>
    defineRoute({
      method: 'get',
      path,
      summary: `Public ${kind} cards (of one category when given), best ranking tier first`,
      access: 'public',
      input: { query: pageQuery },
      async handler({ query }) {
        return loadCategoryPage(
          db,
          media,
          kind,
          query.category_id,
          query.page,
          query.per_page,
          services.now(),
          product,
        );
      },
    });
  return [
    detailRoute('location', '/guest/locations/:id'),
    detailRoute('provider', '/guest/providers/:id'),
    gridRoute('location', '/guest/locations'),
    gridRoute('provider', '/guest/providers'),
    defineRoute({
      method: 'get',
      path: '/guest/favourites',
      summary: 'Cards of bookmarked locations and providers (hidden or unknown ids are dropped)',
      access: 'public',
      input: { query: favouritesQuery },
      async handler({ query }) {
        const now = services.now();
        const [locations, providers] = await Promise.all([
          loadCardsByIds(db, media, 'location', query.locations, now, product),
          loadCardsByIds(db, media, 'provider', query.providers, now, product),
        ]);
        return { locations, providers };
      },
    }),
  ];
}
