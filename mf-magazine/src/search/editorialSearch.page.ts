import { definePage, pageNotFound, redirectPage, type PageLoadContext } from '@eventalp/shell-kit';
import { EditorialSearchPage } from './EditorialSearchPage';

export const EDITORIAL_SEARCH_PATH = '/site/_redaktionell/suche';

import {
  EDITORIAL_KINDS,
  magazineClient,
  type EditorialKind,
  type EditorialSearch,
} from '@eventalp/plugin-magazine/domain';

export { EDITORIAL_KINDS, type EditorialKind };
export type { EditorialHit, EditorialItem } from '@eventalp/plugin-magazine/domain';

/** The search page's data: the API's answer, or no hits for fewer than two characters. */
export type EditorialSearchData = Omit<EditorialSearch, 'per_page'>;

const isKind = (value: string | undefined): value is EditorialKind =>
  (EDITORIAL_KINDS as readonly string[]).includes(value ?? '');

/** Search page `page` for the words `q`, optionally only one kind of hit. */
export function editorialSearchHref(page: number, q: string, kind?: EditorialKind | null): string {
  const base = page > 1 ? `${EDITORIAL_SEARCH_PATH}/${page}` : EDITORIAL_SEARCH_PATH;
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (kind) query.set('art', kind);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

const NO_KINDS: Record<EditorialKind, number> = { article: 0, job: 0, help: 0, page: 0 };

async function loadSearch({ http, params, query }: PageLoadContext): Promise<EditorialSearchData> {
  const q = (query.q ?? '').trim();
  const kind = isKind(query.art) ? query.art : null;
  const page = params.searchPage ? Number(params.searchPage) : 1;
  if (params.searchPage === '1') redirectPage(editorialSearchHref(1, q, kind));
  const empty = { q, kind, total: 0, kinds: NO_KINDS, page: 1, page_count: 1, data: [] };
  if (q.length < 2) return empty;
  const answer: EditorialSearchData = await magazineClient(http)
    .search({ q, page, kind: kind ?? undefined })
    .catch((error: { status?: number }) => (error.status === 422 ? empty : Promise.reject(error)));
  if (answer.total > 0 && page > answer.page_count) pageNotFound();
  return answer;
}

/** Editorial search: /site/_redaktionell/suche/{searchPage?}?q={words}&art={kind}. */
export const editorialSearchPage = definePage<EditorialSearchData>({
  id: 'editorial-search',
  path: /^\/site\/_redaktionell\/suche(\/(?<searchPage>[1-9]\d{0,3}))?\/?$/,
  query: ['q', 'art'],
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
