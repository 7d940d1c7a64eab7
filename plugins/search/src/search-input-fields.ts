import { z } from 'zod';
import { decimalNumber, messages, text, wholeNumber } from '@eventalp/platform-sdk';
import {
  COUNTRY_PARAM,
  MAX_IDS,
  PERSONS_PARAM,
  PLACE_PARAM,
  SEARCH_PAGE_SIZE,
  TEXT_PARAM,
} from './domain/search-parameters';

/** Comma-separated taxonomy ids, e.g. `272,273` (at most `MAX_IDS`). */
export const idList = z
  .string()
  .max(2000, messages.format)
  .optional()
  .transform((value) => (value ? value.split(',').filter(Boolean) : []))
  .pipe(z.array(z.string().regex(/^\d{1,9}$/, messages.format)).max(MAX_IDS, messages.format));

/** A map rectangle in decimal degrees (west is not east of east: no search across 180°). */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** `bounds=south,west,north,east`, e.g. `46.9,8.2,47.6,9.0` ("search in this area"). */
export const boundsParam = z
  .string()
  .max(200, messages.format)
  .optional()
  .transform((value, context): Bounds | undefined => {
    if (value === undefined) return undefined;
    const parts = value.split(',');
    const numbers = parts.map((part) =>
      /^\s*-?\d{1,3}(\.\d{1,12})?\s*$/.test(part) ? Number(part) : NaN,
    );
    const [south, west, north, east] = numbers as [number, number, number, number];
    const valid =
      numbers.length === 4 &&
      numbers.every(Number.isFinite) &&
      south >= -90 &&
      north <= 90 &&
      south <= north &&
      west >= -180 &&
      east <= 180 &&
      west <= east;
    if (!valid) {
      context.addIssue({ code: 'custom', message: messages.format });
      return z.NEVER;
    }
    return { south, west, north, east };
  });

/** Parameters every entry search takes (the list, and the map without paging). */
export const commonSearchFields = {
  q: z
    .string()
    .trim()
    .max(TEXT_PARAM.maxLength, messages.maxLength(TEXT_PARAM.maxLength))
    .optional(),
  category: idList,
  region: idList,
  country: z.enum(COUNTRY_PARAM.values, { error: messages.format }).optional(),
  place: z
    .string()
    .max(20, messages.format)
    .regex(/^\d{1,9}$/, messages.format)
    .refine((id) => Number(id) >= PLACE_PARAM.min, messages.format)
    .optional(),
  /** Radius around the place in km; 0 means the place itself (spec: distance default 0). */
  distance: decimalNumber(0, 300).default(0),
  bounds: boundsParam,
  page: wholeNumber(1, 1_000).default(1),
  per_page: wholeNumber(1, 100).default(SEARCH_PAGE_SIZE),
  /** The visitor's search session (8 digits): the random order inside a tier stays the same. */
  seed: z
    .string()
    .max(20, messages.format)
    .regex(/^\d{8}$/, messages.format)
    .optional(),
};

/** The map answers every match at once: whatever paging a list URL carries is ignored there. */
export const ignoredPaging = {
  page: text(100)
    .optional()
    .transform(() => 1),
  per_page: text(100)
    .optional()
    .transform(() => 36),
};

/** Guests: at least this many persons (capacity for locations, maximum people for providers). */
export const personsParam = wholeNumber(PERSONS_PARAM.min, PERSONS_PARAM.max).optional();

/** What every entry search input holds after validation. */
export interface CommonSearchInput {
  q?: string;
  category: string[];
  region: string[];
  country?: '1' | '2' | '3';
  place?: string;
  distance: number;
  bounds?: Bounds;
  page: number;
  per_page: number;
  seed?: string;
}
