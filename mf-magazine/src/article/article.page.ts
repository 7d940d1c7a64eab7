import { lazyPage } from '@eventalp/shell-kit';

/** Article (route magazin.detail): /site/_redaktionell/52/eventmagazin/{magazinId}/{magazinSlug?}. */
export const articlePage = lazyPage({
  id: 'magazine-article',
  path: /^\/site\/_redaktionell\/52\/eventmagazin\/(?<magazinId>[1-9]\d{0,8})(?:\/(?<magazinSlug>[^/]+))?\/?$/,
  module: () => import('./articleModule').then((module) => module.articleModule),
});
