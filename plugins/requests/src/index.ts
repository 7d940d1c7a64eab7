import { definePlugin } from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { requestMigrations } from './request-migrations';
import { requestRoutes } from './request-routes';

export * from './domain';
export { REQUESTS as REQUESTS_TABLE } from './request-migrations';

/** Requests (enquiries) from visitors to locations and providers. */
export const requestsPlugin = definePlugin({
  id: 'requests',
  dependencies: ['catalog'],
  uses: [CATALOGUE],
  migrations: requestMigrations,
  permissions: [
    {
      name: 'backoffice.requests',
      description: 'See and manage all requests',
      grantedToRoles: ['admin'],
    },
  ],
  routes: (services) => requestRoutes(services),
});
