import type { PageHead } from '@eventalp/shell-kit';
import { defineMessages, type IntlShape } from 'react-intl';
import { withValues } from './messageValues';
import type { SearchData } from './searchData';
import type { SearchKind } from './searchParams';
import { filterParams } from './searchState';
import { SEARCH_ROUTES } from './searchUrl';

export const searchTitles = defineMessages<SearchKind>({
  locations: { id: 'marketplace.search.title.locations', defaultMessage: 'Locations' },
  provider: { id: 'marketplace.search.title.provider', defaultMessage: 'Dienstleister' },
  packages: { id: 'marketplace.search.title.packages', defaultMessage: 'Eventpakete' },
});

const documentTitles = defineMessages<SearchKind>({
  locations: {
    id: 'marketplace.search.documentTitle.locations',
    defaultMessage: 'Locations für jeden Event finden und mieten',
  },
  provider: {
    id: 'marketplace.search.documentTitle.provider',
    defaultMessage: 'Eventdienstleister finden: Catering, Technik, Agenturen',
  },
  packages: {
    id: 'marketplace.search.documentTitle.packages',
    defaultMessage: 'Eventpakete zum Festpreis',
  },
});

const messages = withValues(
  defineMessages({
    description: {
      id: 'marketplace.search.description',
      defaultMessage:
        '{total, plural, one {# Eintrag} other {# Einträge}} in der Schweiz, in Deutschland und Österreich: mit Fotos, Kapazitäten und direkter Anfrage.',
    },
    pageTitle: { id: 'marketplace.search.pageTitle', defaultMessage: '{title} – Seite {page}' },
  }),
);

/** What the head of a search page depends on (the package search has its own data). */
export type SearchHeadData = Pick<SearchData, 'kind' | 'state' | 'landing' | 'seededPath'> & {
  results: { total: number };
};

/**
 * Head of a search page. The canonical URL never carries the seed; only the plain first page of
 * a search and landing pages with results are indexed, every filtered or seeded variant is
 * `noindex,follow` (its links still count).
 */
export function searchHead(data: SearchHeadData, intl: IntlShape): PageHead {
  const { kind, state, landing, results } = data;
  const base = landing?.title ?? intl.formatMessage(documentTitles[kind]);
  const title =
    state.page > 1
      ? intl.formatMessage(messages.pageTitle, { title: base, page: state.page })
      : base;
  const pageQuery = state.page > 1 ? `page=${state.page}` : '';
  let canonicalPath: string;
  let indexable: boolean;
  if (landing) {
    canonicalPath = `${landing.canonicalPath}${pageQuery ? `?${pageQuery}` : ''}`;
    indexable = results.total > 0 && !state.mapOpen && !data.seededPath;
  } else {
    const query = [filterParams(kind, state).toString(), pageQuery].filter(Boolean).join('&');
    canonicalPath = `${SEARCH_ROUTES[kind]}${query ? `?${query}` : ''}`;
    indexable =
      kind !== 'packages' &&
      !data.seededPath &&
      !state.mapOpen &&
      state.page === 1 &&
      Object.keys(state.filters).length === 0;
  }
  return {
    title,
    description:
      landing?.description ?? intl.formatMessage(messages.description, { total: results.total }),
    canonicalPath,
    robots: indexable ? undefined : 'noindex,follow',
  };
}
