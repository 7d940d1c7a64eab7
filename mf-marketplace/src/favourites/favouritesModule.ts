import type { PageModule } from '@eventalp/shell-kit';
import { favouritesCatalogs } from './favouritesCatalogs';
import { withAreaMessages, type AreaData } from '@eventalp/shell-ui';
import { FavouritesPage } from './FavouritesPage';

/** The favourites page's head and view; its cards load in the browser (see favourites.page.ts). */
export const favouritesModule: PageModule<AreaData<Record<string, never>>> = withAreaMessages(
  {
    load: async () => ({}),
    head: (_data, intl) => ({
      title: intl.formatMessage({
        id: 'marketplace.favourites.title',
        defaultMessage: 'Merkliste',
      }),
      robots: 'noindex,follow',
    }),
    Component: FavouritesPage,
  },
  favouritesCatalogs,
);
