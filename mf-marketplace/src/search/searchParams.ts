// What each search understands in its URL: one definition per query parameter, in the order the
// URL lists them. The search API re-validates every value; these rules keep the page's URLs
// canonical and drop what the API would refuse.
import { SEATING_STYLES } from '../catalog/catalogTypes';

export { SEATING_STYLES, type SeatingStyle } from '../catalog/catalogTypes';

/** The three offer types with a search page (spec section 2, Search). */
export type SearchKind = 'locations' | 'provider' | 'packages';

/** Cards per page: the old search's page size, so legacy page numbers still fit (spec 9). */
export const SEARCH_PAGE_SIZE = 36;

/** Room filter steps (spec section 9); the last step of each means "or more". */
export const ROOM_AREA_STEPS = [50, 100, 150, 200, 250, 300] as const;
export const ROOM_HEIGHT_STEPS = [2.5, 3, 3.5, 4, 4.5, 5] as const;
export const ROOM_COUNT_STEPS = [1, 2, 3, 4, 5, 6] as const;

/** Radius choices around a place in km; 0 is the place itself (spec: distance default 0). */
export const DISTANCE_STEPS = [0, 5, 10, 20, 50, 100] as const;

/** Taxonomy filters of locations, by URL parameter, with their taxonomy type code (spec 3). */
export const LOCATION_TERM_FIELDS = {
  category: 9,
  event_kinds: 3,
  building_types: 4,
  settings: 1,
  infrastructure: 5,
  technology: 6,
  furniture: 7,
  surroundings: 8,
  accesses: 2,
  award_categories: 9,
  special_occasions: 0,
} as const;

/** Taxonomy filters of providers: main category (21), offers (25, by main category) and more. */
export const PROVIDER_TERM_FIELDS = {
  category: 21,
  offers: 25,
  event_kinds: 3,
  styles: 23,
  operations: 24,
  price_styles: 22,
} as const;

/** Region taxonomies by country category: Swiss cantons, German and Austrian states. */
export const REGION_TYPES = { 1: 26, 2: 27, 3: 28 } as const;

export type ParamDefinition =
  | { name: string; type: 'text'; maxLength: number }
  | { name: string; type: 'ids' }
  | { name: string; type: 'choice'; values: readonly string[] }
  | { name: string; type: 'integer'; min: number; max: number }
  | { name: string; type: 'step'; steps: readonly number[] }
  | { name: string; type: 'bounds' };

const text = { name: 'q', type: 'text', maxLength: 200 } as const;
const ids = (name: string): ParamDefinition => ({ name, type: 'ids' });
const where: ParamDefinition[] = [
  { name: 'country', type: 'choice', values: ['1', '2', '3'] },
  ids('region'),
  { name: 'place', type: 'integer', min: 1, max: 999_999_999 },
  { name: 'distance', type: 'choice', values: DISTANCE_STEPS.slice(1).map(String) },
];
const bounds: ParamDefinition = { name: 'bounds', type: 'bounds' };
const persons: ParamDefinition = { name: 'persons', type: 'integer', min: 1, max: 100_000 };

/** The filters of each search, in URL order. */
export const SEARCH_PARAMS: Record<SearchKind, readonly ParamDefinition[]> = {
  locations: [
    text,
    ...where,
    ...Object.keys(LOCATION_TERM_FIELDS).map(ids),
    { name: 'style', type: 'choice', values: SEATING_STYLES },
    persons,
    { name: 'area', type: 'step', steps: ROOM_AREA_STEPS },
    { name: 'height', type: 'step', steps: ROOM_HEIGHT_STEPS },
    { name: 'rooms', type: 'step', steps: ROOM_COUNT_STEPS },
    bounds,
  ],
  provider: [text, ...where, ...Object.keys(PROVIDER_TERM_FIELDS).map(ids), persons, bounds],
  // Package search data (spec section 3): persons, region, place, distance, event type.
  packages: [...where, ids('event_kinds'), persons],
};

/** Most ids one filter takes (the API's limit). */
export const MAX_IDS = 50;
