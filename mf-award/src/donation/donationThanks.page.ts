import {
  DONATION_THANKS_SLUGS,
  donationThanksPath,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';
import { redirectPage, lazyPageComponent } from '@eventalp/shell-kit';
import { defineAreaPage } from '@eventalp/shell-ui';
import type { DonationThanksData } from './DonationThanksPage';
import { donationCatalogs } from './donationCatalogs';

/** The view is a chunk of its own: only this page loads it. */
const LazyDonationThanksPage = lazyPageComponent(() =>
  import('./DonationThanksPage').then((module) => module.DonationThanksPage),
);

/** An amount as the API answers it (CHF with two decimals); anything else is left out. */
const AMOUNT = /^\d{1,6}\.\d{2}$/;

/**
 * The donation's thank-you page in each language (spec: donation thanks pages, localized),
 * `/site/de/swisslocationaward_spende_danke` and its localized slugs; the form goes here with
 * the amount it recorded. Another language's slug redirects to this language's.
 */
export const donationThanksPage = defineAreaPage(donationCatalogs, {
  id: 'award-donation-thanks',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>spende_danke|don_merci|donazione_grazie|donation_thanks)\/?$/,
  query: ['amount'],
  async load({ params, query }): Promise<DonationThanksData> {
    const language = params.language as AwardLanguage;
    if (params.slug !== DONATION_THANKS_SLUGS[language]) {
      const amount = query.amount && AMOUNT.test(query.amount) ? `?amount=${query.amount}` : '';
      redirectPage(`${donationThanksPath(language)}${amount}`);
    }
    return {
      language,
      amount: query.amount && AMOUNT.test(query.amount) ? query.amount : null,
    };
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage({
      id: 'award.donationThanks.title',
      defaultMessage: 'Danke für deine Spende: Swiss Location Award',
    }),
    canonicalPath: donationThanksPath(data.language),
    alternates: [
      ...(Object.keys(DONATION_THANKS_SLUGS) as AwardLanguage[]).map((language) => ({
        hreflang: language,
        href: `${origin}${donationThanksPath(language)}`,
      })),
      { hreflang: 'x-default', href: `${origin}${donationThanksPath('de')}` },
    ],
    // A page after a form: nothing for a search engine.
    robots: 'noindex,follow',
  }),
  Component: LazyDonationThanksPage,
});
