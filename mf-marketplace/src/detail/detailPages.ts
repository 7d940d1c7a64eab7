import { definePage, lazyPageComponent } from '@eventalp/shell-kit';
import { loadEntryDetail } from './detailData';
import { detailHead } from './detailHead';

/** Detail views are the largest page code: fetched only on detail pages. */
const DetailPage = lazyPageComponent(() =>
  import('./DetailPage').then((module) => module.DetailPage),
);

const DETAIL_TAIL = String.raw`(?<categoryId>\d+)\/(?<categorySlug>[^/]+)\/(?<id>\d+)(?:\/(?<slug>[^/]+))?\/?$`;

/** Provider detail /site/_dienstleister/{categoryId}/{categorySlug}/{providerId}/{providerSlug?}. */
export const providerDetailPage = definePage({
  id: 'provider-detail',
  path: new RegExp(String.raw`^\/site\/_dienstleister\/${DETAIL_TAIL}`),
  load: (context) => loadEntryDetail(context, 'provider', '_dienstleister'),
  head: detailHead,
  Component: DetailPage,
});

/** Location detail /site/_{brand}/{categoryId}/{categorySlug}/{locationId}/{locationSlug?}. */
export const locationDetailPage = definePage({
  id: 'location-detail',
  path: new RegExp(String.raw`^\/site\/_(?<product>[a-z0-9]+)\/${DETAIL_TAIL}`),
  load: (context) => loadEntryDetail(context, 'location', `_${context.params.product}`),
  head: detailHead,
  Component: DetailPage,
});
