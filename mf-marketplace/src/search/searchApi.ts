// The search API (plugins/search) as the search page reads it.
import {
  searchClient,
  type FacetCount,
  type LandingPage,
  type MapPoints,
  type Suggestion,
} from '@eventalp/plugin-search/domain';
import type { PlatformClient } from '@eventalp/shell-kit';
import { fetchFavouriteCards } from '../catalog/catalogApi';
import type { EntryCard } from '../catalog/catalogTypes';
import { viewCard, type ViewCard } from '../cards/viewCard';
import { SEARCH_PAGE_SIZE, type SearchKind } from './searchParams';
import { filterParams, type SearchState } from './searchState';

export type {
  FacetCount,
  LandingPage,
  MapPoint,
  MapPoints,
  Suggestion,
} from '@eventalp/plugin-search/domain';

/** Counts per filter value, by URL parameter (disjunctive: a field's own filter is left out). */
export type Facets = Readonly<Record<string, readonly FacetCount[]>>;

export interface SearchResults {
  total: number;
  cards: ViewCard[];
  facets: Facets;
}

const NO_RESULTS: SearchResults = { total: 0, cards: [], facets: {} };

/** The API's collection of an entry type (packages have their own page, `search/packages`). */
const collection = (kind: SearchKind) => (kind === 'provider' ? 'providers' : 'locations');
const entryKind = (kind: SearchKind) => (kind === 'provider' ? 'provider' : 'location');

/** What the search API gets: the filters, the page and the visitor's seed. */
export function searchApiQuery(kind: SearchKind, state: SearchState, seed: string): string {
  const params = filterParams(kind, state);
  params.set('page', String(state.page));
  params.set('per_page', String(SEARCH_PAGE_SIZE));
  params.set('seed', seed);
  return params.toString();
}

/** One page of entry results with facet counts (packages: none, their page asks its own route). */
export async function fetchSearchResults(
  http: PlatformClient,
  kind: SearchKind,
  state: SearchState,
  seed: string,
): Promise<SearchResults> {
  if (kind === 'packages') return NO_RESULTS;
  const answer = await searchClient(http).results(
    entryKind(kind),
    new URLSearchParams(searchApiQuery(kind, state, seed)),
  );
  return { total: answer.total, cards: answer.data.map(viewCard), facets: answer.facets };
}

/** Every result of the query (the map area included) as map points. */
export function fetchMapPoints(
  http: PlatformClient,
  kind: SearchKind,
  state: SearchState,
): Promise<MapPoints> {
  return searchClient(http).mapPoints(entryKind(kind), filterParams(kind, state));
}

/** Suggestions for a text of two characters or more: places, regions, categories, entries. */
export async function fetchSuggestions(
  http: PlatformClient,
  kind: SearchKind,
  text: string,
): Promise<Suggestion[]> {
  return searchClient(http).suggest(text, collection(kind));
}

/** Places whose name matches `text`, for the place filter. */
export async function fetchPlaceSuggestions(
  http: PlatformClient,
  text: string,
): Promise<Suggestion[]> {
  const suggestions = await fetchSuggestions(http, 'locations', text);
  return suggestions.filter((suggestion) => suggestion.kind === 'place');
}

/** The landing page of a path such as `/locations/hochzeit/kanton-zuerich`; 404 when there is none. */
export function fetchLandingPage(http: PlatformClient, path: string): Promise<LandingPage> {
  return searchClient(http).landingPage(path);
}

/** The card of one result (a map marker outside the current page), or null when it is gone. */
export async function fetchCard(
  http: PlatformClient,
  kind: SearchKind,
  id: number,
): Promise<EntryCard | null> {
  const cards = await fetchFavouriteCards(
    http,
    kind === 'provider' ? { locations: [], providers: [id] } : { locations: [id], providers: [] },
  );
  return (kind === 'provider' ? cards.providers : cards.locations)[0] ?? null;
}
