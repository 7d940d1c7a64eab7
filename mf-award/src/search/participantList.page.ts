import {
  awardAlternateUrls,
  awardClient,
  awardPagePath,
  AWARD_PAGE_SLUGS,
  type AwardLanguage,
  type ParticipantList,
} from '@eventalp/plugin-award/domain';
import { taxonomyClient, TaxonomyType } from '@eventalp/plugin-taxonomy/domain';
import { redirectPage, type PageLoadContext, lazyPageComponent } from '@eventalp/shell-kit';
import { defineAreaPage } from '@eventalp/shell-ui';
import { localizedName, toAwardCategories } from '../categories/awardCategories';
import type { ParticipantListData } from './ParticipantListPage';
import { apiQueryOf, awardSearchPath, listHref, PARTICIPANT_PARAMS } from './participantSearch';
import { searchCatalogs } from './searchCatalogs';

/** The view is a chunk of its own: only this page loads it. */
const LazyParticipantListPage = lazyPageComponent(() =>
  import('./ParticipantListPage').then((module) => module.ParticipantListPage),
);

const germanOrder = new Intl.Collator('de');

/** The data of a list page: campaigns, categories and regions for the filters, one page of venues. */
async function loadList(
  { http, query }: PageLoadContext,
  language: AwardLanguage,
  list: ParticipantList,
  path: string,
): Promise<ParticipantListData> {
  // The URL's filters are checked by the API's input schema, fetched with this page's code.
  const { filtersOf } = await import('./participantFilters');
  const filters = filtersOf(query);
  const award = awardClient(http);
  const [campaigns, taxonomies, result] = await Promise.all([
    award.campaigns(),
    taxonomyClient(http).all(),
    award.participants(apiQueryOf(list, filters)),
  ]);
  const regions = (taxonomies.taxonomies[String(TaxonomyType.swissRegion)] ?? [])
    .map((entry) => ({ id: entry.id, name: localizedName(entry, language) }))
    .sort((a, b) => germanOrder.compare(a.name, b.name));
  return {
    language,
    list,
    path,
    filters,
    campaigns,
    categories: toAwardCategories(taxonomies, language),
    regions,
    result,
  };
}

/** A filtered or later page is no page of its own for search engines; the plain list is. */
const indexable = (data: ParticipantListData) =>
  !data.filters.name && !data.filters.region && !data.filters.category && data.filters.page === 1;

/**
 * The award search, /site/{de,en,fr,it}/swisslocationaward (and `/*`, spec section 2, route
 * sla.search.initial): the venues taking part in the current award year, filtered by name,
 * region and category.
 */
export const awardSearchPage = defineAreaPage(searchCatalogs, {
  id: 'award-search',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward(?:\/.*)?$/,
  query: PARTICIPANT_PARAMS,
  load: (context) => {
    const language = context.params.language as AwardLanguage;
    return loadList(context, language, 'participating', awardSearchPath(language));
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage(
      {
        id: 'award.search.title',
        defaultMessage: 'Swiss Location Award {year}: die teilnehmenden Locations',
      },
      { year: data.result.year },
    ),
    description: intl.formatMessage({
      id: 'award.categories.description',
      defaultMessage:
        'Die besten Locations der Schweiz, bewertet von Veranstaltern, Gästen und einer Fachjury.',
    }),
    canonicalPath: listHref(data.path, { page: data.filters.page }),
    alternates: awardAlternateUrls(origin, awardSearchPath),
    robots: indexable(data) ? undefined : 'noindex, follow',
  }),
  Component: LazyParticipantListPage,
});

/**
 * The nominated venues of the current award year, /site/de/swisslocationaward_nominiert and its
 * localized slugs (spec section 2; the home ribbon 'Nominierte Locations' leads here).
 */
export const nominatedListPage = defineAreaPage(searchCatalogs, {
  id: 'award-nominated',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>nominiert|nominated|nomines|nominate)\/?$/,
  query: PARTICIPANT_PARAMS,
  load: (context) => {
    const language = context.params.language as AwardLanguage;
    const path = awardPagePath('nominated', language);
    if (context.params.slug !== AWARD_PAGE_SLUGS.nominated[language]) redirectPage(path);
    return loadList(context, language, 'nominated', path);
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage(
      {
        id: 'award.nominated.title',
        defaultMessage: 'Nominierte Locations: Swiss Location Award {year}',
      },
      { year: data.result.year },
    ),
    description: intl.formatMessage(
      {
        id: 'award.nominated.description',
        defaultMessage:
          'Alle Locations, die für den Swiss Location Award {year} nominiert wurden, nach Region und Kategorie.',
      },
      { year: data.result.year },
    ),
    canonicalPath: listHref(data.path, { page: data.filters.page }),
    alternates: awardAlternateUrls(origin, (language) => awardPagePath('nominated', language)),
    robots: indexable(data) ? undefined : 'noindex, follow',
  }),
  Component: LazyParticipantListPage,
});
