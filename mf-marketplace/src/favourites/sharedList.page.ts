import { lazyPage } from '@eventalp/shell-kit';

/**
 * A shared favourites list: /site/_{brand}/favourites/{shareId}.html, server-rendered for anyone
 * with the link; unknown or expired ids are the 404 page.
 */
export const sharedListPage = lazyPage({
  id: 'shared-favourites',
  path: /^\/site\/_(?<product>[a-z0-9]+)\/favourites\/(?<shareId>[A-Za-z0-9_-]{1,64})\.html$/,
  module: () => import('./sharedListModule').then((module) => module.sharedListModule),
});
