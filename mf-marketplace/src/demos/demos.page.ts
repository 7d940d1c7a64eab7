import { lazyPage } from '@eventalp/shell-kit';

/**
 * The living style guide (spec: demo pages under /demos): every component of the design system
 * in its states, and the tokens. Server-rendered, not indexed, in no sitemap; its code is a chunk
 * of its own, so no other page carries it.
 */
export const demosPage = lazyPage({
  id: 'demos',
  path: /^\/demos\/?$/,
  module: () => import('./demosModule').then((module) => module.demosModule),
});
