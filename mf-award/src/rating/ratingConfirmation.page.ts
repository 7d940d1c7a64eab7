import {
  awardAlternateUrls,
  RATING_CONFIRMATION_SLUGS,
  ratingConfirmationPath,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';
import { redirectPage, lazyPageComponent } from '@eventalp/shell-kit';
import { defineAreaPage } from '@eventalp/shell-ui';
import { ratingCatalogs } from './ratingCatalogs';

/** The view is a chunk of its own: only this page loads it. */
const LazyRatingConfirmationPage = lazyPageComponent(() =>
  import('./RatingConfirmationPage').then((module) => module.RatingConfirmationPage),
);

/**
 * The rating's confirmation page, the target of the mail's two links
 * (`?token=…&publication=1|2`): the voter confirms with one button, so a mail scanner that opens
 * links confirms nothing.
 */
export const ratingConfirmationPage = defineAreaPage(ratingCatalogs, {
  id: 'award-rating-confirmation',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>bewertung_bestaetigen|confirmation_evaluation|conferma_valutazione|rating_confirmation)\/?$/,
  // The mail link's token and choice (the page's load sees only the names listed here).
  query: ['token', 'publication'],
  async load({ params, query }) {
    const language = params.language as AwardLanguage;
    const token = query.token ?? '';
    const publication = query.publication === '2' ? 2 : 1;
    if (params.slug !== RATING_CONFIRMATION_SLUGS[language])
      redirectPage(
        `${ratingConfirmationPath(language)}?token=${encodeURIComponent(token)}&publication=${publication}`,
      );
    return { language, token, publication } as const;
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage({
      id: 'award.ratingConfirmation.title',
      defaultMessage: 'Bewertung bestätigen: Swiss Location Award',
    }),
    description: intl.formatMessage({
      id: 'award.ratingConfirmation.description',
      defaultMessage: 'Bestätige deine Bewertung für den Swiss Location Award.',
    }),
    canonicalPath: ratingConfirmationPath(data.language),
    alternates: awardAlternateUrls(origin, ratingConfirmationPath),
    robots: 'noindex,nofollow',
    // The link's token is in the address: never kept in the page cache.
    private: true,
  }),
  Component: LazyRatingConfirmationPage,
});
