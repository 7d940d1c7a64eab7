import { definePlugin } from '@eventalp/platform-sdk';
import { ENTRIES_CHANGED, type EntriesChanged } from '@eventalp/plugin-catalog';
import { allLocationDocuments } from './location-documents';
import { locationIndex } from './location-index';
import { locationSearchRoutes } from './location-search-routes';
import { locationsCrossingWindow, syncLocations } from './sync-locations';

export { locationIndex } from './location-index';
export { locationDocuments } from './location-documents';
export { syncLocations } from './sync-locations';

/** Search over the catalogue: the `locations` index, its upkeep and the search API. */
export const searchPlugin = definePlugin({
  id: 'search',
  dependencies: ['catalog'],
  searchIndexes: [locationIndex],
  routes: (services) => locationSearchRoutes(services),
  searchSources: (services) => [
    { index: 'locations', documents: () => allLocationDocuments(services.db, services.now()) },
  ],
  subscriptions: (services) => [
    {
      // The catalogue changed these entries: rewrite (or drop) exactly their documents.
      name: 'reindex-entries',
      event: ENTRIES_CHANGED,
      async handle({ kind, ids }: EntriesChanged) {
        if (kind === 'location') await syncLocations(services, ids);
      },
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
          await syncLocations(services, await locationsCrossingWindow(services, checkedUntil, now));
          checkedUntil = now;
        },
      },
    ];
  },
  seeds: (services) => [
    {
      // Runs after the catalogue's seeds (dependency order), so a fresh install is searchable.
      name: 'search-index',
      async run() {
        await services.search.rebuild(
          'locations',
          allLocationDocuments(services.db, services.now()),
        );
      },
    },
  ],
});
