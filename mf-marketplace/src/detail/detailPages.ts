import { lazyPage } from '@eventalp/shell-kit';

const DETAIL_TAIL = String.raw`(?<categoryId>\d+)\/(?<categorySlug>[^/]+)\/(?<id>\d+)(?:\/(?<slug>[^/]+))?\/?$`;

/** Provider detail /site/_dienstleister/{categoryId}/{categorySlug}/{providerId}/{providerSlug?}. */
export const providerDetailPage = lazyPage({
  id: 'provider-detail',
  path: new RegExp(String.raw`^\/site\/_dienstleister\/${DETAIL_TAIL}`),
  // `?preview`: the owner's view with waiting changes.
  query: ['preview'],
  module: () => import('./detailModule').then((module) => module.providerDetailModule),
});

/** Location detail /site/_{brand}/{categoryId}/{categorySlug}/{locationId}/{locationSlug?}. */
export const locationDetailPage = lazyPage({
  id: 'location-detail',
  path: new RegExp(String.raw`^\/site\/_(?<product>[a-z0-9]+)\/${DETAIL_TAIL}`),
  query: ['preview'],
  module: () => import('./detailModule').then((module) => module.locationDetailModule),
});
