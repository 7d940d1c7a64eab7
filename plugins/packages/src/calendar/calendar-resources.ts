import { z } from 'zod';
import {
  authorFields,
  choiceFilter,
  defineResource,
  MAX_ROW_ID,
  messages,
  numberFilter,
  queryDate,
  ValidationError,
  wholeNumber,
  type PlatformServices,
  type ResourceFilter,
} from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { markVenuePackagesChanged } from '../search/sync-packages';
import {
  BACKOFFICE_CALENDARS,
  CALENDAR_KINDS,
  CALENDAR_RESOURCES,
  calendarEntryInput,
  calendarMessages,
  dayNumber,
  pricePeriodInput,
  REPEAT_FREQUENCIES,
} from '../domain';
import { CALENDAR_ENTRIES, PRICE_PERIODS } from './calendar-migrations';
import {
  refuseCalendarOverlaps,
  refuseForeignScope,
  refusePricePeriodOverlap,
  refuseTimingErrors,
  timingColumns,
  timingOf,
  type TimingColumns,
} from './calendar-store';

/*
 * Venue calendars in the back office (sales and admin read and correct them): the calendar
 * entries and the price planning periods of every venue, with the owners' rules (timing rules,
 * room of the venue, no overlaps with the spec's texts) from the same store functions.
 */

/** The spec names no text for a calendar of a venue that is not there; ours. */
export const UNKNOWN_VENUE = 'Diese Location gibt es nicht.';

/** Columns as the owner's camelCase fields name them (the rules' errors name the latter). */
const COLUMN_OF: Record<string, string> = {
  startDate: 'start_date',
  endDate: 'end_date',
  startHour: 'start_hour',
  endHour: 'end_hour',
  'repeat.until': 'repeat_until',
};
const columnOf = (field: string) => COLUMN_OF[field] ?? field;

const owner = calendarEntryInput.shape;
const repeat = owner.repeat.unwrap().unwrap().shape;

/** The days an entry or period touches meet `[date_from, date_to]` (both inclusive, ISO dates). */
function dayFilter(column: string, bound: 'from' | 'to', asDay: boolean): ResourceFilter<string> {
  return {
    schema: queryDate().transform((value) => value.slice(0, 10)),
    apply: (query, value) =>
      void query.where(column, bound === 'from' ? '>=' : '<=', asDay ? dayNumber(value) : value),
  };
}

const venueFilter = { location_id: numberFilter('location_id', 1, MAX_ROW_ID) };

/** The room ids of a venue, or a 422 on `location_id` when there is none. */
async function venueRooms(services: PlatformServices, locationId: number): Promise<number[]> {
  const rooms = await services.service(CATALOGUE).locationRooms(locationId);
  if (!rooms) throw ValidationError.field('location_id', UNKNOWN_VENUE);
  return rooms;
}

const entryFields = {
  room_id: owner.roomId,
  hall_id: owner.hallId,
  kind: owner.kind,
  start_date: owner.startDate,
  end_date: owner.endDate,
  start_hour: owner.startHour,
  end_hour: owner.endHour,
  repeat_frequency: repeat.frequency.nullable().default(null),
  repeat_interval: repeat.interval.nullable().default(null),
  repeat_until: repeat.until.nullable().default(null),
  note: owner.note,
};

const entryObject = z.object(entryFields);
type EntryValues = z.output<typeof entryObject>;
const REPEAT_COLUMNS = ['repeat_frequency', 'repeat_interval', 'repeat_until'] as const;

/**
 * An entry's input as its columns: the repetition's three fields all or none, the timing rules
 * checked (their texts on the columns) before its occurrences are expanded into the stored
 * RRULE and covered days.
 */
function entryColumns<Values extends EntryValues>(values: Values, context: z.RefinementCtx) {
  const refuse = (field: string, message: string) =>
    context.addIssue({ code: 'custom', message, path: [field] });
  if (REPEAT_COLUMNS.some((column) => values[column] !== null)) {
    const missing = REPEAT_COLUMNS.filter((column) => values[column] === null);
    for (const column of missing) refuse(column, messages.required);
    if (missing.length > 0) return z.NEVER;
  }
  const timing = timingOf(values);
  try {
    refuseTimingErrors(timing, columnOf);
  } catch (error) {
    for (const [field, texts] of Object.entries((error as ValidationError).errors))
      for (const message of texts) refuse(field, message);
    return z.NEVER;
  }
  return { ...values, ...timingColumns(timing) };
}

export const calendarEntryCreate = entryObject
  .extend({ location_id: wholeNumber(1, MAX_ROW_ID) })
  .transform(entryColumns);
/** An entry stays with its venue: a change edits its room, kind, timing and note. */
export const calendarEntryUpdate = entryObject.transform(entryColumns);

export const backofficeCalendarEntryAnswer = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  room_id: z.number().int().nullable(),
  hall_id: z.number().int().nullable(),
  kind: z.enum(CALENDAR_KINDS),
  start_date: z.string(),
  end_date: z.string(),
  start_hour: z.number().int().nullable(),
  end_hour: z.number().int().nullable(),
  repeat_frequency: z.enum(REPEAT_FREQUENCIES).nullable(),
  repeat_interval: z.number().int().nullable(),
  repeat_until: z.string().nullable(),
  rrule: z.string().nullable(),
  note: z.string().nullable(),
  /** `owner`, `import` (an .ics file) or `backoffice`. */
  source: z.string(),
  ...authorFields,
});

/** Calendar entries of every venue: event, internal use or construction, per venue, room or hall. */
export const calendarEntryResource = defineResource({
  name: CALENDAR_RESOURCES.entries,
  answerName: 'BackofficeCalendarEntry',
  noun: 'calendar entry',
  table: CALENDAR_ENTRIES,
  row: backofficeCalendarEntryAnswer,
  create: calendarEntryCreate.transform((values) => ({ ...values, source: 'backoffice' })),
  update: calendarEntryUpdate,
  filters: {
    ...venueFilter,
    room_id: numberFilter('room_id', 1, MAX_ROW_ID),
    hall_id: numberFilter('hall_id', 1, MAX_ROW_ID),
    kind: choiceFilter('kind', CALENDAR_KINDS),
    date_from: dayFilter('last_day', 'from', true),
    date_to: dayFilter('first_day', 'to', true),
  },
  sortable: ['start_date', 'location_id', 'kind', 'updated_at', 'id'],
  defaultSort: { field: 'start_date', order: 'desc' },
  search: ['note'],
  delete: true,
  permissions: { read: BACKOFFICE_CALENDARS, write: BACKOFFICE_CALENDARS },
  async check(services, trx, values, before) {
    const locationId = Number(before?.location_id ?? values.location_id);
    const rooms = await venueRooms(services, locationId);
    const scope = {
      roomId: values.room_id as number | null,
      hallId: values.hall_id as number | null,
    };
    await refuseForeignScope(trx, locationId, rooms, scope, (field) =>
      field === 'roomId' ? 'room_id' : 'hall_id',
    );
    await refuseCalendarOverlaps(
      trx,
      locationId,
      [{ ...timingOf(values as unknown as TimingColumns), ...scope }],
      { exceptId: before ? Number(before.id) : null, field: 'start_date' },
    );
  },
  async onChange(services, { ids, trx, before }) {
    // The rows' venues (a deleted row's from `before`): their packages' free days change.
    const venues: number[] = await trx(CALENDAR_ENTRIES).whereIn('id', ids).pluck('location_id');
    await markVenuePackagesChanged(
      services,
      [...venues, ...(before ?? []).map((row) => Number(row.location_id))],
      trx,
    );
  },
});

const periodFields = {
  start_date: pricePeriodInput.shape.startDate,
  end_date: pricePeriodInput.shape.endDate,
  kind: pricePeriodInput.shape.kind,
  percent: pricePeriodInput.shape.percent,
  note: pricePeriodInput.shape.note,
};

const periodObject = z.object(periodFields);
const endNotBeforeStart = (period: { start_date: string; end_date: string }) =>
  period.end_date >= period.start_date;
const endRule = { error: calendarMessages.endBeforeStart, path: ['end_date'] };

export const pricePeriodCreate = periodObject
  .extend({ location_id: wholeNumber(1, MAX_ROW_ID) })
  .refine(endNotBeforeStart, endRule);
/** A period stays with its venue. */
export const pricePeriodUpdate = periodObject.refine(endNotBeforeStart, endRule);

export const backofficePricePeriodAnswer = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  kind: z.enum(['surcharge', 'discount']),
  percent: z.number(),
  note: z.string().nullable(),
  ...authorFields,
});

/** Price planning periods of every venue: a surcharge or discount in percent for whole days. */
export const pricePeriodResource = defineResource({
  name: CALENDAR_RESOURCES.pricePeriods,
  answerName: 'BackofficePricePeriod',
  noun: 'price planning period',
  table: PRICE_PERIODS,
  row: backofficePricePeriodAnswer,
  toRow: (record) => ({ ...record, percent: Number(record.percent) }),
  create: pricePeriodCreate,
  update: pricePeriodUpdate,
  filters: {
    ...venueFilter,
    kind: choiceFilter('kind', ['surcharge', 'discount']),
    date_from: dayFilter('end_date', 'from', false),
    date_to: dayFilter('start_date', 'to', false),
  },
  sortable: ['start_date', 'location_id', 'percent', 'updated_at', 'id'],
  defaultSort: { field: 'start_date', order: 'desc' },
  search: ['note'],
  delete: true,
  permissions: { read: BACKOFFICE_CALENDARS, write: BACKOFFICE_CALENDARS },
  async check(services, trx, values, before) {
    const locationId = Number(before?.location_id ?? values.location_id);
    await venueRooms(services, locationId);
    await refusePricePeriodOverlap(
      trx,
      locationId,
      { startDate: String(values.start_date), endDate: String(values.end_date) },
      { exceptId: before ? Number(before.id) : null, field: 'start_date' },
    );
  },
});

export const calendarResources = [calendarEntryResource, pricePeriodResource];
