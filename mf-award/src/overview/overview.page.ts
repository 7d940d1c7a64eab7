import {
  AWARD_PAGE_SLUGS,
  awardAlternateUrls,
  awardClient,
  awardPagePath,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';
import { definePage, redirectPage, lazyPageComponent } from '@eventalp/shell-kit';
import { loadAwardCategories } from '../categories/awardCategories';

/** The view is a chunk of its own: only this page loads it. */
const LazyOverviewPage = lazyPageComponent(() =>
  import('./OverviewPage').then((module) => module.OverviewPage),
);

/**
 * The overview in thirty seconds, /site/de/swisslocationaward_uebersicht (spec section 2) and
 * its localized slugs; another language's slug goes to this language's.
 */
export const overviewPage = definePage({
  id: 'award-overview',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>uebersicht|overview|apercu|panoramica)\/?$/,
  async load({ http, params }) {
    const language = params.language as AwardLanguage;
    if (params.slug !== AWARD_PAGE_SLUGS.overview[language])
      redirectPage(awardPagePath('overview', language));
    const [campaigns, categories] = await Promise.all([
      awardClient(http).campaigns(),
      loadAwardCategories(http, language),
    ]);
    return { language, campaigns, categories };
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage(
      {
        id: 'award.overview.title',
        defaultMessage: 'Der Swiss Location Award {year} in 30 Sekunden',
      },
      { year: data.campaigns.year },
    ),
    description: intl.formatMessage({
      id: 'award.overview.description',
      defaultMessage:
        'Nomination, Bewertung, Jury und Gütesiegel: wie der Swiss Location Award die besten Event-Locations der Schweiz findet.',
    }),
    canonicalPath: awardPagePath('overview', data.language),
    alternates: awardAlternateUrls(origin, (language) => awardPagePath('overview', language)),
  }),
  Component: LazyOverviewPage,
});
