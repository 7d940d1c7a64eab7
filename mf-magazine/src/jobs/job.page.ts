import { lazyPage } from '@eventalp/shell-kit';

/** Job (route event.jobs.detail): /site/_redaktionell/51/Eventjobs/{jobId}/{jobSlug?}.html. */
export const jobPage = lazyPage({
  id: 'job',
  path: /^\/site\/_redaktionell\/51\/Eventjobs\/(?<jobId>[1-9]\d{0,8})(?:\/(?<jobSlug>[^/]+)\.html)?\/?$/,
  module: () => import('./jobModule').then((module) => module.jobModule),
});
