import { definePage, lazyPageComponent, type PageHead } from '@eventalp/shell-kit';
import type { IntlShape } from 'react-intl';
import { loadGrid, PROVIDER_LISTS, type GridData } from './gridData';

const GridPage = lazyPageComponent(() => import('./GridPage').then((module) => module.GridPage));

function gridHead(data: GridData, intl: IntlShape): PageHead {
  const name =
    data.category?.name ??
    intl.formatMessage({ id: 'marketplace.grid.allLocations', defaultMessage: 'Alle Locations' });
  const title = data.page > 1 ? `${name} – ${data.page}` : name;
  return {
    title,
    description: intl.formatMessage(
      {
        id: 'marketplace.grid.description',
        defaultMessage: '{name}: {total} Einträge mit Fotos, Kapazitäten und direkter Anfrage.',
      },
      { name, total: data.total },
    ),
    canonicalPath: data.page > 1 ? `${data.basePath}?page=${data.page}` : data.basePath,
  };
}

/** Location grid /site/_{brand}/{categoryId}/{categorySlug?} (spec section 2). */
export const locationGridPage = definePage({
  id: 'location-grid',
  path: /^\/site\/_(?<product>[a-z0-9]+)\/(?<categoryId>\d+)(?:\/(?<categorySlug>[^/]+))?\/?$/,
  load: (context) =>
    loadGrid(context, 'location', {
      categoryId: Number(context.params.categoryId),
      basePath: (category) => `/site/_${context.params.product}/${category?.id}/${category?.slug}`,
    }),
  head: gridHead,
  Component: GridPage,
});

/** Provider grid /site/_dienstleister/{categoryId}/{categorySlug?}. */
export const providerGridPage = definePage({
  id: 'provider-grid',
  path: /^\/site\/_dienstleister\/(?<categoryId>\d+)(?:\/(?<categorySlug>[^/]+))?\/?$/,
  load: (context) =>
    loadGrid(context, 'provider', {
      categoryId: Number(context.params.categoryId),
      basePath: (category) => `/site/_dienstleister/${category?.id}/${category?.slug}`,
    }),
  head: gridHead,
  Component: GridPage,
});

/** Provider lists /provider/catering_partyservice … /provider/foto_video (also under /site). */
export const providerListPage = definePage({
  id: 'provider-list',
  path: new RegExp(`^/(?:site/)?provider/(?<list>${Object.keys(PROVIDER_LISTS).join('|')})/?$`),
  load: (context) =>
    loadGrid(context, 'provider', {
      categoryId: PROVIDER_LISTS[context.params.list ?? ''],
      basePath: () => `/provider/${context.params.list}`,
    }),
  head: gridHead,
  Component: GridPage,
});

/** /locations and /site/locations: every public location until the search replaces it. */
export const locationListPage = definePage({
  id: 'location-list',
  path: /^\/(?:site\/)?locations\/?$/,
  load: (context) => loadGrid(context, 'location', { basePath: () => '/locations' }),
  head: gridHead,
  Component: GridPage,
});
