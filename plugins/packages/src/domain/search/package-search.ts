import { z } from 'zod';
import { messages, text, wholeNumber } from '@eventalp/platform-sdk';
import { PACKAGE_EVENT_TYPE_NAMES } from '../package-constants';
import {
  isIsoDay,
  PACKAGE_PLACE_MAX_LENGTH,
  PACKAGE_SEARCH_MAX_PERSONS,
  PACKAGE_SEARCH_PAGE_SIZE,
} from './package-search-params';

const isoDate = text(10).refine(isIsoDay, messages.format);

/** Query parameters of `GET /api/guest/packages/search` (package search data, spec section 3). */
export const packageSearchInput = z.object({
  persons: wholeNumber(1, PACKAGE_SEARCH_MAX_PERSONS).optional(),
  /** A region (canton or state) id of the taxonomy. */
  region: text(20)
    .regex(/^\d{1,9}$/, messages.format)
    .optional(),
  /** A postcode or a city's name. */
  place: z
    .string({ error: messages.format })
    .trim()
    .max(PACKAGE_PLACE_MAX_LENGTH, messages.maxLength(PACKAGE_PLACE_MAX_LENGTH))
    .optional()
    .transform((value) => value || undefined),
  /** Radius around the place in km; 0 is the place itself. */
  distance: wholeNumber(0, 300).default(0),
  eventType: z.enum(PACKAGE_EVENT_TYPE_NAMES, { error: messages.format }).optional(),
  /** Only packages that can start on this day (ISO). */
  date: isoDate.optional(),
  /** The visitor's search session (8 digits, the `/seedId=` rule): same seed, same order. */
  seed: text(20)
    .regex(/^\d{8}$/, messages.format)
    .optional(),
  page: wholeNumber(1, 1_000).default(1),
  size: wholeNumber(1, 100).default(PACKAGE_SEARCH_PAGE_SIZE),
});
export type PackageSearchInput = z.output<typeof packageSearchInput>;
export type PackageSearchQuery = z.input<typeof packageSearchInput>;

export const packageSearchCardAnswer = z
  .object({
    packageId: z.number().int(),
    name: z.string(),
    eventType: z.enum(PACKAGE_EVENT_TYPE_NAMES),
    venue: z.object({
      id: z.number().int(),
      name: z.string(),
      city: z.string().nullable(),
      region: z.string().nullable(),
    }),
    photoUrl: z.string().nullable(),
    /** Most persons the package takes. */
    persons: z.number().int(),
    /** The lower of the single price and the price per person for two, in Rappen. */
    priceFromRappen: z.number().int(),
    /** The package's detail page. */
    path: z.string(),
  })
  .meta({ id: 'PackageSearchCard' });
export type PackageSearchCard = z.output<typeof packageSearchCardAnswer>;

/** `GET /api/guest/packages/search`: one page of package cards in the seed's order. */
export const packageSearchAnswer = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    /** The 8-digit seed of the order (new when none was asked). */
    seed: z.string(),
    cards: z.array(packageSearchCardAnswer),
  })
  .meta({ id: 'PackageSearchResults' });
export type PackageSearchResults = z.output<typeof packageSearchAnswer>;
