import { definePage } from '@eventalp/shell-kit';
import { MagazinePage } from './MagazinePage';
import { loadMagazineTags } from './magazineTags';

/** Magazine list: /site/_redaktionell/52/eventmagazin.html/{magazinePage?}. */
export const magazinePage = definePage({
  id: 'magazine',
  path: /^\/site\/_redaktionell\/52\/eventmagazin\.html(\/(?<magazinePage>\d+))?\/?$/,
  load: async ({ http }) => ({ tags: await loadMagazineTags(http) }),
  head: (_data, intl) => ({
    title: intl.formatMessage({ id: 'magazine.list.title', defaultMessage: 'Eventmagazin' }),
    description: intl.formatMessage({
      id: 'magazine.list.description',
      defaultMessage:
        'Geschichten, Tipps und Trends rund um Events, Locations und Eventdienstleister.',
    }),
  }),
  Component: MagazinePage,
});
