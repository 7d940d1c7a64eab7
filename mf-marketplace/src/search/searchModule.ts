import type { PageModule } from '@eventalp/shell-kit';
import { loadSearch, type SearchData, type SearchLocation } from './searchData';
import { searchHead } from './searchHead';
import { SearchPage } from './SearchPage';

/** Data, head and view of a search page at `location` (see searchPages.ts). */
export function searchModule(
  location: (params: Record<string, string>) => SearchLocation,
): PageModule<SearchData> {
  return {
    load: (context) => loadSearch(context, location(context.params)),
    head: searchHead,
    Component: SearchPage,
  };
}
