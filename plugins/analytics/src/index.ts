import { definePlugin, provideService } from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { analyticsMigrations } from './analytics-migrations';
import { analyticsRoutes } from './analytics-routes';
import { ENTRY_ANALYTICS, entryAnalytics } from './entry-analytics';

export * from './domain';
export { ENTRY_ANALYTICS, type EntryAnalytics } from './entry-analytics';
export { ENTRY_DAYS } from './analytics-migrations';

/** Analytics the platform records per entry and day: detail views, favourites, requests, search impressions. */
export const analyticsPlugin = definePlugin({
  id: 'analytics',
  dependencies: ['catalog'],
  uses: [CATALOGUE],
  migrations: analyticsMigrations,
  provides: [provideService(ENTRY_ANALYTICS, entryAnalytics)],
  routes: (services) => analyticsRoutes(services, services.service(ENTRY_ANALYTICS)),
});
