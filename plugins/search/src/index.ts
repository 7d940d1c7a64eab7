import { definePlugin } from '@eventalp/platform-sdk';
import { allLocationDocuments } from './location-documents';
import { locationIndex } from './location-index';
import { locationSearchRoutes } from './location-search-routes';

export { locationIndex } from './location-index';
export { locationDocuments } from './location-documents';

/** Search over the catalogue: the `locations` index, its upkeep and the search API. */
export const searchPlugin = definePlugin({
  id: 'search',
  dependencies: ['catalog'],
  searchIndexes: [locationIndex],
  routes: (services) => locationSearchRoutes(services),
  searchSources: (services) => [
    { index: 'locations', documents: () => allLocationDocuments(services.db, services.now()) },
  ],
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
