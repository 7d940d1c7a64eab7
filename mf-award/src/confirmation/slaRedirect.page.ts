import {
  confirmationClient,
  confirmationPath,
  SLA_CODE_PATTERN,
} from '@eventalp/plugin-award/domain';
import { definePage, pageNotFound, redirectPage } from '@eventalp/shell-kit';
import { awardLanguageOfLocale } from './confirmationPaths';

/**
 * `/sla/{slaCode}`, the link in a nominated venue's mails: redirects (302, the target follows the
 * visitor's language) to the confirmation page in the visitor's language; an unknown code is the
 * 404 page.
 */
export const slaRedirectPage = definePage({
  id: 'award-sla-redirect',
  path: /^\/sla\/(?<code>[^/]+)\/?$/,
  async load({ http, params, locale }) {
    const code = params.code ?? '';
    if (!SLA_CODE_PATTERN.test(code)) pageNotFound();
    // An unknown code answers 404, which ends the page as not found.
    await confirmationClient(http).lookup(code);
    redirectPage(confirmationPath(awardLanguageOfLocale(locale), code), 302);
  },
  head: () => ({ title: 'Swiss Location Award', robots: 'noindex,nofollow', private: true }),
  Component: () => null,
});
