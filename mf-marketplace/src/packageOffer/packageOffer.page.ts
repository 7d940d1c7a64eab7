import { lazyPage } from '@eventalp/shell-kit';
import { CHOICE_QUERY } from './choiceQueryNames';

const OFFER_TAIL = String.raw`(?<packageId>\d+)\/(?<slug>[^/]+)\/(?<eventType>[a-z_]+)\/(?<locationId>\d+)(?:\/(?<locationSlug>[^/]+))?\/?$`;

/** A package's detail page /site/_package/{packageId}/{slug}/{eventType}/{locationId}/{locationSlug?}. */
export const packageDetailPage = lazyPage({
  id: 'package-detail',
  path: new RegExp(String.raw`^\/site\/_package\/${OFFER_TAIL}`),
  query: CHOICE_QUERY,
  module: () => import('./packageOfferModule').then((module) => module.packageDetailModule),
});

/** The summary of a choice: /site/_package_summary/… with the choice in the query. */
export const packageSummaryPage = lazyPage({
  id: 'package-summary',
  path: new RegExp(String.raw`^\/site\/_package_summary\/${OFFER_TAIL}`),
  query: CHOICE_QUERY,
  module: () => import('./packageOfferModule').then((module) => module.packageSummaryModule),
});

/** The reservation of a choice: /site/_package_reservation/… with the choice in the query. */
export const packageReservationPage = lazyPage({
  id: 'package-reservation',
  path: new RegExp(String.raw`^\/site\/_package_reservation\/${OFFER_TAIL}`),
  query: CHOICE_QUERY,
  module: () => import('./packageOfferModule').then((module) => module.packageReservationModule),
});
