import { awardAlternateUrls, type AwardLanguage } from '@eventalp/plugin-award/domain';
import { redirectPage, lazyPageComponent } from '@eventalp/shell-kit';
import { defineAreaPage } from '@eventalp/shell-ui';
import { DONATION_SLUGS, donationPath } from './donationPaths';
import { donationCatalogs } from './donationCatalogs';

/** The view is a chunk of its own: only this page loads it. */
const LazyDonationPage = lazyPageComponent(() =>
  import('./DonationPage').then((module) => module.DonationPage),
);

/**
 * The donation page in each language, /site/de/swisslocationaward_spende and its localized slugs;
 * another language's slug (the language switch keeps the slug) goes to this language's.
 */
export const donationPage = defineAreaPage(donationCatalogs, {
  id: 'award-donation',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>spende|don|donazione|donation)\/?$/,
  async load({ params }) {
    const language = params.language as AwardLanguage;
    if (params.slug !== DONATION_SLUGS[language]) redirectPage(donationPath(language));
    return { language };
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage({
      id: 'award.donation.title',
      defaultMessage: 'Spenden: Swiss Location Award',
    }),
    description: intl.formatMessage({
      id: 'award.donation.description',
      defaultMessage:
        'Unterstütze den Swiss Location Award mit einer Spende: Du erhältst die Rechnung mit QR-Einzahlungsschein per E-Mail.',
    }),
    canonicalPath: donationPath(data.language),
    alternates: awardAlternateUrls(origin, donationPath),
  }),
  Component: LazyDonationPage,
});
