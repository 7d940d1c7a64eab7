import { accountsClient } from '@eventalp/plugin-accounts/domain';
import { analyticsClient } from '@eventalp/plugin-analytics/domain';
import { catalogOwnerClient } from '@eventalp/plugin-catalog/domain';
import { bookingClient } from '@eventalp/plugin-packages/domain';
import { definePage } from '@eventalp/shell-kit';
import { DashboardPage } from './DashboardPage';
import { withLoadFailure } from '../shared/LoadFailed';

/**
 * /site/user/dashboard: the open package bookings of the owner's venues, the entries with status
 * and the analytics of the last 90 days.
 */
export const dashboardPage = definePage(
  withLoadFailure(
    {
      id: 'dashboard',
      path: /^\/site\/user\/dashboard\/?$/,
      load: async ({ http }) => {
        const [me, entries, analytics, openBookings] = await Promise.all([
          accountsClient(http).me(),
          catalogOwnerClient(http).entries(),
          analyticsClient(http).dashboard(),
          bookingClient(http).ownerList(null, 'open'),
        ]);
        return { user: me.user, entries, analytics, openBookings };
      },
      head: (_data, intl) => ({
        title: intl.formatMessage({ id: 'userArea.dashboard.title', defaultMessage: 'Dashboard' }),
        robots: 'noindex,nofollow',
      }),
      Component: DashboardPage,
    },
    {
      frame: 'dashboard',
      title: (intl) =>
        intl.formatMessage({ id: 'userArea.dashboard.title', defaultMessage: 'Dashboard' }),
    },
  ),
);
