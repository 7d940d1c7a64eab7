// The search API (plugins/search) as the search page reads it. Endpoints the API does not offer
// yet answer 404; each call then falls back to the nearest real data and says so.
import {
  ALL_TAXONOMIES_PATH,
  type AllTaxonomiesResponse,
  type PlatformClient,
} from '@eventalp/shell-kit';
import { fetchCardPage, fetchFavouriteCards } from '../catalog/catalogApi';
import type { EntryCard } from '../catalog/catalogTypes';
import { SEARCH_PAGE_SIZE, type SearchKind } from './searchParams';
import { filterParams, idsOf, type SearchState } from './searchState';

export interface FacetCount {
  value: string;
  count: number;
}

/** Counts per filter value, by URL parameter (disjunctive: a field's own filter is left out). */
export type Facets = Readonly<Record<string, readonly FacetCount[]>>;

export interface SearchResults {
  total: number;
  cards: EntryCard[];
  /** Null when the answer came without counts (the catalogue list the provider search falls back to). */
  facets: Facets | null;
}

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  tier: number;
}

export interface MapPoints {
  total: number;
  points: MapPoint[];
  /** False when only the current page's cards could be placed (no map endpoint yet). */
  complete: boolean;
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
  /** Search filters in the API's parameter names; values may be lists or numbers. */
  filters: Record<string, unknown>;
  total: number;
  canonicalPath: string;
}

const NO_RESULTS: SearchResults = { total: 0, cards: [], facets: {} };

const isNotFound = (error: unknown) => (error as { status?: unknown })?.status === 404;

/** What the search API gets: the filters, the page and the visitor's seed. */
export function searchApiQuery(kind: SearchKind, state: SearchState, seed: string): string {
  const params = filterParams(kind, state);
  params.set('page', String(state.page));
  params.set('per_page', String(SEARCH_PAGE_SIZE));
  params.set('seed', seed);
  return params.toString();
}

interface SearchAnswer {
  total: number;
  data: EntryCard[];
  facets: Facets;
}

/** One page of results with facet counts. Packages have no search yet: none. */
export async function fetchSearchResults(
  http: PlatformClient,
  kind: SearchKind,
  state: SearchState,
  seed: string,
): Promise<SearchResults> {
  if (kind === 'packages') return NO_RESULTS;
  const path = `/guest/search/${kind === 'locations' ? 'locations' : 'providers'}`;
  try {
    const answer = await http.get<SearchAnswer>(`${path}?${searchApiQuery(kind, state, seed)}`);
    return { total: answer.total, cards: answer.data, facets: answer.facets };
  } catch (error) {
    if (kind !== 'provider' || !isNotFound(error)) throw error;
    // Until the provider search exists: the catalogue's list of the first chosen category.
    const [categoryId] = idsOf(state, 'category').map(Number);
    const page = await fetchCardPage(http, 'provider', { categoryId, page: state.page });
    return { total: page.total, cards: page.data, facets: null };
  }
}

/**
 * Every result of the query as map points. Without the map endpoint, the cards of the current
 * page that have a position (`complete: false`).
 */
export async function fetchMapPoints(
  http: PlatformClient,
  kind: SearchKind,
  state: SearchState,
  pageCards: readonly EntryCard[],
): Promise<MapPoints> {
  const path = `/guest/search/${kind === 'locations' ? 'locations' : 'providers'}/map`;
  try {
    const answer = await http.get<Omit<MapPoints, 'complete'>>(
      `${path}?${filterParams(kind, state)}`,
    );
    return { ...answer, complete: true };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    const points = pageCards.flatMap((card) =>
      card.position ? [{ id: card.id, ...card.position, tier: card.type_id }] : [],
    );
    return { total: points.length, points, complete: false };
  }
}

/** Suggestions for the free text (asked for from two characters on). */
export async function fetchSuggestions(
  http: PlatformClient,
  kind: SearchKind,
  text: string,
): Promise<Suggestion[]> {
  const q = encodeURIComponent(text);
  const scope = kind === 'provider' ? 'providers' : 'locations';
  try {
    return (await http.get<{ data: Suggestion[] }>(`/guest/search/suggest?q=${q}&scope=${scope}`))
      .data;
  } catch (error) {
    if (!isNotFound(error) || scope !== 'locations') throw error;
    // The older endpoint knows location names only; choosing one searches for the name.
    const answer = await http.get<{ data: { id: string; text: string }[] }>(
      `/guest/search/locations/suggest?q=${q}`,
    );
    return answer.data.map((item) => ({
      kind: 'location' as const,
      id: item.id,
      text: item.text,
      param: null,
      href: null,
    }));
  }
}

/** The landing page of a path such as `/locations/hochzeit-zuerich`; 404 when there is none. */
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

let placeList: Promise<Suggestion[]> | null = null;

/** Every place of the taxonomy (type 29), fetched once per page view: the fallback list. */
function allPlaces(http: PlatformClient): Promise<Suggestion[]> {
  placeList ??= http.get<AllTaxonomiesResponse>(ALL_TAXONOMIES_PATH).then(
    (answer) =>
      (answer.taxonomies['29'] ?? []).map((place) => ({
        kind: 'place' as const,
        id: String(place.id),
        text: place.name,
        param: 'place' as const,
        href: null,
      })),
    (error: unknown) => {
      placeList = null;
      throw error;
    },
  );
  return placeList;
}

/** Places whose name matches `text`, for the place filter (at most 8). */
export async function fetchPlaceSuggestions(
  http: PlatformClient,
  text: string,
): Promise<Suggestion[]> {
  try {
    const answer = await http.get<{ data: Suggestion[] }>(
      `/guest/search/suggest?q=${encodeURIComponent(text)}&scope=locations`,
    );
    return answer.data.filter((suggestion) => suggestion.kind === 'place');
  } catch (error) {
    if (!isNotFound(error)) throw error;
    const wanted = text.toLocaleLowerCase('de');
    const places = await allPlaces(http);
    const starting = places.filter((place) =>
      place.text.toLocaleLowerCase('de').startsWith(wanted),
    );
    const containing = places.filter(
      (place) => !starting.includes(place) && place.text.toLocaleLowerCase('de').includes(wanted),
    );
    return [...starting, ...containing].slice(0, 8);
  }
}
