import {
  homeClient,
  PACKAGE_AUDIENCES,
  type PackageDeal,
  type PackageDeals,
} from '@eventalp/plugin-home/domain';
import type { PlatformClient } from '@eventalp/shell-kit';
import { recentAnswer } from '../catalog/recentAnswer';

export { PACKAGE_AUDIENCES, type PackageAudience } from '@eventalp/plugin-home/domain';
export type { PackageDeal, PackageDeals } from '@eventalp/plugin-home/domain';

export const NO_PACKAGE_DEALS: PackageDeals = { private: [], company: [], public: [] };

/** Deals change with back-office edits only: one fetch a minute serves every home and search render. */
const recentPackageDeals = recentAnswer(60_000, (http) => homeClient(http).packageDeals());

/** The package deals; none when the API does not answer (the slider is then left out). */
export async function loadPackageDeals(http: PlatformClient): Promise<PackageDeals> {
  try {
    // An older API may leave out an audience: an empty tab then.
    const deals: Partial<PackageDeals> = await recentPackageDeals(http);
    return {
      private: deals.private ?? [],
      company: deals.company ?? [],
      public: deals.public ?? [],
    };
  } catch {
    return NO_PACKAGE_DEALS;
  }
}

/** All deals in slider order: private, company, public. */
export const dealsInOrder = (deals: PackageDeals) =>
  PACKAGE_AUDIENCES.flatMap((audience) => deals[audience]);

/** The slide whose search is the current page: same path and location category, else the first. */
export function matchingDealIndex(deals: readonly PackageDeal[], path: string, search: string) {
  const category = new URLSearchParams(search).get('category');
  const index = deals.findIndex((deal) => {
    const url = new URL(deal.path, 'http://local');
    return (
      path.replace(/^\/site/, '').startsWith(url.pathname) &&
      url.searchParams.get('category') === category
    );
  });
  return Math.max(0, index);
}
