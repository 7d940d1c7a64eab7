import { awardAlternateUrls, awardClient, type AwardLanguage } from '@eventalp/plugin-award/domain';
import { lazyPageComponent } from '@eventalp/shell-kit';
import { defineAreaPage } from '@eventalp/shell-ui';
import { ratingPath } from './ratingPaths';
import { ratingCatalogs } from './ratingCatalogs';

/** The view is a chunk of its own: only this page loads it. */
const LazyRatingPage = lazyPageComponent(() =>
  import('./RatingPage').then((module) => module.RatingPage),
);

/**
 * A nominee's rating page, /site/{language}/{rating code} (spec section 2, "/site/de/{hash}"):
 * the 4-step wizard inside the rating window, the spec's message outside it; 404 for a code that
 * is no nominee of the current award year.
 */
export const ratingPage = defineAreaPage(ratingCatalogs, {
  id: 'award-rating',
  path: /^\/site\/(?<language>de|en|fr|it)\/(?<code>(?=[a-z]*[2-9])[a-hj-km-np-z2-9]{10})\/?$/,
  async load({ http, params }) {
    const language = params.language as AwardLanguage;
    const client = awardClient(http);
    const [venue, campaigns] = await Promise.all([
      client.ratingVenue(params.code!),
      client.campaigns(),
    ]);
    return { language, venue, campaigns };
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage(
      {
        id: 'award.rating.title',
        defaultMessage: '{name} bewerten: Swiss Location Award {year}',
      },
      { name: data.venue.name, year: data.campaigns.year },
    ),
    description: intl.formatMessage(
      {
        id: 'award.rating.description',
        defaultMessage:
          'Bewerte {name} für den Swiss Location Award: Highlights, Lowlights, Gesamtnote und dein Anlass, in vier Schritten.',
      },
      { name: data.venue.name },
    ),
    canonicalPath: ratingPath(data.language, data.venue.code),
    alternates: awardAlternateUrls(origin, (language) => ratingPath(language, data.venue.code)),
  }),
  Component: LazyRatingPage,
});
