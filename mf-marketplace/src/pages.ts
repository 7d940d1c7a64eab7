import type { AnyPage } from '@eventalp/shell-kit';
import { locationDetailPage, providerDetailPage } from './detail/detailPages';
import { favouritesPage } from './favourites/favouritesPage';
import {
  locationGridPage,
  locationListPage,
  providerGridPage,
  providerListPage,
} from './grids/gridPages';
import { homePage } from './home/homePage';

/**
 * Pages of the marketplace, first match wins: `_dienstleister` pages come before the location
 * pages, whose `_{brand}` pattern would match them too.
 */
export const pages: readonly AnyPage[] = [
  homePage,
  favouritesPage,
  providerDetailPage,
  providerGridPage,
  locationDetailPage,
  locationGridPage,
  providerListPage,
  locationListPage,
];
