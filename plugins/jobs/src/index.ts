import { definePlugin } from '@eventalp/platform-sdk';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { editorialIndex } from '@eventalp/plugin-magazine';
import { demoJobsSeed } from './demo-jobs-seed';
import { jobEditorialDocuments } from './job-documents';
import { jobsMigrations } from './jobs-migrations';
import { jobsRoutes } from './jobs-routes';

export * from './domain';
export { JOBS } from './jobs-migrations';

/** Event jobs board: postings with publish and expiry dates, apply link or e-mail. */
export const jobsPlugin = definePlugin({
  id: 'jobs',
  // The rich-text sanitiser and page arithmetic are the editorial area's (magazine plugin).
  dependencies: ['media', 'catalog', 'magazine'],
  uses: [MEDIA_LIBRARY],
  migrations: jobsMigrations,
  routes: (services) => jobsRoutes(services, services.service(MEDIA_LIBRARY)),
  // Jobs are found by the editorial search: their documents join the magazine's index.
  searchSources: (services) => [
    { index: editorialIndex.name, documents: () => jobEditorialDocuments(services.db) },
  ],
  seeds: (services) => [
    demoJobsSeed(services),
    {
      // A new name re-sends every job once (document version).
      name: 'jobs-editorial-search-v1',
      async run() {
        for await (const batch of jobEditorialDocuments(services.db))
          await services.search.upsert(editorialIndex.name, batch);
      },
    },
  ],
});
