import {
  awardAlternateUrls,
  awardClient,
  partnerAreaPath,
  PARTNER_AREA_SLUGS,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';
import { redirectPage, lazyPageComponent } from '@eventalp/shell-kit';
import { defineAreaPage } from '@eventalp/shell-ui';
import type { PartnerAreaData } from './PartnerAreaPage';
import { partnerAreaCatalogs } from './partnerAreaCatalogs';

/** The view is a chunk of its own: only this page loads it. */
const LazyPartnerAreaPage = lazyPageComponent(() =>
  import('./PartnerAreaPage').then((module) => module.PartnerAreaPage),
);

/**
 * The partner area of media and tourism regions (spec section 2, "Media area": login area;
 * section 6: access granted by the organisers), `/site/{lang}/swisslocationaward_medienbereich`
 * and its localized slugs: the sign-in with the forgot-login modal, then the partner's page.
 * Never indexed; its state is the visitor's own (never from the page cache).
 */
export const partnerAreaPage = defineAreaPage(partnerAreaCatalogs, {
  id: 'award-partner-area',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>medienbereich|espace_medias|area_media|media_area)\/?$/,
  async load({ params, http }): Promise<PartnerAreaData> {
    const language = params.language as AwardLanguage;
    if (params.slug !== PARTNER_AREA_SLUGS[language]) redirectPage(partnerAreaPath(language));
    return { language, year: (await awardClient(http).campaigns()).year };
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage({
      id: 'award.partnerArea.title',
      defaultMessage: 'Medienbereich: Swiss Location Award',
    }),
    description: intl.formatMessage({
      id: 'award.partnerArea.description',
      defaultMessage:
        'Anmeldung für Medien und Tourismusregionen zum Resultatebereich des Swiss Location Award.',
    }),
    canonicalPath: partnerAreaPath(data.language),
    alternates: awardAlternateUrls(origin, partnerAreaPath),
    robots: 'noindex,nofollow',
    private: true,
  }),
  Component: LazyPartnerAreaPage,
});
