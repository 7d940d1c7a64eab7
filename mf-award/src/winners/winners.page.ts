import {
  awardAlternateUrls,
  awardClient,
  FIRST_COUNTRY_WINNERS_YEAR,
  WINNER_SLUGS,
  winnersPath,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';
import { taxonomyClient, TaxonomyType } from '@eventalp/plugin-taxonomy/domain';
import {
  lazyPageComponent,
  pageNotFound,
  redirectPage,
  type PageLoadContext,
} from '@eventalp/shell-kit';
import { defineAreaPage } from '@eventalp/shell-ui';
import type { IntlShape } from 'react-intl';
import { localizedName, toAwardCategories } from '../categories/awardCategories';
import { gradeLabels } from '../seal/AwardSeal';
import type { WinnersPageData } from './WinnersPage';
import { winnersCatalogs } from './winnersCatalogs';
import { WINNERS_PARAMS, winnersFiltersOf, winnersHref } from './winnersPaths';

/** The view is a chunk of its own: only this page loads it. */
const LazyWinnersPage = lazyPageComponent(() =>
  import('./WinnersPage').then((module) => module.WinnersPage),
);

/** The award's first edition: no winners page before it. */
const FIRST_AWARD_YEAR = 2016;
/** The API's last year: later ones are no edition. */
const LAST_YEAR = 2100;
const germanOrder = new Intl.Collator('de');

/** The winners of `year` in `language`; 404 for a year without an edition (yet). */
async function loadWinners(
  { http, query }: PageLoadContext,
  language: AwardLanguage,
  year: number,
): Promise<WinnersPageData> {
  if (year < FIRST_AWARD_YEAR || year > LAST_YEAR) pageNotFound();
  const award = awardClient(http);
  const filters = winnersFiltersOf(query);
  const [campaigns, taxonomies, result] = await Promise.all([
    award.campaigns(),
    taxonomyClient(http).all(),
    award.winners({ year, ...filters }),
  ]);
  if (year < FIRST_AWARD_YEAR || year > campaigns.year) pageNotFound();
  const regions = (taxonomies.taxonomies[String(TaxonomyType.swissRegion)] ?? [])
    .map((entry) => ({ id: entry.id, name: localizedName(entry, language) }))
    .sort((a, b) => germanOrder.compare(a.name, b.name));
  return {
    language,
    year,
    path: winnersPath(year, language),
    filters,
    categories: toAwardCategories(taxonomies, language),
    regions,
    result,
  };
}

/** The awards as schema.org sees them: a list of places, each with its award. */
function winnersJsonLd(data: WinnersPageData, intl: IntlShape, origin: string) {
  const names = new Map(data.categories.map((c) => [c.id, c.name]));
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Swiss Location Award ${data.year}`,
    numberOfItems: data.result.total,
    itemListElement: data.result.data.map((winner, index) => ({
      '@type': 'ListItem',
      position: (data.result.page - 1) * data.result.per_page + index + 1,
      item: {
        '@type': 'Place',
        name: winner.name,
        ...(winner.entry ? { url: `${origin}${winner.entry.path}` } : {}),
        ...(winner.entry?.place
          ? { address: { '@type': 'PostalAddress', addressLocality: winner.entry.place } }
          : {}),
        award: `Swiss Location Award ${data.year}: ${intl.formatMessage(gradeLabels[winner.grade])}, ${names.get(winner.category_id) ?? ''} (${winner.score.toFixed(1)}/10)`,
      },
    })),
  };
}

const head = (data: WinnersPageData, intl: IntlShape, { origin }: { origin: string }) => {
  const filtered = data.filters.category || data.filters.region || data.filters.page > 1;
  return {
    title: intl.formatMessage(
      {
        id: 'award.winners.title',
        defaultMessage: 'Ausgezeichnete Locations {year}: Swiss Location Award',
      },
      { year: data.year },
    ),
    description: intl.formatMessage(
      {
        id: 'award.winners.description',
        defaultMessage:
          'Die Gewinner des Swiss Location Award {year} mit Gütesiegel, Punkten und Kategorie.',
      },
      { year: data.year },
    ),
    canonicalPath: winnersHref(data.path, { page: data.filters.page }),
    alternates: awardAlternateUrls(origin, (language) => winnersPath(data.year, language)),
    robots: !data.result.published || filtered ? 'noindex, follow' : undefined,
    jsonLd: data.result.published ? [winnersJsonLd(data, intl, origin)] : undefined,
  };
};

/**
 * The winners of an award year, /site/{de,en,fr,it}/swisslocationaward{year}_{ausgezeichnet,
 * awarded, distingue, premiate} (and `/*`; spec section 2, route sla.winner.categories.{country}
 * from 2023). Another language's suffix leads to this language's; a German page before 2023 to
 * its old address.
 */
export const winnersPage = defineAreaPage(winnersCatalogs, {
  id: 'award-winners',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward(?<year>\d{4})_(?<slug>ausgezeichnet|awarded|distingue|premiate)(?:\/.*)?$/,
  query: WINNERS_PARAMS,
  load: (context) => {
    const language = context.params.language as AwardLanguage;
    const year = Number(context.params.year);
    const path = winnersPath(year, language);
    if (context.params.slug !== WINNER_SLUGS[language] || !path.startsWith('/site/'))
      redirectPage(winnersHref(path, winnersFiltersOf(context.query)));
    return loadWinners(context, language, year);
  },
  head,
  Component: LazyWinnersPage,
});

/**
 * The German winners page at its old address, /swisslocationaward{year}_ausgezeichnet (and `/*`;
 * route sla.winner.categories): its own page before 2023, a redirect to the country's from then.
 */
export const legacyWinnersPage = defineAreaPage(winnersCatalogs, {
  id: 'award-winners-legacy',
  path: /^\/swisslocationaward(?<year>\d{4})_ausgezeichnet(?:\/.*)?$/,
  query: WINNERS_PARAMS,
  load: (context) => {
    const year = Number(context.params.year);
    if (year >= FIRST_COUNTRY_WINNERS_YEAR)
      redirectPage(winnersHref(winnersPath(year, 'de'), winnersFiltersOf(context.query)));
    return loadWinners(context, 'de', year);
  },
  head,
  Component: LazyWinnersPage,
});
