import { definePlugin } from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { demoHomeSeed } from './demo-home-seed';
import { homeMigrations } from './home-migrations';
import { homeReferenceSeed } from './home-reference-seed';
import { homeRoutes } from './home-routes';

export * from './domain';
export * from './home-migrations';

/**
 * Home page content a back office edits: headers per offer type, offer types, boxes (event
 * partners, inspiring locations, regions), popular searches, package deals, and the award's
 * campaign windows.
 */
export const homePlugin = definePlugin({
  id: 'home',
  // Slides show catalogue entries (taxonomy for region links); pictures are media items.
  dependencies: ['taxonomy', 'media', 'catalog'],
  uses: [MEDIA_LIBRARY, CATALOGUE],
  migrations: homeMigrations,
  routes: (services) => homeRoutes(services, services.service(MEDIA_LIBRARY)),
  seeds: (services) => [homeReferenceSeed(services), demoHomeSeed(services)],
});
