import { lazyPage } from '@eventalp/shell-kit';

/** Home on / and /site (spec section 2, Home). */
export const homePage = lazyPage({
  id: 'home',
  path: /^\/(site\/?)?$/,
  module: () => import('./homeModule').then((module) => module.homeModule),
});
