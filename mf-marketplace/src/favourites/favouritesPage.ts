import { definePage, lazyPageComponent } from '@eventalp/shell-kit';

const FavouritesPage = lazyPageComponent(() =>
  import('./FavouritesPage').then((module) => module.FavouritesPage),
);

/**
 * The favourites page. Favourites live in the visitor's browser, so the server renders the frame
 * and the browser fills in the cards.
 */
export const favouritesPage = definePage({
  id: 'favourites',
  path: /^\/site\/_(?<product>[a-z0-9]+)\/favourites\.html$/,
  load: async () => ({}),
  head: (_data, intl) => ({
    title: intl.formatMessage({ id: 'marketplace.favourites.title', defaultMessage: 'Merkliste' }),
    robots: 'noindex,follow',
  }),
  Component: FavouritesPage,
});
