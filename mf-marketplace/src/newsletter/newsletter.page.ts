import { lazyPage } from '@eventalp/shell-kit';

/**
 * The newsletter page (route newsletter_subscribe): /site/_{brand}/newsletter.html, with the
 * states `?success=optin`, `?confirm=`, `?error=email_used` and `?unsubscribe=`.
 */
export const newsletterPage = lazyPage({
  id: 'newsletter_subscribe',
  path: /^\/site\/_(?<product>[a-z0-9]+)\/newsletter\.html$/,
  query: ['success', 'confirm', 'error', 'unsubscribe'],
  module: () => import('./newsletterModule').then((module) => module.newsletterModule),
});
