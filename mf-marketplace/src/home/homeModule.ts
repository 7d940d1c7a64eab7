import type { PageModule } from '@eventalp/shell-kit';
import { newsletterCatalogs } from '../newsletter/newsletterCatalogs';
import { homeCatalogs } from './homeCatalogs';
import { withAreaMessages, type AreaData } from '@eventalp/shell-ui';
import { loadHomeData, type HomeData } from './homeData';
import { HomePage } from './HomePage';
import { homeJsonLd } from './homeJsonLd';

/** Home's data, head and view (loaded with the page, see home.page.ts). */
export const homeModule: PageModule<AreaData<AreaData<HomeData>>> = withAreaMessages(
  withAreaMessages(
    {
      load: (context) => loadHomeData(context),
      head: (data, intl, { origin }) => {
        const title = intl.formatMessage({
          id: 'marketplace.home.title',
          defaultMessage: 'Locations für jeden Event finden und mieten',
        });
        const description = intl.formatMessage({
          id: 'marketplace.home.description',
          defaultMessage:
            'Mehr als 4’000 Locations für deinen Event: Eventlocations, Caterer, Eventtechnik und Agenturen in der Schweiz, in Deutschland und Österreich.',
        });
        const header = data.content.headers.find((candidate) => candidate.image)?.image;
        // Open Graph images look best at about 1200 px: the 1920 conversion, else the largest.
        const image = header?.candidates.at(-1)?.url ?? header?.url;
        return {
          title,
          description,
          canonicalPath: '/',
          image: image ? new URL(image, origin).href : undefined,
          jsonLd: homeJsonLd({
            origin,
            name: new URL(origin).hostname.replace(/^www\./, ''),
            description,
          }),
        };
      },
      Component: HomePage,
    },
    newsletterCatalogs,
  ),
  homeCatalogs,
);
