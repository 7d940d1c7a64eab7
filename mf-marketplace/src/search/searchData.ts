import { taxonomyClient } from '@eventalp/plugin-taxonomy/domain';
import { pageNotFound, redirectPage, type Locale, type PageLoadContext } from '@eventalp/shell-kit';
import { recentAnswer } from '../catalog/recentAnswer';
import {
  loadPackageDeals,
  NO_PACKAGE_DEALS,
  type PackageDeals,
} from '../packageDeals/packageDealsData';
import { filterOptionsFor, placeName, type FilterOptions } from './filterOptions';
import { fetchLandingPage, fetchSearchResults, type SearchResults } from './searchApi';
import type { SearchKind } from './searchParams';
import { parseSearchState, type SearchState } from './searchState';
import {
  randomSeed,
  SEARCH_ROUTES,
  SEED_PATTERN,
  seedFromText,
  type LandingFilters,
} from './searchUrl';

/** A landing page as the search page shows it: its texts and the filters it stands for. */
export interface SearchLanding extends LandingFilters {
  title: string;
  description: string;
  canonicalPath: string;
}

/** Everything the search page renders first (on the server), and hydrates with. */
export interface SearchData {
  kind: SearchKind;
  seed: string;
  /** The seed came from the URL (a results path); otherwise the server picked it. */
  seededPath: boolean;
  state: SearchState;
  results: SearchResults;
  options: FilterOptions;
  /** Names of places the state refers to, by id (places are too many to list as options). */
  placeNames: Record<string, string>;
  landing: SearchLanding | null;
  /** The package-deals slider of the location search (none on the provider search). */
  packageDeals: PackageDeals;
}

/** Where a search page is: `seed` from `/seedId=…`, `rest` for a landing page path. */
export interface SearchLocation {
  kind: SearchKind;
  seed?: string;
  rest?: string;
}

async function loadLanding(
  context: PageLoadContext,
  kind: SearchKind,
  rest: string,
): Promise<SearchLanding> {
  const path = `${SEARCH_ROUTES[kind]}/${rest}`;
  // An unknown path answers 404 (the 404 page follows); one no landing page can have (too long,
  // odd characters) answers 422 and is just as missing.
  const page = await fetchLandingPage(context.http, path).catch((error: unknown) =>
    (error as { status?: number }).status === 422 ? pageNotFound() : Promise.reject(error),
  );
  return {
    path,
    title: page.title,
    description: page.description,
    canonicalPath: page.canonicalPath,
    filters: parseSearchState(kind, page.filters).filters,
  };
}

/**
 * The taxonomy answer (about 350 KB: every place) changes with back-office edits only: fetched at
 * most once a minute per process and language (its names are in the request's), so the server
 * does not fetch and parse it for every search page it renders.
 */
const recentTaxonomiesByLocale = new Map<Locale, ReturnType<typeof recentTaxonomiesAnswer>>();
const recentTaxonomiesAnswer = () => recentAnswer(60_000, (http) => taxonomyClient(http).all());
export function recentTaxonomies(context: PageLoadContext) {
  let recent = recentTaxonomiesByLocale.get(context.locale);
  if (!recent) recentTaxonomiesByLocale.set(context.locale, (recent = recentTaxonomiesAnswer()));
  return recent(context.http);
}

/**
 * Loads a search page: the landing page when the path names one, the state from the query, the
 * seed from the path (or a new one; a landing page's is fixed), then results and filter choices.
 */
export async function loadSearch(
  context: PageLoadContext,
  location: SearchLocation,
): Promise<SearchData> {
  const { kind, rest } = location;
  // A broken seed (`/locations/seedId=12`) is no landing page: start the search afresh.
  if (rest?.startsWith('seedId=')) redirectPage(SEARCH_ROUTES[kind], 302);
  const landing = rest ? await loadLanding(context, kind, rest) : null;
  const state = parseSearchState(kind, { ...landing?.filters, ...context.query });
  const seed =
    location.seed && SEED_PATTERN.test(location.seed)
      ? location.seed
      : landing
        ? seedFromText(landing.canonicalPath)
        : randomSeed();
  const [results, terms, packageDeals] = await Promise.all([
    fetchSearchResults(context.http, kind, state, seed),
    recentTaxonomies(context),
    kind === 'locations' ? loadPackageDeals(context.http) : NO_PACKAGE_DEALS,
  ]);
  const place = placeName(terms, state.filters.place, context.locale);
  return {
    kind,
    seed,
    seededPath: location.seed !== undefined,
    state,
    results,
    options: filterOptionsFor(kind, terms, context.locale),
    placeNames: place && state.filters.place ? { [state.filters.place]: place } : {},
    landing,
    packageDeals,
  };
}
