import {
  AWARD_PAGE_SLUGS,
  awardAlternateUrls,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';
import { definePage, redirectPage, lazyPageComponent } from '@eventalp/shell-kit';
import { loadFigures } from '../figures/figuresData';
import { retrospectivePath } from '../figures/figuresPaths';

/** The view is a chunk of its own: only this page loads it. */
const LazyRetrospectivePage = lazyPageComponent(() =>
  import('./RetrospectivePage').then((module) => module.RetrospectivePage),
);

/**
 * The retrospective, /site/de/swisslocationaward_rueckblick (spec section 2: review 2016 to
 * 2025) and its localized slugs, from the same figures as facts and figures.
 */
export const retrospectivePage = definePage({
  id: 'award-retrospective',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>rueckblick|retrospective|retrospettiva)\/?$/,
  async load({ http, params }) {
    const language = params.language as AwardLanguage;
    if (params.slug !== AWARD_PAGE_SLUGS.retrospective[language])
      redirectPage(retrospectivePath(language));
    return loadFigures(http, language);
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage({
      id: 'award.retrospective.title',
      defaultMessage: 'Rückblick: der Swiss Location Award seit 2016',
    }),
    description: intl.formatMessage({
      id: 'award.retrospective.description',
      defaultMessage:
        'Jede Ausgabe des Swiss Location Award seit 2016 mit ihren Nominationen, Teilnehmenden, Bewertungen und Ausgezeichneten.',
    }),
    canonicalPath: retrospectivePath(data.language),
    alternates: awardAlternateUrls(origin, retrospectivePath),
  }),
  Component: LazyRetrospectivePage,
});
