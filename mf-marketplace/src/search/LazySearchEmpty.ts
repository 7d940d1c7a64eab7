import { lazyPageComponent } from '@eventalp/shell-kit';

/**
 * The empty state (no results) as a chunk of its own: most searches have results, and its code
 * would put the search page over its initial JS budget. The page's load preloads it when the
 * first answer is empty, so the server renders it; a later empty answer loads it then.
 */
export const LazySearchEmpty = lazyPageComponent(() =>
  import('./SearchEmpty').then(({ SearchEmpty }) => SearchEmpty),
);
