import { definePlugin } from '@eventalp/platform-sdk';
import { MediaLibrary } from '@eventalp/plugin-media';
import { demoJobsSeed } from './demo-jobs-seed';
import { jobsMigrations } from './jobs-migrations';
import { jobsRoutes } from './jobs-routes';

export * from './domain';
export { JOBS } from './jobs-migrations';
export { liveJobs } from './job-store';

/** Event jobs board: postings with publish and expiry dates, apply link or e-mail. */
export const jobsPlugin = definePlugin({
  id: 'jobs',
  // The rich-text sanitiser and page arithmetic are the editorial area's (magazine plugin).
  dependencies: ['media', 'catalog', 'magazine'],
  migrations: jobsMigrations,
  routes: (services) => jobsRoutes(services, new MediaLibrary(services)),
  seeds: (services) => [demoJobsSeed(services)],
});
