import { z } from 'zod';
import { messages } from '@eventalp/platform-sdk';
import { LOCATION_TERM_FIELDS, SEATING_STYLES } from './location-index';

/** Comma-separated taxonomy ids, e.g. `272,273` (at most 50). */
const idList = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(',').filter(Boolean) : []))
  .pipe(z.array(z.string().regex(/^\d{1,9}$/, messages.format)).max(50, messages.format));

const optionalNumber = (max: number) =>
  z.coerce
    .number({ error: messages.format })
    .min(0, messages.format)
    .max(max, messages.format)
    .optional();

/** Query parameters of the location search; every filter of the search page lives in the URL. */
export const locationSearchInput = z.object({
  q: z.string().trim().max(200, messages.maxLength(200)).optional(),
  category: idList,
  region: idList,
  country: z.enum(['1', '2', '3'], { error: messages.format }).optional(),
  place: z
    .string()
    .regex(/^\d{1,9}$/, messages.format)
    .optional(),
  /** Radius around the place in km; 0 means the place itself (spec: distance default 0). */
  distance: z.coerce
    .number({ error: messages.format })
    .min(0, messages.format)
    .max(300, messages.format)
    .default(0),
  ...(Object.fromEntries(
    Object.keys(LOCATION_TERM_FIELDS).map((field) => [field, idList]),
  ) as Record<keyof typeof LOCATION_TERM_FIELDS, typeof idList>),
  style: z.enum(SEATING_STYLES, { error: messages.format }).optional(),
  persons: z.coerce
    .number({ error: messages.format })
    .int(messages.format)
    .min(1, messages.format)
    .max(100_000, messages.format)
    .optional(),
  area: optionalNumber(100_000),
  height: optionalNumber(100),
  rooms: optionalNumber(1_000),
  page: z.coerce
    .number({ error: messages.format })
    .int(messages.format)
    .min(1, messages.format)
    .max(1_000, messages.format)
    .default(1),
  per_page: z.coerce
    .number({ error: messages.format })
    .int(messages.format)
    .min(1, messages.format)
    .max(100, messages.format)
    .default(36),
  /** The visitor's search session (8 digits): the random order inside a tier stays the same. */
  seed: z
    .string()
    .regex(/^\d{8}$/, messages.format)
    .optional(),
});

export type LocationSearchInput = z.output<typeof locationSearchInput>;
