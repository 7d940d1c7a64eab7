import { z } from 'zod';
import { messages } from '@eventalp/platform-sdk';

/** Comma-separated taxonomy ids, e.g. `272,273` (at most 50). */
export const idList = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(',').filter(Boolean) : []))
  .pipe(z.array(z.string().regex(/^\d{1,9}$/, messages.format)).max(50, messages.format));

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

const number = () => z.coerce.number({ error: messages.format });

/** Parameters every entry search takes (the list, and the map without paging). */
export const commonSearchFields = {
  q: z.string().trim().max(200, messages.maxLength(200)).optional(),
  category: idList,
  region: idList,
  country: z.enum(['1', '2', '3'], { error: messages.format }).optional(),
  place: z
    .string()
    .regex(/^\d{1,9}$/, messages.format)
    .optional(),
  /** Radius around the place in km; 0 means the place itself (spec: distance default 0). */
  distance: number().min(0, messages.format).max(300, messages.format).default(0),
  bounds: boundsParam,
  page: number()
    .int(messages.format)
    .min(1, messages.format)
    .max(1_000, messages.format)
    .default(1),
  per_page: number()
    .int(messages.format)
    .min(1, messages.format)
    .max(100, messages.format)
    .default(36),
  /** The visitor's search session (8 digits): the random order inside a tier stays the same. */
  seed: z
    .string()
    .regex(/^\d{8}$/, messages.format)
    .optional(),
};

/** The map answers every match at once: whatever paging a list URL carries is ignored there. */
export const ignoredPaging = {
  page: z
    .unknown()
    .optional()
    .transform(() => 1),
  per_page: z
    .unknown()
    .optional()
    .transform(() => 36),
};

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
