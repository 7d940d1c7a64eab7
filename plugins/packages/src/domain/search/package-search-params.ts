// The package search's parameters and pure rules, without zod: the search page bundles them.

/** Path of the package search below `/api`. */
export const PACKAGE_SEARCH_PATH = '/guest/packages/search';

/** Cards per result page of the package search. */
export const PACKAGE_SEARCH_PAGE_SIZE = 24;
/** Persons a package search asks for, at most. */
export const PACKAGE_SEARCH_MAX_PERSONS = 10_000;
/** Longest place (postcode or city) a search takes. */
export const PACKAGE_PLACE_MAX_LENGTH = 100;
/** Radius choices around a place in km; 0 is the place itself (spec: distance default 0). */
export const PACKAGE_DISTANCE_STEPS = [0, 5, 10, 20, 50, 100] as const;

/** The German texts of the package search (ours: the spec names the filters, not the words). */
export const packageSearchMessages = {
  dateRange: 'Bitte wähle ein Datum von heute bis in 400 Tagen.',
} as const;

/** Whether `value` is an ISO day (YYYY-MM-DD) that exists in the calendar. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** The lowest price a card shows: the lower of the two prices that are set (0 when none is). */
export function priceFrom(singleRappen: number, perPersonRappen: number): number {
  const prices = [singleRappen, perPersonRappen].filter((price) => price > 0);
  return prices.length > 0 ? Math.min(...prices) : 0;
}
