import {
  AWARD_PAGE_SLUGS,
  awardAlternateUrls,
  awardPagePath,
  TOURISM_CONFIRMATION_SLUGS,
  tourismConfirmationPath,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';
import { taxonomyClient, TaxonomyType } from '@eventalp/plugin-taxonomy/domain';
import { redirectPage, lazyPageComponent } from '@eventalp/shell-kit';
import { defineAreaPage } from '@eventalp/shell-ui';
import { localizedName } from '../categories/awardCategories';
import { tourismCatalogs } from './tourismCatalogs';

/** The view is a chunk of its own: only this page loads it. */
const LazyTourismConfirmationPage = lazyPageComponent(() =>
  import('./TourismConfirmationPage').then((module) => module.TourismConfirmationPage),
);

/** The view is a chunk of its own: only this page loads it. */
const LazyTourismPage = lazyPageComponent(() =>
  import('./TourismPage').then((module) => module.TourismPage),
);

/** The view is a chunk of its own: only this page loads it. */
const LazyMediaAccessPage = lazyPageComponent(() =>
  import('./TourismPage').then((module) => module.MediaAccessPage),
);

const germanOrder = new Intl.Collator('de');
const tourismPath = (language: AwardLanguage) => awardPagePath('tourism', language);

/**
 * The tourism regions' registration, /site/de/swisslocationaward_tourismus and its localized
 * slugs (spec section 2, "tourism registration"); another language's slug goes to this one's.
 */
export const tourismPage = defineAreaPage(tourismCatalogs, {
  id: 'award-tourism',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>tourismus|tourisme|turismo|tourism)\/?$/,
  async load({ http, params }) {
    const language = params.language as AwardLanguage;
    if (params.slug !== AWARD_PAGE_SLUGS.tourism[language]) redirectPage(tourismPath(language));
    const taxonomies = await taxonomyClient(http).all();
    const regions = (taxonomies.taxonomies[String(TaxonomyType.swissRegion)] ?? [])
      .map((entry) => ({ id: entry.id, name: localizedName(entry, language) }))
      .sort((a, b) => germanOrder.compare(a.name, b.name));
    return { language, regions };
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage({
      id: 'award.tourism.title',
      defaultMessage: 'Tourismusregionen: Anmeldung zum Swiss Location Award',
    }),
    description: intl.formatMessage({
      id: 'award.tourism.description',
      defaultMessage:
        'Tourismusregionen melden ihre Teilnahme am Swiss Location Award an und erhalten Zugang zum Resultatebereich.',
    }),
    canonicalPath: tourismPath(data.language),
    alternates: awardAlternateUrls(origin, tourismPath),
  }),
  Component: LazyTourismPage,
});

/**
 * The participation confirmation for tourism (the mail's link, `?token=`): one button confirms.
 * Never indexed.
 */
export const tourismConfirmationPage = defineAreaPage(tourismCatalogs, {
  id: 'award-tourism-confirmation',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>tourismus_bestaetigung|tourisme_confirmation|turismo_conferma|tourism_confirmation)\/?$/,
  query: ['token', 'kind'],
  async load({ params, query }) {
    const language = params.language as AwardLanguage;
    const token = query.token ?? '';
    const media = query.kind === 'media';
    if (params.slug !== TOURISM_CONFIRMATION_SLUGS[language])
      redirectPage(
        `${tourismConfirmationPath(language)}?token=${encodeURIComponent(token)}${media ? '&kind=media' : ''}`,
      );
    return { language, token, media };
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage({
      id: 'award.tourismConfirmation.title',
      defaultMessage: 'Teilnahme bestätigen: Swiss Location Award',
    }),
    description: intl.formatMessage({
      id: 'award.tourismConfirmation.description',
      defaultMessage: 'Tourismusregionen bestätigen ihre Teilnahme am Swiss Location Award.',
    }),
    canonicalPath: tourismConfirmationPath(data.language),
    alternates: awardAlternateUrls(origin, tourismConfirmationPath),
    robots: 'noindex,nofollow',
    // The link's token is in the address: never kept in the page cache.
    private: true,
  }),
  Component: LazyTourismConfirmationPage,
});

const mediaAccessPath = (language: AwardLanguage) => awardPagePath('mediaAccess', language);

/**
 * A medium's access request to the partner area (issue: medium name, first and last name,
 * e-mail, desired login name and password), /site/de/swisslocationaward_medienzugang and its
 * localized slugs (ours); another language's slug goes to this one's.
 */
export const mediaAccessPage = defineAreaPage(tourismCatalogs, {
  id: 'award-media-access',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>medienzugang|acces_medias|accesso_media|media_access)\/?$/,
  async load({ params }) {
    const language = params.language as AwardLanguage;
    if (params.slug !== AWARD_PAGE_SLUGS.mediaAccess[language])
      redirectPage(mediaAccessPath(language));
    return { language, regions: [] };
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage({
      id: 'award.mediaAccess.title',
      defaultMessage: 'Medien: Zugang zum Medienbereich des Swiss Location Award',
    }),
    description: intl.formatMessage({
      id: 'award.mediaAccess.description',
      defaultMessage:
        'Medien beantragen ihren Zugang zum Medienbereich des Swiss Location Award und erstellen dort Ergebnisseiten.',
    }),
    canonicalPath: mediaAccessPath(data.language),
    alternates: awardAlternateUrls(origin, mediaAccessPath),
  }),
  Component: LazyMediaAccessPage,
});
