import type { PageModule } from '@eventalp/shell-kit';
import { loadHomeData, type HomeData } from './homeData';
import { HomePage } from './HomePage';

/** Home's data, head and view (loaded with the page, see homePage.ts). */
export const homeModule: PageModule<HomeData> = {
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
};
