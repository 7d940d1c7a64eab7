import { z } from 'zod';
import {
  authorFields,
  MAX_ROW_ID,
  messages,
  requiredText,
  wholeNumber,
} from '@eventalp/platform-sdk';

/** Where a tile shows (spec section 3, "main area"): beside location or provider results, or both. */
export const ADVERTISING_AREAS = ['locations', 'providers', 'both'] as const;
export type AdvertisingArea = (typeof ADVERTISING_AREAS)[number];

/** The spec names no text for crossed capacities; ours. */
export const CAPACITY_ORDER_MESSAGE =
  'Die maximale Personenzahl muss mindestens so gross sein wie die minimale.';

/** A colour as `#rgb` or `#rrggbb`. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** An advertising tile as the back office lists, shows and changes it. */
export const backofficeAdvertisingTileAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  main_area: z.enum(ADVERTISING_AREAS),
  region_id: z.number().int().nullable(),
  building_type_id: z.number().int().nullable(),
  event_kind_id: z.number().int().nullable(),
  capacity_min: z.number().int().nullable(),
  capacity_max: z.number().int().nullable(),
  service_type_ids: z.array(z.number().int()),
  link: z.string(),
  background_colour: z.string(),
  text_colour: z.string(),
  active: z.boolean(),
  archived_at: z.iso.datetime().nullable(),
  ...authorFields,
});
export type BackofficeAdvertisingTile = z.output<typeof backofficeAdvertisingTileAnswer>;

/** Empty (absent, null or '') as null, else the schema's value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

const termId = optional(wholeNumber(1, MAX_ROW_ID));
const persons = optional(wholeNumber(1, 100_000));

/** An absolute http(s) address with a host, at most 2000 characters. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

const colour = requiredText({ max: 7 })
  .regex(HEX_COLOUR, { error: messages.format })
  .transform((value) => value.toLowerCase());

/**
 * A new or changed advertising tile (spec section 3): name, main area, the search it targets
 * (region, building type, suitable-for event kind, capacity, provider service types; each empty
 * means any), an external http(s) link, background and text colour as hex, active flag.
 */
export const advertisingTileInput = z
  .object({
    name: requiredText({ max: 255 }),
    main_area: z.enum(ADVERTISING_AREAS, { error: messages.format }),
    region_id: termId,
    building_type_id: termId,
    event_kind_id: termId,
    capacity_min: persons,
    capacity_max: persons,
    service_type_ids: z
      .array(wholeNumber(1, MAX_ROW_ID), { error: messages.format })
      .max(50, { error: messages.format })
      .nullish()
      .transform((ids) => [...new Set(ids ?? [])].sort((a, b) => a - b)),
    link: requiredText({ max: 2000 }).refine(isWebAddress, { error: messages.format }),
    background_colour: colour,
    text_colour: colour,
    active: z.boolean({ error: messages.format }).default(true),
  })
  .refine(
    (tile) =>
      tile.capacity_min === null ||
      tile.capacity_max === null ||
      tile.capacity_min <= tile.capacity_max,
    { path: ['capacity_max'], error: CAPACITY_ORDER_MESSAGE },
  );
export type AdvertisingTileInput = z.input<typeof advertisingTileInput>;

/** What a search page knows when it asks for its tiles; each criterion is optional. */
export const advertisingTileQuery = z.object({
  area: z.enum(['locations', 'providers'], { error: messages.format }),
  region_id: wholeNumber(1, MAX_ROW_ID).optional(),
  building_type_id: wholeNumber(1, MAX_ROW_ID).optional(),
  event_kind_id: wholeNumber(1, MAX_ROW_ID).optional(),
  persons: wholeNumber(1, 100_000).optional(),
  service_type_id: wholeNumber(1, MAX_ROW_ID).optional(),
});
/** A search page's request for its tiles (`siteClient(http).advertisingTiles`). */
export type AdvertisingTileQuery = {
  area: 'locations' | 'providers';
  region_id?: number;
  building_type_id?: number;
  event_kind_id?: number;
  persons?: number;
  service_type_id?: number;
};

/** An active tile as a search page shows it. */
export const advertisingTileAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    link: z.string(),
    background_colour: z.string(),
    text_colour: z.string(),
  })
  .meta({ id: 'AdvertisingTile' });
export type AdvertisingTile = z.output<typeof advertisingTileAnswer>;

/** `GET /api/guest/advertising-tiles`: the tiles matching a search, newest first. */
export const advertisingTilesAnswer = z
  .array(advertisingTileAnswer)
  .meta({ id: 'AdvertisingTiles' });
