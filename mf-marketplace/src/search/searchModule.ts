import type { PageModule } from '@eventalp/shell-kit';
import { LazyPackageDealsSlider } from '../packageDeals/LazyPackageDealsSlider';
import { LazySearchEmpty } from './LazySearchEmpty';
import { loadSearch, type SearchData, type SearchLocation } from './searchData';
import { searchHead } from './searchHead';
import { SearchPage } from './SearchPage';

/** Data, head and view of a search page at `location` (see searchPages.ts). */
export function searchModule(
  location: (params: Record<string, string>) => SearchLocation,
): PageModule<SearchData> {
  return {
    load: async (context) => {
      const where = location(context.params);
      const [data] = await Promise.all([
        loadSearch(context, where),
        // Only the location search shows package deals.
        where.kind === 'locations' ? LazyPackageDealsSlider.preload() : null,
      ]);
      if (data.results.total === 0) await LazySearchEmpty.preload();
      return data;
    },
    head: searchHead,
    Component: SearchPage,
  };
}
