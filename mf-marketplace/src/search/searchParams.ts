// What each search understands in its URL. The location and provider tables are the search
// plugin's (`@eventalp/plugin-search/domain`), the same the API builds its input schemas from;
// the package search adds its own. The API re-validates every value; these rules keep the
// page's URLs canonical and drop what the API would refuse.
import {
  PACKAGE_DISTANCE_STEPS,
  PACKAGE_EVENT_TYPE_NAMES,
  PACKAGE_PLACE_MAX_LENGTH,
  PACKAGE_SEARCH_MAX_PERSONS,
} from '@eventalp/plugin-packages/domain';
import {
  LOCATION_SEARCH_PARAMS,
  PROVIDER_SEARCH_PARAMS,
  type ParamDefinition,
} from '@eventalp/plugin-search/domain';

export {
  DISTANCE_STEPS,
  LOCATION_TERM_FIELDS,
  MAX_IDS,
  PROVIDER_TERM_FIELDS,
  REGION_TYPES,
  ROOM_AREA_STEPS,
  ROOM_COUNT_STEPS,
  ROOM_HEIGHT_STEPS,
  SEARCH_PAGE_SIZE,
  SEATING_STYLES,
  type ParamDefinition,
  type SeatingStyle,
} from '@eventalp/plugin-search/domain';

/** The three offer types with a search page (spec section 2, Search). */
export type SearchKind = 'locations' | 'provider' | 'packages';

/** The filters of each search, in URL order. */
export const SEARCH_PARAMS: Record<SearchKind, readonly ParamDefinition[]> = {
  locations: LOCATION_SEARCH_PARAMS,
  provider: PROVIDER_SEARCH_PARAMS,
  // Package search data (spec section 3): persons, region, place, distance, event type; and the
  // day the package is to start. The names are the package search route's.
  packages: [
    { name: 'persons', type: 'integer', min: 1, max: PACKAGE_SEARCH_MAX_PERSONS },
    { name: 'region', type: 'integer', min: 1, max: 999_999_999 },
    { name: 'place', type: 'text', maxLength: PACKAGE_PLACE_MAX_LENGTH },
    { name: 'distance', type: 'choice', values: PACKAGE_DISTANCE_STEPS.slice(1).map(String) },
    { name: 'eventType', type: 'choice', values: PACKAGE_EVENT_TYPE_NAMES },
    { name: 'date', type: 'date' },
  ],
};

/**
 * Every query parameter a search page reads (`parseSearchState`): the filters of all three
 * searches, the page and the open map. Anything else (utm_*, …) does not change the page.
 */
export const SEARCH_QUERY: readonly string[] = [
  ...new Set([
    ...Object.values(SEARCH_PARAMS).flatMap((params) => params.map((param) => param.name)),
    'page',
    'map',
  ]),
];
