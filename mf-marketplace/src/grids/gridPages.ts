import { lazyPage } from '@eventalp/shell-kit';
import { PROVIDER_LISTS } from './providerLists';

/** Location grid /site/_{brand}/{categoryId}/{categorySlug?} (spec section 2). */
export const locationGridPage = lazyPage({
  id: 'location-grid',
  path: /^\/site\/_(?<product>[a-z0-9]+)\/(?<categoryId>\d+)(?:\/(?<categorySlug>[^/]+))?\/?$/,
  query: ['page'],
  module: () => import('./gridModule').then((module) => module.locationGridModule),
});

/** Provider grid /site/_dienstleister/{categoryId}/{categorySlug?}. */
export const providerGridPage = lazyPage({
  id: 'provider-grid',
  path: /^\/site\/_dienstleister\/(?<categoryId>\d+)(?:\/(?<categorySlug>[^/]+))?\/?$/,
  query: ['page'],
  module: () => import('./gridModule').then((module) => module.providerGridModule),
});

/** Provider lists /provider/catering_partyservice … /provider/foto_video (also under /site). */
export const providerListPage = lazyPage({
  id: 'provider-list',
  path: new RegExp(`^/(?:site/)?provider/(?<list>${Object.keys(PROVIDER_LISTS).join('|')})/?$`),
  query: ['page'],
  module: () => import('./gridModule').then((module) => module.providerListModule),
});
