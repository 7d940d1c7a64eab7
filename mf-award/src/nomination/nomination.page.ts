import { awardAlternateUrls, awardClient, type AwardLanguage } from '@eventalp/plugin-award/domain';
import { redirectPage, lazyPageComponent } from '@eventalp/shell-kit';
import { defineAreaPage } from '@eventalp/shell-ui';
import { NOMINATION_SLUGS, nominationPath } from './nominationPaths';
import { nominationCatalogs } from './nominationCatalogs';

/** The view is a chunk of its own: only this page loads it. */
const LazyNominationPage = lazyPageComponent(() =>
  import('./NominationPage').then((module) => module.NominationPage),
);

/**
 * The nomination page in each language, /site/de/swisslocationaward_nominierung and its
 * localized slugs; another language's slug (the language switch keeps the slug) goes to this
 * language's.
 */
export const nominationPage = defineAreaPage(nominationCatalogs, {
  id: 'award-nomination',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>nominierung|nomination|nomina)\/?$/,
  async load({ http, params }) {
    const language = params.language as AwardLanguage;
    if (params.slug !== NOMINATION_SLUGS[language]) redirectPage(nominationPath(language));
    return { language, campaigns: await awardClient(http).campaigns() };
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage(
      {
        id: 'award.nomination.title',
        defaultMessage: 'Location nominieren: Swiss Location Award {year}',
      },
      { year: data.campaigns.year },
    ),
    description: intl.formatMessage({
      id: 'award.nomination.description',
      defaultMessage:
        'Nominiere deine Lieblingslocation für den Swiss Location Award: eine Location aus unserem Verzeichnis oder eine, die noch fehlt.',
    }),
    canonicalPath: nominationPath(data.language),
    alternates: awardAlternateUrls(origin, nominationPath),
  }),
  Component: LazyNominationPage,
});
