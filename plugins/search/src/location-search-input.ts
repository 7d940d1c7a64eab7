import { z } from 'zod';
import { decimalNumber, messages } from '@eventalp/platform-sdk';
import { LOCATION_TERM_FIELDS, SEATING_STYLES } from './location-index';
import { commonSearchFields, idList, personsParam } from './search-input-fields';

const optionalNumber = (max: number) => decimalNumber(0, max).optional();

/** Query parameters of the location search; every filter of the search page lives in the URL. */
export const locationSearchInput = z.object({
  ...commonSearchFields,
  ...(Object.fromEntries(
    Object.keys(LOCATION_TERM_FIELDS).map((field) => [field, idList]),
  ) as Record<keyof typeof LOCATION_TERM_FIELDS, typeof idList>),
  style: z.enum(SEATING_STYLES, { error: messages.format }).optional(),
  persons: personsParam,
  area: optionalNumber(100_000),
  height: optionalNumber(100),
  rooms: optionalNumber(1_000),
});

export type LocationSearchInput = z.output<typeof locationSearchInput>;
