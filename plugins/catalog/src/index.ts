import { definePlugin, provideService } from '@eventalp/platform-sdk';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { CATALOGUE, catalogue } from './catalogue';
import { catalogMigrations } from './catalog-migrations';
import { catalogRoutes } from './catalog-routes';
import { catalogEvents } from './entries-changed';
import { entryMediaRoutes } from './entry-media-routes';
import { entrySitemapRoutes } from './entry-sitemap-routes';
import { demoCatalogueSeed } from './demo-catalogue/demo-catalogue-seed';

export * from './domain';
export {
  CATALOGUE,
  type Catalogue,
  type EntryColumn,
  type EntryRecord,
  type LinkedTerm,
  type RoomFigures,
} from './catalogue';
export { ENTRIES_CHANGED, markEntriesChanged, type EntriesChanged } from './entries-changed';
export { entryKinds, type EntryKind } from './entry-kind';
export { renderDemoPhoto, type PhotoTheme } from './demo-catalogue/demo-photos';

/** Catalogue: locations (venues) with rooms, providers, their properties, media and texts. */
export const catalogPlugin = definePlugin({
  id: 'catalog',
  dependencies: ['accounts', 'taxonomy', 'media'],
  uses: [MEDIA_LIBRARY],
  migrations: catalogMigrations,
  events: catalogEvents,
  permissions: [
    {
      name: 'backoffice.catalog',
      description: 'Manage all locations and providers',
      grantedToRoles: ['admin'],
    },
  ],
  provides: [
    provideService(CATALOGUE, (services) => catalogue(services, services.service(MEDIA_LIBRARY))),
  ],
  routes: (services) => {
    const media = services.service(MEDIA_LIBRARY);
    return [
      ...catalogRoutes(services, media),
      ...entryMediaRoutes(services, media),
      ...entrySitemapRoutes(services),
    ];
  },
  seeds: (services) => [demoCatalogueSeed(services)],
});
