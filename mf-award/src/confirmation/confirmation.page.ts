import {
  awardAlternateUrls,
  confirmationClient,
  confirmationPath,
  SLA_CODE_PATTERN,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';
import { pageNotFound, redirectPage, lazyPageComponent } from '@eventalp/shell-kit';
import { defineAreaPage } from '@eventalp/shell-ui';
import { loadAwardCategories } from '../categories/awardCategories';
import type { ConfirmationPageData } from './ConfirmationPage';
import { isConfirmationSlug } from './confirmationPaths';
import { confirmationCatalogs } from './confirmationCatalogs';

/** The view is a chunk of its own: only this page loads it. */
const LazyConfirmationPage = lazyPageComponent(() =>
  import('./ConfirmationPage').then((module) => module.ConfirmationPage),
);

/**
 * The venue's confirmation of its nomination in each language,
 * `/site/de/swisslocationaward_bestaetigung/{slaCode}` and its localized slugs; another
 * language's slug (the language switch keeps the slug) goes to this language's. An unknown code
 * is the 404 page. The URL holds the venue's secret: never indexed, never cached for others.
 */
export const confirmationPage = defineAreaPage(confirmationCatalogs, {
  id: 'award-confirmation',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>bestaetigung|confirmation|conferma)\/(?<code>[^/]+)\/?$/,
  async load({ http, params }): Promise<ConfirmationPageData> {
    const language = params.language as AwardLanguage;
    const code = params.code ?? '';
    if (!SLA_CODE_PATTERN.test(code)) pageNotFound();
    if (!isConfirmationSlug(language, params.slug ?? ''))
      redirectPage(confirmationPath(language, code));
    const [nominee, categories] = await Promise.all([
      confirmationClient(http).lookup(code),
      loadAwardCategories(http, language),
    ]);
    return { language, code, nominee, categories };
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage(
      {
        id: 'award.confirmation.title',
        defaultMessage: 'Teilnahme bestätigen: Swiss Location Award {year}',
      },
      { year: data.nominee.year },
    ),
    canonicalPath: confirmationPath(data.language, data.code),
    alternates: awardAlternateUrls(origin, (language) => confirmationPath(language, data.code)),
    robots: 'noindex,nofollow',
    private: true,
  }),
  Component: LazyConfirmationPage,
});
