import { ErrorText } from '@eventalp/shell-kit';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dealsInOrder, matchingDealIndex } from '../packageDeals/packageDealsData';
import { DeferredPackageDealsSlider } from '../packageDeals/DeferredPackageDealsSlider';
import { ActiveFilterChips } from './ActiveFilterChips';
import { filterChips } from './filterChips';
import { FilterPanel } from './FilterPanel';
import { FilterSidebar } from './FilterSidebar';
import { LazySearchEmpty } from './LazySearchEmpty';
import type { SearchData } from './searchData';
import { searchHead, searchTitles } from './searchHead';
import { resultCounts, SearchHeading } from './SearchHeading';
import { SEARCH_PAGE_SIZE } from './searchParams';
import { SearchResults } from './SearchResults';
import {
  activeFilterCount,
  filterParams,
  withFilter,
  withoutFilters,
  type SearchState,
} from './searchState';
import { SEARCH_ROUTES, searchUrl } from './searchUrl';
import { useSearchNavigation } from './useSearchNavigation';
import { useSearchUi } from './useSearchUi';
import './search.css';

/** The map and its library load only when the map is opened. */
const MapOverlay = lazy(() => import('./MapOverlay'));

/**
 * The search page (spec section 2, Search): filters, chips, results and pages, and the map. The
 * server renders the first page; afterwards every change updates the URL and the results in
 * place, and back/forward restore earlier searches.
 */
export function SearchPage({ data }: { data: SearchData }) {
  const intl = useIntl();
  const { kind, seed, options } = data;
  const search = useSearchNavigation(data);
  const { state, results, landing, navigate } = search;
  const ui = useSearchUi(state.mapOpen);
  const [placeNames, setPlaceNames] = useState(data.placeNames);
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const resultsTop = useRef<HTMLDivElement>(null);
  const loading = search.status === 'loading';

  useEffect(() => {
    if (!loading) document.title = searchHead({ ...data, state, results, landing }, intl).title;
  }, [loading, data, state, results, landing, intl]);

  const onChange = useCallback((next: SearchState) => navigate(next), [navigate]);
  const onPage = (page: number) => {
    navigate({ ...state, page });
    resultsTop.current?.scrollIntoView({ block: 'start' });
  };
  const onPlaceNamed = useCallback(
    (id: string, name: string) => setPlaceNames((names) => ({ ...names, [id]: name })),
    [],
  );
  const { setDialogOpen } = ui;
  const closeDialog = useCallback(() => setDialogOpen(false), [setDialogOpen]);

  const pageCount = Math.max(1, Math.ceil(results.total / SEARCH_PAGE_SIZE));
  const chips = filterChips(intl, kind, state, options, placeNames);
  const classes = ['ea-search'];
  if (state.mapOpen) classes.push('ea-search--map-open');
  if (!ui.panelShown) classes.push('ea-search--filters-hidden');

  return (
    <div className={classes.join(' ')}>
      <SearchHeading
        kind={kind}
        title={landing?.title ?? intl.formatMessage(searchTitles[kind])}
        total={results.total}
        loading={loading}
        activeFilters={activeFilterCount(kind, state)}
        mapOpen={state.mapOpen}
        dialogOpen={ui.dialogOpen}
        onOpenFilters={() => ui.setDialogOpen(true)}
        onToggleMap={() => navigate({ ...state, mapOpen: !state.mapOpen })}
      />
      <div ref={ui.sentinel} />
      <ActiveFilterChips
        chips={chips}
        onRemove={(chip) => navigate(chip.without)}
        onReset={() => navigate(withoutFilters(state))}
      />
      {search.status === 'failed' && (
        <p role="alert" className="ea-status ea-status--error">
          <ErrorText />{' '}
          <button type="button" className="ea-link-button" onClick={search.retry}>
            {intl.formatMessage({ id: 'marketplace.search.retry', defaultMessage: 'Erneut laden' })}
          </button>
        </p>
      )}
      <div ref={resultsTop} className="ea-search__layout">
        <FilterSidebar
          shown={ui.panelShown}
          dialogOpen={ui.dialogOpen}
          onCloseDialog={closeDialog}
          showResultsLabel={intl.formatMessage(
            { id: 'marketplace.search.showResults', defaultMessage: '{count} anzeigen' },
            { count: intl.formatMessage(resultCounts[kind], { total: results.total }) },
          )}
        >
          <FilterPanel
            kind={kind}
            state={state}
            options={options}
            facets={results.facets}
            placeNames={placeNames}
            onChange={onChange}
            onPlaceNamed={onPlaceNamed}
          />
        </FilterSidebar>
        <SearchResults
          cards={results.cards}
          page={state.page}
          pageCount={pageCount}
          loading={loading}
          hrefFor={(page) => searchUrl(kind, seed, { ...state, page }, landing)}
          onPage={onPage}
          selectedId={selectedId}
          onHover={setHoveredId}
          empty={
            <Suspense fallback={null}>
              <LazySearchEmpty state={state} onChange={onChange} />
            </Suspense>
          }
        />
        {state.mapOpen && (
          <div className="ea-search__map">
            <ClientOnly>
              <MapOverlay
                kind={kind}
                state={state}
                cards={results.cards}
                hoveredId={hoveredId}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onSearchArea={(bounds) => navigate(withFilter(state, 'bounds', bounds))}
                onClose={() => navigate({ ...state, mapOpen: false })}
              />
            </ClientOnly>
          </div>
        )}
      </div>
      {kind === 'locations' && dealsInOrder(data.packageDeals).length > 0 && (
        <DeferredPackageDealsSlider
          deals={data.packageDeals}
          startIndex={matchingDealIndex(
            dealsInOrder(data.packageDeals),
            SEARCH_ROUTES[kind],
            `?${filterParams(kind, state)}`,
          )}
          mapOpen={state.mapOpen}
        />
      )}
    </div>
  );
}

/**
 * Renders its children only in the browser (the map): on the server and while hydrating, nothing.
 * Its own state, so settling after hydration re-renders this part alone, not the whole page.
 */
function ClientOnly({ children }: { children: ReactNode }) {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser ? <Suspense fallback={null}>{children}</Suspense> : null;
}
