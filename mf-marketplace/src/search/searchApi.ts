// The search API (plugins/search) as the search page reads it.
import type { PlatformClient } from '@eventalp/shell-kit';
import { fetchFavouriteCards } from '../catalog/catalogApi';
import type { EntryCard } from '../catalog/catalogTypes';
import { SEARCH_PAGE_SIZE, type SearchKind } from './searchParams';
import { filterParams, type SearchState } from './searchState';

export interface FacetCount {
  value: string;
  count: number;
}

/** Counts per filter value, by URL parameter (disjunctive: a field's own filter is left out). */
export type Facets = Readonly<Record<string, readonly FacetCount[]>>;

export interface SearchResults {
  total: number;
  cards: EntryCard[];
  facets: Facets;
}

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  tier: number;
}

/** Every result of a query that has a position (at most 10,000). */
export interface MapPoints {
  total: number;
  points: MapPoint[];
}

export interface Suggestion {
  kind: 'place' | 'region' | 'category' | 'location' | 'provider';
  id: string;
  text: string;
  /** The filter a place, region, category or offer sets; null for entries (they link to `href`). */
  param: 'place' | 'region' | 'category' | 'offers' | null;
  href: string | null;
}

/** A landing page the back office defined for a search path (SEO). */
export interface LandingPage {
  title: string;
  description: string;
  /** Search filters in the API's parameter names. */
  filters: Record<string, string>;
  total: number;
  canonicalPath: string;
}

const NO_RESULTS: SearchResults = { total: 0, cards: [], facets: {} };

/** The API's collection of an offer type (packages have no search yet). */
const collection = (kind: SearchKind) => (kind === 'provider' ? 'providers' : 'locations');

/** What the search API gets: the filters, the page and the visitor's seed. */
export function searchApiQuery(kind: SearchKind, state: SearchState, seed: string): string {
  const params = filterParams(kind, state);
  params.set('page', String(state.page));
  params.set('per_page', String(SEARCH_PAGE_SIZE));
  params.set('seed', seed);
  return params.toString();
}

/** One page of results with facet counts. Packages have no search yet: none. */
export async function fetchSearchResults(
  http: PlatformClient,
  kind: SearchKind,
  state: SearchState,
  seed: string,
): Promise<SearchResults> {
  if (kind === 'packages') return NO_RESULTS;
  const answer = await http.get<{ total: number; data: EntryCard[]; facets: Facets }>(
    `/guest/search/${collection(kind)}?${searchApiQuery(kind, state, seed)}`,
  );
  return { total: answer.total, cards: answer.data, facets: answer.facets };
}

/** Every result of the query (the map area included) as map points. */
export function fetchMapPoints(
  http: PlatformClient,
  kind: SearchKind,
  state: SearchState,
): Promise<MapPoints> {
  return http.get<MapPoints>(`/guest/search/${collection(kind)}/map?${filterParams(kind, state)}`);
}

/** Suggestions for a text of two characters or more: places, regions, categories, entries. */
export async function fetchSuggestions(
  http: PlatformClient,
  kind: SearchKind,
  text: string,
): Promise<Suggestion[]> {
  const query = new URLSearchParams({ q: text, scope: collection(kind) });
  return (await http.get<{ data: Suggestion[] }>(`/guest/search/suggest?${query}`)).data;
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
  return http.get<LandingPage>(
    `/guest/search/landing-pages/by-path?path=${encodeURIComponent(path)}`,
  );
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
