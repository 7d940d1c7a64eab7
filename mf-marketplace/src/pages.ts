import type { AnyPage } from '@eventalp/shell-kit';
import { demosPage } from './demos/demos.page';
import { locationDetailPage, providerDetailPage } from './detail/detailPages';
import { favouritesPage } from './favourites/favourites.page';
import { sharedListPage } from './favourites/sharedList.page';
import { locationGridPage, providerGridPage, providerListPage } from './grids/gridPages';
import { homePage } from './home/home.page';
import { newsletterPage } from './newsletter/newsletter.page';
import {
  packageDetailPage,
  packageReservationPage,
  packageSummaryPage,
} from './packageOffer/packageOffer.page';
import { packageSearchPage, searchLandingPage, searchPage } from './search/searchPages';

/**
 * Pages of the marketplace, first match wins: `_dienstleister` pages come before the location
 * pages, whose `_{brand}` pattern would match them too, and the provider lists before the search
 * landing pages below /provider; the package pages (`_package…`) before them all.
 */
export const pages: readonly AnyPage[] = [
  homePage,
  packageDetailPage,
  packageSummaryPage,
  packageReservationPage,
  favouritesPage,
  sharedListPage,
  newsletterPage,
  providerDetailPage,
  providerGridPage,
  locationDetailPage,
  locationGridPage,
  providerListPage,
  searchPage,
  packageSearchPage,
  searchLandingPage,
  demosPage,
];
