import { definePage, pageNotFound, redirectPage, type PageLoadContext } from '@eventalp/shell-kit';
import type { ArticleCard } from '../magazine/magazineApi';
import { EditorialSearchPage } from './EditorialSearchPage';

export const EDITORIAL_SEARCH_PATH = '/site/_redaktionell/suche';

export interface EditorialSearchData {
  q: string;
  total: number;
  page: number;
  page_count: number;
  data: ArticleCard[];
}

/** Search page `page` for the words `q`. */
export function editorialSearchHref(page: number, q: string): string {
  const base = page > 1 ? `${EDITORIAL_SEARCH_PATH}/${page}` : EDITORIAL_SEARCH_PATH;
  return q ? `${base}?q=${encodeURIComponent(q)}` : base;
}

async function loadSearch({ http, params, query }: PageLoadContext): Promise<EditorialSearchData> {
  const q = (query.q ?? '').trim();
  const page = params.searchPage ? Number(params.searchPage) : 1;
  if (params.searchPage === '1') redirectPage(editorialSearchHref(1, q));
  const empty = { q, total: 0, page: 1, page_count: 1, data: [] };
  if (q.length < 2) return empty;
  const answer = await http
    .get<EditorialSearchData>(
      `/guest/magazine/search?${new URLSearchParams({ q, page: String(page) })}`,
    )
    .catch((error: { status?: number }) => (error.status === 422 ? empty : Promise.reject(error)));
  if (answer.total > 0 && page > answer.page_count) pageNotFound();
  return answer;
}

/** Editorial search: /site/_redaktionell/suche/{searchPage?}?q={words}. */
export const editorialSearchPage = definePage<EditorialSearchData>({
  id: 'editorial-search',
  path: /^\/site\/_redaktionell\/suche(\/(?<searchPage>[1-9]\d{0,3}))?\/?$/,
  load: loadSearch,
  head: (data, intl) => ({
    title: data.q
      ? intl.formatMessage(
          { id: 'editorialSearch.titleFor', defaultMessage: 'Suche im Eventmagazin: {q}' },
          { q: data.q },
        )
      : intl.formatMessage({
          id: 'editorialSearch.title',
          defaultMessage: 'Suche im Eventmagazin',
        }),
    // Result pages are not landing pages: crawlers follow their links but do not index them.
    robots: 'noindex,follow',
    canonicalPath: EDITORIAL_SEARCH_PATH,
  }),
  Component: EditorialSearchPage,
});
