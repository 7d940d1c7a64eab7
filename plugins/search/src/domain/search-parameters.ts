// The search parameter table: what the location and provider searches understand in their URL,
// one definition per query parameter, in the order a canonical URL lists them. The search routes
// build their input schemas from it (`search-input-fields.ts`, `location-search-input.ts`,
// `provider-search-input.ts`) and the marketplace's search page parses and writes its URLs with
// it (`mf-marketplace/src/search/searchState.ts`). No zod here: pages bundle this module.
import { SEATING_STYLES } from '@eventalp/plugin-catalog/domain';

export { SEATING_STYLES, type SeatingStyle } from '@eventalp/plugin-catalog/domain';

/** Cards per page: the old search's page size, so legacy page numbers still fit (spec 9). */
export const SEARCH_PAGE_SIZE = 36;

/** Most ids one filter takes. */
export const MAX_IDS = 50;

/** Longest free text of a search. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

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
  | { name: string; type: 'bounds' }
  /** An ISO day (YYYY-MM-DD) that exists. */
  | { name: string; type: 'date' };

export const TEXT_PARAM = {
  name: 'q',
  type: 'text',
  maxLength: SEARCH_TEXT_MAX_LENGTH,
} as const satisfies ParamDefinition;
export const COUNTRY_PARAM = {
  name: 'country',
  type: 'choice',
  values: ['1', '2', '3'],
} as const satisfies ParamDefinition;
export const PLACE_PARAM = {
  name: 'place',
  type: 'integer',
  min: 1,
  max: 999_999_999,
} as const satisfies ParamDefinition;
export const PERSONS_PARAM = {
  name: 'persons',
  type: 'integer',
  min: 1,
  max: 100_000,
} as const satisfies ParamDefinition;
export const BOUNDS_PARAM = { name: 'bounds', type: 'bounds' } as const satisfies ParamDefinition;
export const idsParam = (name: string): ParamDefinition => ({ name, type: 'ids' });

/** Where: country, regions, a place and the radius around it. */
export const WHERE_PARAMS: readonly ParamDefinition[] = [
  COUNTRY_PARAM,
  idsParam('region'),
  PLACE_PARAM,
  { name: 'distance', type: 'choice', values: DISTANCE_STEPS.slice(1).map(String) },
];

/** The filters of the location search, in URL order. */
export const LOCATION_SEARCH_PARAMS: readonly ParamDefinition[] = [
  TEXT_PARAM,
  ...WHERE_PARAMS,
  ...Object.keys(LOCATION_TERM_FIELDS).map(idsParam),
  { name: 'style', type: 'choice', values: SEATING_STYLES },
  PERSONS_PARAM,
  { name: 'area', type: 'step', steps: ROOM_AREA_STEPS },
  { name: 'height', type: 'step', steps: ROOM_HEIGHT_STEPS },
  { name: 'rooms', type: 'step', steps: ROOM_COUNT_STEPS },
  BOUNDS_PARAM,
];

/** The filters of the provider search, in URL order. */
export const PROVIDER_SEARCH_PARAMS: readonly ParamDefinition[] = [
  TEXT_PARAM,
  ...WHERE_PARAMS,
  ...Object.keys(PROVIDER_TERM_FIELDS).map(idsParam),
  PERSONS_PARAM,
  BOUNDS_PARAM,
];
