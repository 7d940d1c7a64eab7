import type { AwardLanguage } from '@eventalp/plugin-award/domain';
import type { PageQuery } from '@eventalp/shell-kit';

/** The query parameters the winners page reads. */
export const WINNERS_PARAMS = ['category', 'region', 'page'] as const;

/** The winners page's filters as its URL holds them. */
export interface WinnersFilters {
  category?: number;
  region?: number;
  page: number;
}

const positive = (text: string | undefined, max = 2_147_483_647) => {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= 1 && number <= max ? number : undefined;
};

/** The filters of the URL; a value a visitor cannot have chosen is dropped, not an error. */
export function winnersFiltersOf(query: PageQuery): WinnersFilters {
  return {
    category: positive(query.category),
    region: positive(query.region),
    page: positive(query.page, 10_000) ?? 1,
  };
}

/** The page's path with these filters (page 1 left out). */
export function winnersHref(path: string, filters: Partial<WinnersFilters>): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', String(filters.category));
  if (filters.region) params.set('region', String(filters.region));
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The page's language tag for numbers (one decimal, the language's separator). */
export const numberLocale = (language: AwardLanguage) =>
  ({ de: 'de-CH', fr: 'fr-CH', it: 'it-CH', en: 'en-GB' })[language];
