import type { MediaView, PlatformClient } from '@eventalp/shell-kit';

/** The package-deal tabs in their order (spec section 2). */
export const PACKAGE_AUDIENCES = ['private', 'company', 'public'] as const;
export type PackageAudience = (typeof PACKAGE_AUDIENCES)[number];

/** A package deal (spec section 3): the search it leads to is its `path`. */
export interface PackageDeal {
  id: number;
  name: string;
  text_underline: string | null;
  path: string;
  image: MediaView | null;
}

export type PackageDeals = Record<PackageAudience, PackageDeal[]>;

export const NO_PACKAGE_DEALS: PackageDeals = { private: [], company: [], public: [] };

/** The package deals; none when the API does not answer (the slider is then left out). */
export async function loadPackageDeals(http: PlatformClient): Promise<PackageDeals> {
  try {
    const deals = await http.get<Partial<PackageDeals>>('/guest/home/package-deals');
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
