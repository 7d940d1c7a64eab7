import { definePlugin } from '@eventalp/platform-sdk';
import { ENTRIES_CHANGED, type EntriesChanged, type EntryKind } from '@eventalp/plugin-catalog';
import { allLocationDocuments } from './location-documents';
import { locationIndex } from './location-index';
import { allProviderDocuments } from './provider-documents';
import { providerIndex } from './provider-index';
import { landingPageSeed } from './landing-pages/landing-page-seed';
import { searchMigrations } from './landing-pages/landing-page-migrations';
import { searchCheckCommand } from './search-consistency';
import { searchRoutes } from './search-routes';
import { entriesCrossingWindow, syncEntries } from './sync-entries';

export { locationIndex } from './location-index';
export { providerIndex } from './provider-index';
export { locationDocuments } from './location-documents';
export { providerDocuments } from './provider-documents';
export { syncLocations, syncProviders } from './sync-entries';
export { buildLocationQuery } from './build-location-query';
export { locationSearchInput } from './location-search-input';

const KINDS: readonly EntryKind[] = ['location', 'provider'];

/** Search over the catalogue: the `locations` and `providers` indexes, their upkeep and the search API. */
export const searchPlugin = definePlugin({
  id: 'search',
  dependencies: ['catalog'],
  migrations: searchMigrations,
  searchIndexes: [locationIndex, providerIndex],
  routes: (services) => searchRoutes(services),
  searchSources: (services) => [
    { index: 'locations', documents: () => allLocationDocuments(services.db, services.now()) },
    { index: 'providers', documents: () => allProviderDocuments(services.db, services.now()) },
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
          for (const kind of KINDS)
            await syncEntries(
              services,
              kind,
              await entriesCrossingWindow(services, kind, checkedUntil, now),
            );
          checkedUntil = now;
        },
      },
    ];
  },
  seeds: (services) => [
    landingPageSeed(services),
    {
      // Runs after the catalogue's seeds (dependency order), so a fresh install is searchable.
      // The name carries the document shape's version: a new name makes `npm start` (which runs
      // seeds never run on the database) rebuild existing installs' indexes once.
      name: 'search-indexes-v2',
      async run() {
        const now = services.now();
        await services.search.rebuild('locations', allLocationDocuments(services.db, now));
        await services.search.rebuild('providers', allProviderDocuments(services.db, now));
      },
    },
  ],
});
