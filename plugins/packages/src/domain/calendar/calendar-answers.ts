import { z } from 'zod';
import {
  decimalNumber,
  MAX_ROW_ID,
  messages,
  optionalText,
  text,
  wholeNumber,
} from '@eventalp/platform-sdk';
import { CALENDAR_KINDS, REPEAT_FREQUENCIES } from './calendar-rules';

/** Paths of a venue's calendar (owner side) and of its private iCal subscription. */
export const CALENDAR_PATHS = {
  calendar: '/user/packages/:locationId/calendar',
  entries: '/user/packages/:locationId/calendar/entries',
  entry: '/user/packages/:locationId/calendar/entries/:entryId',
  pricePeriods: '/user/packages/:locationId/calendar/price-periods',
  pricePeriod: '/user/packages/:locationId/calendar/price-periods/:periodId',
  feed: '/user/packages/:locationId/calendar/feed',
  import: '/user/packages/:locationId/calendar/import',
  subscription: '/packages/calendar/:token',
} as const;

/** The back-office permission over every venue's calendar and price planning (admin, sales). */
export const BACKOFFICE_CALENDARS = 'backoffice.calendars';

/** The back-office resources of the calendars (`/api/backoffice/<name>`). */
export const CALENDAR_RESOURCES = {
  entries: 'calendar-entries',
  pricePeriods: 'calendar-price-periods',
} as const;

const isoDate = text(10, messages.format)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.format })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: messages.format,
    },
  );
const hour = wholeNumber(0, 24).nullable().default(null);

/** A calendar entry as the owner sends it (the form validates with the same schema). */
export const calendarEntryInput = z.object({
  roomId: wholeNumber(1, MAX_ROW_ID).nullable().default(null),
  /** A hall of the venue's packages (null: the venue or the room); never both with `roomId`. */
  hallId: wholeNumber(1, MAX_ROW_ID).nullable().default(null),
  kind: z.enum(CALENDAR_KINDS, { error: messages.format }),
  startDate: isoDate,
  endDate: isoDate,
  startHour: hour,
  endHour: hour,
  repeat: z
    .object({
      frequency: z.enum(REPEAT_FREQUENCIES, { error: messages.format }),
      interval: wholeNumber(1, 52),
      until: isoDate,
    })
    .nullable()
    .default(null),
  note: optionalText(1000),
});
export type CalendarEntryInput = z.input<typeof calendarEntryInput>;

/** A price planning period: whole days with a surcharge or discount in percent. */
export const pricePeriodInput = z.object({
  startDate: isoDate,
  endDate: isoDate,
  kind: z.enum(['surcharge', 'discount'], { error: messages.format }),
  percent: decimalNumber(0, 100),
  note: optionalText(1000),
});
export type PricePeriodInput = z.input<typeof pricePeriodInput>;

export const calendarEntryAnswer = z
  .object({
    id: z.number(),
    roomId: z.number().nullable(),
    hallId: z.number().nullable(),
    kind: z.enum(CALENDAR_KINDS),
    startDate: z.string(),
    endDate: z.string(),
    startHour: z.number().nullable(),
    endHour: z.number().nullable(),
    repeat: z
      .object({ frequency: z.enum(REPEAT_FREQUENCIES), interval: z.number(), until: z.string() })
      .nullable(),
    rrule: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'CalendarEntry' });
export type CalendarEntry = z.output<typeof calendarEntryAnswer>;

export const pricePeriodAnswer = z
  .object({
    id: z.number(),
    startDate: z.string(),
    endDate: z.string(),
    kind: z.enum(['surcharge', 'discount']),
    percent: z.number(),
    note: z.string().nullable(),
  })
  .meta({ id: 'PricePeriod' });
export type PricePeriod = z.output<typeof pricePeriodAnswer>;

/** `GET` of a venue's calendar: its rooms and halls, entries, price periods and subscription path. */
export const venueCalendarAnswer = z
  .object({
    locationId: z.number(),
    roomIds: z.array(z.number()),
    /** The venue's rooms and package halls by name (a hall in a room names it), for the forms. */
    rooms: z.array(z.object({ id: z.number(), name: z.string() })),
    halls: z.array(z.object({ id: z.number(), name: z.string(), roomId: z.number().nullable() })),
    entries: z.array(calendarEntryAnswer),
    pricePeriods: z.array(pricePeriodAnswer),
    /** `/api/packages/calendar/{token}.ics`: private; whoever has it reads the busy times. */
    subscriptionPath: z.string(),
  })
  .meta({ id: 'VenueCalendar' });
export type VenueCalendar = z.output<typeof venueCalendarAnswer>;

export const calendarImportAnswer = z
  .object({ imported: z.number(), entries: z.array(calendarEntryAnswer) })
  .meta({ id: 'CalendarImport' });
export type CalendarImport = z.output<typeof calendarImportAnswer>;

/** A venue's new private iCal address (the old one stops working). */
export const calendarFeedAnswer = z
  .object({ subscriptionPath: z.string() })
  .meta({ id: 'CalendarFeed' });
