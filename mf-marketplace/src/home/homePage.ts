import { definePage, lazyPageComponent } from '@eventalp/shell-kit';
import { loadHomeData } from './homeData';

const HomePage = lazyPageComponent(() => import('./HomePage').then((module) => module.HomePage));

/** Home on / and /site (spec section 2, Home). */
export const homePage = definePage({
  id: 'home',
  path: /^\/(site\/?)?$/,
  load: ({ http }) => loadHomeData(http),
  head: (_data, intl) => ({
    title: intl.formatMessage({
      id: 'marketplace.home.title',
      defaultMessage: 'Locations für jeden Event finden und mieten',
    }),
    description: intl.formatMessage({
      id: 'marketplace.home.description',
      defaultMessage:
        'Mehr als 4’000 Locations für deinen Event: Eventlocations, Caterer, Eventtechnik und Agenturen in der Schweiz, in Deutschland und Österreich.',
    }),
  }),
  Component: HomePage,
});
