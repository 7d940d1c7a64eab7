import { isIsoDay } from '@eventalp/plugin-packages/domain';
import { MAX_IDS, SEARCH_PARAMS, type ParamDefinition, type SearchKind } from './searchParams';

/** Everything a search shows, as its URL says it (path seed aside). */
export interface SearchState {
  /** Canonical filter values by URL parameter name: only valid values, no defaults. */
  filters: Readonly<Record<string, string>>;
  /** 1-based result page. */
  page: number;
  /** The map overlay is open. */
  mapOpen: boolean;
}

export const EMPTY_SEARCH: SearchState = { filters: {}, page: 1, mapOpen: false };

/** The API's last page (it refuses more). */
const MAX_PAGE = 1_000;

const isInteger = (value: string) => /^\d{1,9}$/.test(value);

/** Rounds a coordinate to 4 decimals (about 10 m), so map moves give short, stable URLs. */
const coordinate = (value: number) => String(Number(value.toFixed(4)));

function normaliseBounds(value: string): string | null {
  const parts = value.split(',').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [south, west, north, east] = parts as [number, number, number, number];
  const latitudes = [south, north].every((lat) => lat >= -90 && lat <= 90);
  const longitudes = [west, east].every((lng) => lng >= -180 && lng <= 180);
  if (!latitudes || !longitudes || south >= north || west >= east) return null;
  return parts.map(coordinate).join(',');
}

/** The canonical form of one value, or null when the API would refuse it. */
function normalise(definition: ParamDefinition, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  switch (definition.type) {
    case 'text':
      return value.replace(/\s+/g, ' ').slice(0, definition.maxLength);
    case 'ids': {
      const ids = [...new Set(value.split(',').filter(isInteger).map(Number))];
      return ids.length > 0 && ids.length <= MAX_IDS ? ids.sort((a, b) => a - b).join(',') : null;
    }
    case 'choice':
      return definition.values.includes(value) ? value : null;
    case 'integer': {
      const number = Number(value);
      return isInteger(value) && number >= definition.min && number <= definition.max
        ? String(number)
        : null;
    }
    case 'step': {
      const number = Number(value);
      return definition.steps.includes(number) ? String(number) : null;
    }
    case 'bounds':
      return normaliseBounds(value);
    case 'date':
      return isIsoDay(value) ? value : null;
  }
}

type QueryInput = Readonly<Record<string, string>> | URLSearchParams;

const read = (query: QueryInput, name: string) =>
  query instanceof URLSearchParams ? query.get(name) : query[name];

/**
 * Reads a search from its query string. Unknown parameters and invalid values are dropped, as is
 * a radius without a place: every page of the search then asks the API only what it accepts.
 */
export function parseSearchState(kind: SearchKind, query: QueryInput): SearchState {
  const filters: Record<string, string> = {};
  for (const definition of SEARCH_PARAMS[kind]) {
    const raw = read(query, definition.name);
    const value = raw == null ? null : normalise(definition, raw);
    if (value !== null) filters[definition.name] = value;
  }
  if (!filters.place) delete filters.distance;
  const page = Number(read(query, 'page'));
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    mapOpen: read(query, 'map') === '1',
  };
}

/** The filters as query parameters in definition order (also what the search API gets). */
export function filterParams(kind: SearchKind, state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const { name } of SEARCH_PARAMS[kind]) {
    const value = state.filters[name];
    if (value !== undefined) params.set(name, value);
  }
  return params;
}

/** `?region=272&page=2&map=1`, or '' for the plain first page. */
export function searchQueryString(kind: SearchKind, state: SearchState): string {
  const params = filterParams(kind, state);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.mapOpen) params.set('map', '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The state with one filter set (a canonical value) or removed (null). Any change of filters
 * starts again at page 1; removing the place removes its radius too.
 */
export function withFilter(state: SearchState, name: string, value: string | null): SearchState {
  const filters = { ...state.filters };
  if (value === null || value === '') delete filters[name];
  else filters[name] = value;
  if (!filters.place) delete filters.distance;
  return { ...state, filters, page: 1 };
}

/** The ids a taxonomy filter holds, e.g. `['272', '273']` for `region=272,273`. */
export function idsOf(state: SearchState, name: string): string[] {
  return state.filters[name]?.split(',') ?? [];
}

/** Adds or removes one id of a taxonomy filter. */
export function toggleId(state: SearchState, name: string, id: string): SearchState {
  const ids = idsOf(state, name);
  const next = ids.includes(id) ? ids.filter((candidate) => candidate !== id) : [...ids, id];
  return withFilter(
    state,
    name,
    next.length > 0
      ? next
          .map(Number)
          .sort((a, b) => a - b)
          .join(',')
      : null,
  );
}

/** No filter left; the map stays as it is. */
export function withoutFilters(state: SearchState): SearchState {
  return { ...EMPTY_SEARCH, mapOpen: state.mapOpen };
}

/** How many filter values are active: each id of a list counts, the radius does not. */
export function activeFilterCount(kind: SearchKind, state: SearchState): number {
  let count = 0;
  for (const definition of SEARCH_PARAMS[kind]) {
    const value = state.filters[definition.name];
    if (value === undefined || definition.name === 'distance') continue;
    count += definition.type === 'ids' ? value.split(',').length : 1;
  }
  return count;
}

/** A map area as the `bounds` value (south,west,north,east), clamped to the globe and rounded. */
export function boundsValue(area: {
  south: number;
  west: number;
  north: number;
  east: number;
}): string | null {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return normaliseBounds(
    [
      clamp(area.south, 90),
      clamp(area.west, 180),
      clamp(area.north, 90),
      clamp(area.east, 180),
    ].join(','),
  );
}

/** The `bounds` value as an area, or null. */
export function boundsOf(state: SearchState) {
  const parts = state.filters.bounds?.split(',').map(Number);
  if (!parts || parts.length !== 4) return null;
  const [south, west, north, east] = parts as [number, number, number, number];
  return { south, west, north, east };
}
