import { z } from 'zod';
import {
  defineRoute,
  errorAnswer,
  messages,
  NotFoundError,
  type PlatformServices,
  type SearchQuery,
} from '@eventalp/platform-sdk';
import { locationFilters } from '../build-location-query';
import { landingPageAnswer, landingPageListAnswer } from '../domain/search-answers';
import { SEARCH_PATHS } from '../domain/search-client';
import { locationSearchInput } from '../location-search-input';
import { LANDING_PAGES } from './landing-page-migrations';
import { normalizeLandingPath } from './landing-page-plan';

interface StoredPage {
  path: string;
  title: string;
  description: string;
  filters: Record<string, string>;
}

const CACHE_MS = 60_000;

/** Landing pages of the location search: one by its path (page data), and the non-empty ones (sitemap). */
export function landingPageRoutes(
  services: PlatformServices,
  weakBuildingTypes: () => Promise<ReadonlySet<string>>,
) {
  const { db } = services;

  const withoutRegion = (filters: Record<string, string>) =>
    Object.fromEntries(Object.entries(filters).filter(([name]) => name !== 'region'));

  /**
   * What a landing page's search finds (facet counts when asked). Filters that no longer validate
   * (a renamed parameter) find nothing rather than failing the sitemap.
   */
  async function run(filters: Record<string, string>, facets: string[] = []) {
    const input = locationSearchInput.safeParse(filters);
    if (!input.success) {
      services.logger.warn({ filters }, 'landing page filters are not a valid location search');
      return { total: 0, facets: {} as Record<string, { value: string; count: number }[]> };
    }
    const query: SearchQuery = {
      index: 'locations',
      text: input.data.q,
      filters: locationFilters(input.data, {
        weakBuildingTypes: await weakBuildingTypes(),
        placePosition: null,
      }),
      facets,
      perPage: 1,
    };
    return services.search.query(query);
  }

  /**
   * Result counts of many pages with few queries: pages that differ only in their one region share
   * one query whose region facet counts each of them (facet counts ignore their own filter).
   */
  async function totals(pages: readonly StoredPage[]): Promise<Map<string, number>> {
    const groups = new Map<string, StoredPage[]>();
    const counted = new Map<string, number>();
    for (const page of pages) {
      if (/^\d+$/.test(page.filters.region ?? '')) {
        const key = JSON.stringify(Object.entries(withoutRegion(page.filters)).sort());
        groups.set(key, [...(groups.get(key) ?? []), page]);
      } else counted.set(page.path, (await run(page.filters)).total);
    }
    for (const group of groups.values()) {
      const result = await run(withoutRegion(group[0]!.filters), ['region']);
      const byRegion = new Map(result.facets.region?.map((facet) => [facet.value, facet.count]));
      for (const page of group) counted.set(page.path, byRegion.get(page.filters.region!) ?? 0);
    }
    return counted;
  }

  const listed = new Map<
    number,
    { at: number; stamp: string; data: { path: string; title: string; total: number }[] }
  >();

  /**
   * What changes with any back-office edit of a country's pages (create, change, delete): their
   * count and latest change. A cached list with another stamp is recounted at once.
   */
  async function stampOf(country: number): Promise<string> {
    const row = await db(LANDING_PAGES)
      .where({ country_category: country })
      .first(db.raw('count(*)::int as pages'), db.raw('max(updated_at) as changed'));
    return `${row?.pages ?? 0}@${row?.changed ? new Date(row.changed).toISOString() : ''}`;
  }

  return [
    defineRoute({
      method: 'get',
      path: SEARCH_PATHS.landingPage,
      summary:
        'A search landing page by its path (e.g. /locations/hochzeit/kanton-zuerich): H1, meta description, search filters, result count',
      access: 'public',
      input: {
        query: z.object({
          path: z
            .string({ error: messages.required })
            .regex(/^\/[^\s]*$/, messages.format)
            .max(300, messages.maxLength(300)),
        }),
      },
      responses: { 200: landingPageAnswer, 404: errorAnswer },
      async handler({ query }) {
        const page: StoredPage | undefined = await db(LANDING_PAGES)
          .where({ path: normalizeLandingPath(query.path) })
          .first('path', 'title', 'description', 'filters');
        if (!page) throw new NotFoundError();
        return {
          title: page.title,
          description: page.description,
          filters: page.filters,
          total: (await run(page.filters)).total,
          canonicalPath: page.path,
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: SEARCH_PATHS.landingPages,
      summary:
        'Landing pages of one country category (default: the domain’s) that find at least one location, for the sitemap',
      access: 'public',
      input: {
        query: z.object({
          country: z.enum(['1', '2', '3'], { error: messages.format }).optional(),
        }),
      },
      responses: { 200: landingPageListAnswer },
      async handler({ query, koa }) {
        const country = Number(query.country ?? koa.state.countryCategory ?? 1);
        const now = services.now().getTime();
        const stamp = await stampOf(country);
        let cached = listed.get(country);
        if (!cached || now - cached.at > CACHE_MS || cached.stamp !== stamp) {
          const pages: StoredPage[] = await db(LANDING_PAGES)
            .where({ country_category: country })
            .orderBy('path')
            .select('path', 'title', 'description', 'filters');
          const counted = await totals(pages);
          cached = {
            at: now,
            stamp,
            data: pages
              .map((page) => ({
                path: page.path,
                title: page.title,
                total: counted.get(page.path) ?? 0,
              }))
              .filter((page) => page.total > 0),
          };
          listed.set(country, cached);
        }
        koa.set('Cache-Control', 'public, max-age=60');
        return { data: cached.data };
      },
    }),
  ];
}
