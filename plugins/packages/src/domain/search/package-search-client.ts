import type { ApiTransport } from '@eventalp/platform-sdk/domain';
import type { PackageSearchResults } from './package-search';
import { PACKAGE_SEARCH_PATH } from './package-search-params';

/** The package search as pages call it (`query`: the route's parameters as URL text). */
export function packageSearchClient(http: ApiTransport) {
  return {
    search: (query: URLSearchParams) =>
      http.get<PackageSearchResults>(`${PACKAGE_SEARCH_PATH}?${query.toString()}`),
  };
}
