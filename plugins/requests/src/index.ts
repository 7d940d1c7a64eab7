import { definePlugin } from '@eventalp/platform-sdk';
import { ENTRY_ANALYTICS } from '@eventalp/plugin-analytics';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { requestDashboardMetrics } from './dashboard-metrics';
import { inboxMigrations } from './inbox-migrations';
import { inboxRoutes } from './inbox-routes';
import { requestMigrations } from './request-migrations';
import { requestRoutes } from './request-routes';

export * from './domain';
export { REQUESTS as REQUESTS_TABLE } from './request-migrations';

/** Requests (enquiries) from visitors to locations and providers. */
export const requestsPlugin = definePlugin({
  id: 'requests',
  dependencies: ['catalog', 'analytics'],
  uses: [CATALOGUE, ENTRY_ANALYTICS],
  migrations: [...requestMigrations, ...inboxMigrations],
  permissions: [
    {
      name: 'backoffice.requests',
      description: 'See and manage all requests',
      grantedToRoles: ['admin', 'sales'],
    },
  ],
  routes: (services) => [...requestRoutes(services), ...inboxRoutes(services)],
  dashboardMetrics: requestDashboardMetrics,
});
