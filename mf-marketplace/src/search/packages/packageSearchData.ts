import {
  PACKAGE_SEARCH_PAGE_SIZE,
  packageSearchClient,
  type PackageSearchCard,
} from '@eventalp/plugin-packages/domain';
import type { PageLoadContext } from '@eventalp/shell-kit';
import { filterOptionsFor, type FilterOption } from '../filterOptions';
import { recentTaxonomies } from '../searchData';
import { filterParams, parseSearchState, type SearchState } from '../searchState';
import { randomSeed, SEED_PATTERN } from '../searchUrl';

/** Everything the package search page renders first (on the server), and hydrates with. */
export interface PackageSearchData {
  seed: string;
  /** The seed came from the URL (a results path); otherwise the server picked it. */
  seededPath: boolean;
  state: SearchState;
  total: number;
  cards: PackageSearchCard[];
  /** The search asked for something the API refuses (a day in the past, say): no results. */
  refused: boolean;
  regions: FilterOption[];
  /** The first day a package may start (the date field's minimum). */
  today: string;
}

/** What the package search route gets: the filters, the page, its size and the seed. */
export function packageSearchQuery(state: SearchState, seed: string): URLSearchParams {
  const params = filterParams('packages', state);
  params.set('page', String(state.page));
  params.set('size', String(PACKAGE_SEARCH_PAGE_SIZE));
  params.set('seed', seed);
  return params;
}

/** Loads the package search at `/packages` or `/packages/seedId={seed}`: results and regions. */
export async function loadPackageSearch(
  context: PageLoadContext,
  pathSeed: string | undefined,
): Promise<PackageSearchData> {
  const state = parseSearchState('packages', context.query);
  const seed = pathSeed && SEED_PATTERN.test(pathSeed) ? pathSeed : randomSeed();
  const [answer, terms] = await Promise.all([
    packageSearchClient(context.http)
      .search(packageSearchQuery(state, seed))
      .catch((error: unknown) =>
        (error as { status?: number }).status === 422 ? null : Promise.reject(error),
      ),
    recentTaxonomies(context),
  ]);
  return {
    seed,
    seededPath: pathSeed !== undefined,
    state,
    total: answer?.total ?? 0,
    cards: answer?.cards ?? [],
    refused: answer === null,
    regions: filterOptionsFor('packages', terms, context.locale).region ?? [],
    today: new Date().toISOString().slice(0, 10),
  };
}
