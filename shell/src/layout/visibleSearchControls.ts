import type { SearchUiState } from '@eventalp/shell-kit';

/** The named route `location.search.initial`, where 'Neue Suche' goes. */
export const INITIAL_SEARCH_PATH = '/locations';

export interface VisibleSearchControls {
  /** 'Neue Suche' is shown. */
  newSearch: boolean;
  /** The filter toggle: 'Filter ausblenden' (hide), 'Suche anpassen' (show), or none. */
  filterToggle: 'hide' | 'show' | null;
}

/**
 * Which search controls the header shows (spec section 2): 'Neue Suche' unless the nav menu is
 * open; the filter toggle only with the nav menu closed and, on a search page, the map open or
 * the sticky filter active. It reads 'Filter ausblenden' while the filter is visible.
 */
export function visibleSearchControls(
  navMenuOpen: boolean,
  search: SearchUiState | null,
): VisibleSearchControls {
  if (navMenuOpen) return { newSearch: false, filterToggle: null };
  const toggle = search !== null && (search.mapOpen || search.stickyFilter);
  return {
    newSearch: true,
    filterToggle: toggle ? (search.filterVisible ? 'hide' : 'show') : null,
  };
}
