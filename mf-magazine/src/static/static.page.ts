import { lazyPage } from '@eventalp/shell-kit';

/** Static pages (about us, imprint, advertising, job ads): /site/extern/{page}.html. */
export const staticPage = lazyPage({
  id: 'static',
  path: /^\/site\/extern\/(?<page>[a-z_]+)\.html$/,
  module: () => import('./staticModule').then((module) => module.staticModule),
});
