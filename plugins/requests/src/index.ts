import { definePlugin, provideService } from '@eventalp/platform-sdk';
import { ENTRY_ANALYTICS } from '@eventalp/plugin-analytics';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { requestDashboardMetrics } from './dashboard-metrics';
import { inboxMigrations } from './inbox-migrations';
import { inboxRoutes } from './inbox-routes';
import { requestMailMigrations } from './request-mail-migrations';
import { requestMigrations } from './request-migrations';
import { BACKOFFICE_REQUESTS, requestResource } from './request-resource';
import { requestRoutes } from './request-routes';
import { REQUEST_RESPONSES, requestResponses } from './response-rates';

export * from './domain';
export { REQUESTS as REQUESTS_TABLE } from './request-migrations';
export { REQUEST_RESPONSES, type RequestResponses, type ResponseRate } from './response-rates';

/** Requests (enquiries) from visitors to locations and providers. */
export const requestsPlugin = definePlugin({
  id: 'requests',
  dependencies: ['catalog', 'analytics'],
  uses: [CATALOGUE, ENTRY_ANALYTICS],
  provides: [provideService(REQUEST_RESPONSES, (services) => requestResponses(services))],
  migrations: [...requestMigrations, ...inboxMigrations, ...requestMailMigrations],
  permissions: [
    {
      name: BACKOFFICE_REQUESTS,
      description: 'See every request with its mails',
      grantedToRoles: ['admin', 'sales'],
    },
  ],
  routes: (services) => [...requestRoutes(services), ...inboxRoutes(services)],
  backofficeResources: [requestResource],
  dashboardMetrics: requestDashboardMetrics,
});
