import { definePlugin } from '@eventalp/platform-sdk';
import { MediaLibrary } from '@eventalp/plugin-media';
import { catalogMigrations } from './catalog-migrations';
import { catalogRoutes } from './catalog-routes';
import { catalogEvents } from './entries-changed';
import { entryMediaRoutes } from './entry-media-routes';
import { entrySitemapRoutes } from './entry-sitemap-routes';
import { demoCatalogueSeed } from './demo-catalogue/demo-catalogue-seed';

export * from './domain';
export { loadEntryDetail } from './entry-details';
export { loadCardsByIds } from './entry-cards';
export { EntryCardCache } from './entry-card-cache';
export { publicEntries } from './public-entries';
export { ENTRIES_CHANGED, markEntriesChanged, type EntriesChanged } from './entries-changed';
export { entryKinds, type EntryKind } from './entry-kind';
export { renderDemoPhoto, type PhotoTheme } from './demo-catalogue/demo-photos';
export * from './catalog-migrations';

/** Catalogue: locations (venues) with rooms, providers, their properties, media and texts. */
export const catalogPlugin = definePlugin({
  id: 'catalog',
  dependencies: ['accounts', 'taxonomy', 'media'],
  migrations: catalogMigrations,
  events: catalogEvents,
  permissions: [
    {
      name: 'backoffice.catalog',
      description: 'Manage all locations and providers',
      grantedToRoles: ['admin'],
    },
  ],
  routes: (services) => {
    const media = new MediaLibrary(services);
    return [
      ...catalogRoutes(services, media),
      ...entryMediaRoutes(services, media),
      ...entrySitemapRoutes(services),
    ];
  },
  seeds: (services) => [demoCatalogueSeed(services)],
});
