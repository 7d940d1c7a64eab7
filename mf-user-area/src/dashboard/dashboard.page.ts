import { accountsClient } from '@eventalp/plugin-accounts/domain';
import { definePage } from '@eventalp/shell-kit';
import { DashboardPage } from './DashboardPage';

/** /site/user/dashboard: who is signed in, straight from `GET /api/auth/me`. */
export const dashboardPage = definePage({
  id: 'dashboard',
  path: /^\/site\/user\/dashboard\/?$/,
  load: async ({ http }) => (await accountsClient(http).me()).user,
  head: (_user, intl) => ({
    title: intl.formatMessage({ id: 'userArea.dashboard.title', defaultMessage: 'Dashboard' }),
    robots: 'noindex,nofollow',
  }),
  Component: DashboardPage,
});
