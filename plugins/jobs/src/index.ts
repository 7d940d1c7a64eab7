import { definePlugin } from '@eventalp/platform-sdk';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { editorialIndex } from '@eventalp/plugin-magazine';
import { demoJobsSeed } from './demo-jobs-seed';
import { jobEditorialDocuments } from './job-documents';
import { jobsMigrations } from './jobs-migrations';
import { jobsRoutes } from './jobs-routes';
import {
  BACKOFFICE_JOBS,
  jobResource,
  JOBS_CHANGED,
  reindexJobs,
  type JobsChanged,
} from './job-resource';

export * from './domain';
export { JOBS } from './jobs-migrations';
export { BACKOFFICE_JOBS, JOBS_CHANGED, jobResource, type JobsChanged } from './job-resource';

/** Event jobs board: postings with publish and expiry dates, apply link or e-mail. */
export const jobsPlugin = definePlugin({
  id: 'jobs',
  // The rich-text sanitiser and page arithmetic are the editorial area's (magazine plugin).
  dependencies: ['media', 'catalog', 'magazine'],
  uses: [MEDIA_LIBRARY],
  migrations: jobsMigrations,
  permissions: [
    {
      name: BACKOFFICE_JOBS,
      description: 'Manage job postings',
      grantedToRoles: ['admin', 'editor'],
    },
  ],
  backofficeResources: [jobResource],
  events: [{ name: JOBS_CHANGED, description: 'Jobs were changed in the back office' }],
  subscriptions: (services) => [
    {
      // A back-office change: rewrite (or drop) exactly those jobs' search documents.
      name: 'reindex-jobs',
      event: JOBS_CHANGED,
      handle: ({ ids }: JobsChanged) => reindexJobs(services, ids),
    },
  ],
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
