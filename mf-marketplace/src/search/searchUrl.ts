import type { SearchKind } from './searchParams';
import { searchQueryString, type SearchState } from './searchState';

/** The route of each offer type; results live at `{route}/seedId={8 digits}` (spec section 2). */
export const SEARCH_ROUTES: Record<SearchKind, string> = {
  locations: '/locations',
  provider: '/provider',
  packages: '/packages',
};

/** The initial search (route `location.search.initial`), where 'Neue Suche' goes. */
export const INITIAL_SEARCH_PATH = SEARCH_ROUTES.locations;

/** A visitor's search session: 8 digits, so each page of the random order stays the same. */
export const SEED_PATTERN = /^\d{8}$/;

/** `/locations/seedId=48213307`. */
export function seedPath(kind: SearchKind, seed: string): string {
  return `${SEARCH_ROUTES[kind]}/seedId=${seed}`;
}

/** 8 random digits without a leading zero; `random` is Math.random unless a test passes one. */
export function randomSeed(random: () => number = Math.random): string {
  return String(10_000_000 + Math.floor(random() * 90_000_000));
}

/**
 * A seed that depends only on `text` (FNV-1a): a landing page keeps one order for everybody, so
 * its crawlable `?page=` links never repeat or skip entries.
 */
export function seedFromText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(10_000_000 + (hash % 90_000_000));
}

/** Where a landing page lives and the filters it stands for (canonical values). */
export interface LandingFilters {
  path: string;
  filters: Readonly<Record<string, string>>;
}

const sameFilters = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * The URL of a search: the landing page's own path while its filters are unchanged (so its pages
 * stay crawlable), otherwise the offer type's results path with the seed and the query.
 */
export function searchUrl(
  kind: SearchKind,
  seed: string,
  state: SearchState,
  landing: LandingFilters | null,
): string {
  if (landing && sameFilters(state.filters, landing.filters)) {
    const params = new URLSearchParams();
    if (state.page > 1) params.set('page', String(state.page));
    if (state.mapOpen) params.set('map', '1');
    const query = params.toString();
    return `${landing.path}${query ? `?${query}` : ''}`;
  }
  return `${seedPath(kind, seed)}${searchQueryString(kind, state)}`;
}
