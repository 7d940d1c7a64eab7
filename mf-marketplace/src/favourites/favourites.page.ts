import { lazyPage } from '@eventalp/shell-kit';

/**
 * The favourites page. Favourites live in the visitor's browser, so the server renders the frame
 * and the browser fills in the cards.
 */
export const favouritesPage = lazyPage({
  id: 'favourites',
  path: /^\/site\/_(?<product>[a-z0-9]+)\/favourites\.html$/,
  module: () => import('./favouritesModule').then((module) => module.favouritesModule),
});
