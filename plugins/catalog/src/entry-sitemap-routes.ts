import { z } from 'zod';
import { wholeNumber, defineRoute, type PlatformServices } from '@eventalp/platform-sdk';
import { CATALOG_PATHS } from './domain/catalog-client';
import { entrySitemapCountsAnswer, entrySitemapPageAnswer } from './domain/entry-card-answers';
import { locationPath, providerPath } from './domain/entity-link-slug';
import type { EntryKind } from './entry-kind';
import { publicEntries } from './public-entries';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';

/**
 * Paths per sitemap. The protocol allows 50,000; 10,000 keep each answer near 1 MB and its query
 * fast, and 100,000 venues still fit in ten sitemaps.
 */
export const SITEMAP_PAGE_SIZE = 10_000;

const country = wholeNumber(1, 3);
const countryQuery = z.object({ country });
const pageQuery = z.object({ country, page: wholeNumber(1, 1_000).default(1) });

/** Sitemap sources of the catalogue: how many public entries a country has, and their paths page by page. */
export function entrySitemapRoutes(services: PlatformServices) {
  const { db } = services;
  const countOf = async (kind: EntryKind, countryCategory: number) => {
    const [row] = await publicEntries(db, kind, services.now())
      .where('e.country_category', countryCategory)
      .count<{ count: string }[]>('e.id as count');
    return Number(row?.count ?? 0);
  };
  const pathsRoute = (kind: EntryKind, plural: string, path: string) =>
    defineRoute({
      method: 'get',
      path,
      summary: `Paths of the public ${plural} of one country category, ${SITEMAP_PAGE_SIZE} a page in id order, for the sitemap`,
      access: 'public',
      input: { query: pageQuery },
      responses: { 200: entrySitemapPageAnswer },
      async handler({ query, koa }) {
        const rows: {
          id: number;
          slug: string | null;
          legacy_slug: string | null;
          category_id: number;
          category_slug: string;
        }[] = await publicEntries(db, kind, services.now())
          .join(`${TAXONOMY_TERMS} as c`, 'c.id', 'e.category_id')
          .where('e.country_category', query.country)
          .orderBy('e.id')
          .limit(SITEMAP_PAGE_SIZE)
          .offset((query.page - 1) * SITEMAP_PAGE_SIZE)
          .select('e.id', 'e.slug', 'e.legacy_slug', 'e.category_id', 'c.slug as category_slug');
        koa.set('Cache-Control', 'public, max-age=600');
        return {
          data: rows.map((row) => {
            const linkable = { ...row, category: { id: row.category_id, slug: row.category_slug } };
            return {
              path:
                kind === 'location'
                  ? locationPath(services.config.brand, linkable)
                  : providerPath(linkable),
            };
          }),
        };
      },
    });
  return [
    defineRoute({
      method: 'get',
      path: CATALOG_PATHS.sitemapCounts,
      summary:
        'How many public locations and providers one country category has, and the sitemap page size',
      access: 'public',
      input: { query: countryQuery },
      responses: { 200: entrySitemapCountsAnswer },
      async handler({ query, koa }) {
        const [locations, providers] = await Promise.all([
          countOf('location', query.country),
          countOf('provider', query.country),
        ]);
        koa.set('Cache-Control', 'public, max-age=600');
        return { per_page: SITEMAP_PAGE_SIZE, locations, providers };
      },
    }),
    pathsRoute('location', 'locations', CATALOG_PATHS.sitemapLocations),
    pathsRoute('provider', 'providers', CATALOG_PATHS.sitemapProviders),
  ];
}
