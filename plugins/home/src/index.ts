import { definePlugin } from '@eventalp/platform-sdk';
import { AWARD_CAMPAIGNS } from '@eventalp/plugin-award';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { demoHomeSeed } from './demo-home-seed';
import { homeMigrations } from './home-migrations';
import { homeReferenceSeed } from './home-reference-seed';
import { BACKOFFICE_HOME, homeResources } from './home-resources';
import { homeRoutes } from './home-routes';

export * from './domain';
export * from './home-migrations';
export * from './home-resources';

/**
 * Home page content a back office edits: headers per offer type, offer types, boxes (event
 * partners, inspiring locations, regions), popular searches, package deals; the award's campaign
 * windows come from the award plugin.
 */
export const homePlugin = definePlugin({
  id: 'home',
  // Slides show catalogue entries (taxonomy for region links); pictures are media items; the
  // award ribbon reads the award's campaign windows.
  dependencies: ['taxonomy', 'media', 'catalog', 'award'],
  uses: [MEDIA_LIBRARY, CATALOGUE, AWARD_CAMPAIGNS],
  migrations: homeMigrations,
  permissions: [
    {
      name: BACKOFFICE_HOME,
      description: 'Edit the home page content',
      // Home content is content, the editors' area (issue 15: editor).
      grantedToRoles: ['admin', 'editor'],
    },
  ],
  backofficeResources: homeResources,
  routes: (services) => homeRoutes(services, services.service(MEDIA_LIBRARY)),
  seeds: (services) => [homeReferenceSeed(services), demoHomeSeed(services)],
});
