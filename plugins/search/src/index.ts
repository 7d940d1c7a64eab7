import { definePlugin } from '@eventalp/platform-sdk';
import { ENTRY_ANALYTICS } from '@eventalp/plugin-analytics';
import { TAXONOMY_PLACES } from '@eventalp/plugin-taxonomy';
import {
  CATALOGUE,
  ENTRIES_CHANGED,
  type EntriesChanged,
  type EntryKind,
} from '@eventalp/plugin-catalog';
import { allLocationDocuments } from './location-documents';
import { locationIndex } from './location-index';
import { allProviderDocuments } from './provider-documents';
import { providerIndex } from './provider-index';
import { landingPageSeed, seoCategorySeed } from './landing-pages/landing-page-seed';
import { searchMigrations } from './landing-pages/landing-page-migrations';
import { BACKOFFICE_SEO, landingPageResource } from './landing-pages/landing-page-resource';
import { seoCategoryResource } from './landing-pages/seo-category-resource';
import { searchCheckCommand } from './search-consistency';
import { searchRoutes } from './search-routes';
import { syncEntries } from './sync-entries';

export { locationIndex } from './location-index';
export { providerIndex } from './provider-index';
export { locationDocuments } from './location-documents';
export { providerDocuments } from './provider-documents';
export { syncLocations, syncProviders } from './sync-entries';
export { buildLocationQuery } from './build-location-query';
export { locationSearchInput } from './location-search-input';
export { BACKOFFICE_SEO, landingPageResource } from './landing-pages/landing-page-resource';
export { seoCategoryResource } from './landing-pages/seo-category-resource';

const KINDS: readonly EntryKind[] = ['location', 'provider'];

/** Search over the catalogue: the `locations` and `providers` indexes, their upkeep and the search API. */
export const searchPlugin = definePlugin({
  id: 'search',
  dependencies: ['taxonomy', 'catalog', 'analytics'],
  uses: [CATALOGUE, TAXONOMY_PLACES, ENTRY_ANALYTICS],
  migrations: searchMigrations,
  permissions: [
    {
      name: BACKOFFICE_SEO,
      description: 'Manage SEO categories and landing pages',
      // SEO belongs to the editors' area.
      grantedToRoles: ['admin', 'editor'],
    },
  ],
  backofficeResources: [seoCategoryResource, landingPageResource],
  searchIndexes: [locationIndex, providerIndex],
  routes: (services) => searchRoutes(services),
  searchSources: (services) => [
    { index: 'locations', documents: () => allLocationDocuments(services.service(CATALOGUE)) },
    { index: 'providers', documents: () => allProviderDocuments(services.service(CATALOGUE)) },
  ],
  commands: (services) => [searchCheckCommand(services)],
  subscriptions: (services) => [
    {
      // The catalogue changed these entries: rewrite (or drop) exactly their documents.
      name: 'reindex-entries',
      event: ENTRIES_CHANGED,
      handle: ({ kind, ids }: EntriesChanged) => syncEntries(services, kind, ids),
    },
  ],
  schedules: (services) => {
    let checkedUntil = services.now();
    return [
      {
        // Release and expiry dates pass without an edit: pick those entries up every minute.
        name: 'search.release-window',
        everySeconds: 60,
        async run() {
          const now = services.now();
          const catalogue = services.service(CATALOGUE);
          for (const kind of KINDS)
            await syncEntries(
              services,
              kind,
              await catalogue.crossingWindow(kind, checkedUntil, now),
            );
          checkedUntil = now;
        },
      },
    ];
  },
  seeds: (services) => [
    seoCategorySeed(services),
    landingPageSeed(services),
    {
      // Runs after the catalogue's seeds (dependency order), so a fresh install is searchable.
      // The name carries the document shape's version: a new name makes `npm start` (which runs
      // seeds never run on the database) rebuild existing installs' indexes once.
      name: 'search-indexes-v2',
      async run() {
        const catalogue = services.service(CATALOGUE);
        await services.search.rebuild('locations', allLocationDocuments(catalogue));
        await services.search.rebuild('providers', allProviderDocuments(catalogue));
      },
    },
  ],
});
