import { usePlatform } from '@eventalp/shell-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSearchResults, type SearchResults } from './searchApi';
import type { SearchData, SearchLanding } from './searchData';
import { parseSearchState, type SearchState } from './searchState';
import { SEARCH_ROUTES, searchUrl } from './searchUrl';

/** What the page shows: the state the URL holds and the results last loaded for it. */
export interface SearchView {
  state: SearchState;
  results: SearchResults;
  /** The landing page while its filters are unchanged. */
  landing: SearchLanding | null;
}

export type SearchStatus = 'ready' | 'loading' | 'failed';

const sameFilters = (a: SearchState['filters'], b: SearchState['filters']) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.keys(a).every((name) => a[name] === b[name]);

const withoutSite = (path: string) => path.replace(/^\/site(?=\/)/, '');

/** The state of the URL the browser shows now (after back/forward). */
function viewAt(data: SearchData, url: URL): Pick<SearchView, 'state' | 'landing'> {
  const landing =
    data.landing && withoutSite(url.pathname) === data.landing.path ? data.landing : null;
  const query = Object.fromEntries(url.searchParams);
  return { state: parseSearchState(data.kind, { ...landing?.filters, ...query }), landing };
}

/**
 * The search's URL state and results in the browser: `navigate` pushes the new URL and loads
 * the results (the old ones stay, marked as loading); back and forward restore earlier states.
 * Answers that arrive after a newer request are dropped.
 */
export function useSearchNavigation(data: SearchData) {
  const { http } = usePlatform();
  const [view, setView] = useState<SearchView>({
    state: data.state,
    results: data.results,
    landing: data.landing,
  });
  const [status, setStatus] = useState<SearchStatus>('ready');
  const request = useRef(0);
  const current = useRef(view);
  current.current = view;
  // single-spa announces every pushState with a popstate event: the URL we set ourselves is no news.
  const ownUrl = useRef<string | null>(null);

  const show = useCallback(
    (next: Pick<SearchView, 'state' | 'landing'>, reload = false) => {
      const before = current.current;
      const sameResults =
        sameFilters(before.state.filters, next.state.filters) &&
        before.state.page === next.state.page;
      current.current = { ...before, ...next };
      setView(current.current);
      if (sameResults && !reload) return;
      const id = ++request.current;
      setStatus('loading');
      fetchSearchResults(http, data.kind, next.state, data.seed).then(
        (results) => {
          if (id !== request.current) return;
          // The map may have opened or closed meanwhile; the filters and page are the asked ones.
          setView((latest) => ({ ...latest, results }));
          setStatus('ready');
        },
        (error: unknown) => {
          if (id !== request.current) return;
          console.warn('Search results could not be loaded', error);
          setStatus('failed');
        },
      );
    },
    [http, data.kind, data.seed],
  );

  const navigate = useCallback(
    (state: SearchState, options: { replace?: boolean } = {}) => {
      const { landing } = current.current;
      const stillLanding = landing && sameFilters(state.filters, landing.filters) ? landing : null;
      const url = searchUrl(data.kind, data.seed, state, stillLanding);
      ownUrl.current = url;
      window.history[options.replace ? 'replaceState' : 'pushState'](null, '', url);
      show({ state, landing: stillLanding });
    },
    [data.kind, data.seed, show],
  );

  const retry = useCallback(() => show(current.current, true), [show]);

  useEffect(() => {
    const onPopState = () => {
      const url = new URL(window.location.href);
      if (`${url.pathname}${url.search}` === ownUrl.current) return;
      ownUrl.current = null;
      // Only this search's own paths: anything else is the shell's business.
      if (!withoutSite(url.pathname).startsWith(SEARCH_ROUTES[data.kind])) return;
      show(viewAt(data, url));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [data, show]);

  return { ...view, status, navigate, retry };
}
