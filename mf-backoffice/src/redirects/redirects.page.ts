import { definePage } from '@eventalp/shell-kit';
import { loadRedirects } from './redirects';
import { RedirectsPage } from './RedirectsPage';

/** /backoffice/redirects: every stored redirect. */
export const redirectsPage = definePage({
  id: 'redirects',
  path: /^\/backoffice\/redirects\/?$/,
  load: ({ http }) => loadRedirects(http),
  head: (_data, intl) => ({
    title: intl.formatMessage({
      id: 'backoffice.redirects.title',
      defaultMessage: 'Weiterleitungen',
    }),
    robots: 'noindex,nofollow',
  }),
  Component: RedirectsPage,
});
