import type { Knex } from 'knex';
import { ValidationError } from '@eventalp/platform-sdk';
import {
  calendarIntervals,
  calendarMessages,
  calendarTimingErrors,
  dateRangesOverlap,
  dayNumber,
  intervalsOverlap,
  lastCoveredDay,
  repeatRule,
  scopesMeet,
  type CalendarEntry,
  type CalendarKind,
  type CalendarScope,
  type CalendarTiming,
  type HourInterval,
  type PricePeriod,
  type RepeatFrequency,
} from '../domain/calendar';
import { HALLS } from '../editing/editing-migrations';
import { CALENDAR_ENTRIES, PRICE_PERIODS } from './calendar-migrations';

/** A calendar entry to add: its timing, scope, kind and note. */
export interface NewCalendarEntry extends CalendarTiming {
  roomId: number | null;
  hallId: number | null;
  kind: CalendarKind;
  note: string | null;
}

export interface EntryRow {
  id: number;
  location_id: number;
  room_id: number | null;
  hall_id: number | null;
  kind: CalendarKind;
  start_date: string;
  end_date: string;
  start_hour: number | null;
  end_hour: number | null;
  repeat_frequency: RepeatFrequency | null;
  repeat_interval: number | null;
  repeat_until: string | null;
  rrule: string | null;
  note: string | null;
}

/** The stored columns of an entry's timing. */
export type TimingColumns = Pick<
  EntryRow,
  | 'start_date'
  | 'end_date'
  | 'start_hour'
  | 'end_hour'
  | 'repeat_frequency'
  | 'repeat_interval'
  | 'repeat_until'
>;

/** The timing of stored columns (a row, or the columns a back-office write sets). */
export const timingOf = (row: TimingColumns): CalendarTiming => ({
  startDate: row.start_date,
  endDate: row.end_date,
  startHour: row.start_hour,
  endHour: row.end_hour,
  repeat:
    row.repeat_frequency && row.repeat_interval && row.repeat_until
      ? { frequency: row.repeat_frequency, interval: row.repeat_interval, until: row.repeat_until }
      : null,
});

/** A row as the calendar answer shows it. */
export const calendarEntryOf = (row: EntryRow): CalendarEntry => ({
  id: row.id,
  roomId: row.room_id,
  hallId: row.hall_id,
  kind: row.kind,
  ...timingOf(row),
  rrule: row.rrule,
  note: row.note,
});

/** Serialises writes to one venue's calendar, so two overlapping saves cannot both pass the check. */
export async function lockVenue(trx: Knex.Transaction, table: string, locationId: number) {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?), ?)', [table, locationId]);
}

const sorted = (intervals: HourInterval[]) => [...intervals].sort((a, b) => a[0] - b[0]);

/** Whether a timing's own occurrences share time (a long entry repeated too often). */
function overlapsItself(intervals: readonly HourInterval[]): boolean {
  return intervals.some((interval, index) => index > 0 && interval[0] < intervals[index - 1]![1]);
}

/** Names a rule's field as the caller's input does (the owner's `startDate`, a column's name). */
type FieldName = (field: string) => string;
const sameName: FieldName = (field) => field;

/**
 * Throws the timing rules' 422 (spec sections 5 and 9), before anything expands the repetition;
 * `name` renames the fields (the back office names columns).
 */
export function refuseTimingErrors(timing: CalendarTiming, name: FieldName = sameName): void {
  const errors = calendarTimingErrors(timing);
  if (Object.keys(errors).length)
    throw new ValidationError(
      Object.fromEntries(Object.entries(errors).map(([field, text]) => [name(field), [text]])),
    );
}

/** The stored columns of a (valid) timing: dates, hours, repetition, its RRULE and covered days. */
export function timingColumns(timing: CalendarTiming) {
  return {
    start_date: timing.startDate,
    end_date: timing.endDate,
    start_hour: timing.startHour,
    end_hour: timing.endHour,
    repeat_frequency: timing.repeat?.frequency ?? null,
    repeat_interval: timing.repeat?.interval ?? null,
    repeat_until: timing.repeat?.until ?? null,
    rrule: timing.repeat ? repeatRule(timing.startDate, timing.repeat).toString() : null,
    first_day: dayNumber(timing.startDate),
    last_day: lastCoveredDay(timing),
  };
}

/** The room each hall of a venue is in (null: a hall of its own), as `scopesMeet` asks. */
export async function roomsOfHalls(
  db: Knex | Knex.Transaction,
  locationId: number,
): Promise<(hallId: number) => number | null> {
  const rows: { id: number; room_id: number | null }[] = await db(HALLS)
    .where({ location_id: locationId })
    .select('id', 'room_id');
  const rooms = new Map(rows.map((row) => [row.id, row.room_id]));
  return (hallId) => rooms.get(hallId) ?? null;
}

/**
 * Locks the venue's calendar for the transaction and refuses (422 with the spec's overlap
 * message on `field`) entries that overlap each other, themselves, or any entry whose scope meets
 * theirs (the venue as a whole, the same room or hall, a hall and its room: `scopesMeet`);
 * `exceptId` is an entry being changed (it does not meet itself). The (valid) timings'
 * occurrences are all expanded: repetitions end within 2 years.
 */
export async function refuseCalendarOverlaps(
  trx: Knex.Transaction,
  locationId: number,
  entries: readonly (CalendarTiming & CalendarScope)[],
  { exceptId = null, field = 'startDate' }: { exceptId?: number | null; field?: string } = {},
): Promise<void> {
  await lockVenue(trx, CALENDAR_ENTRIES, locationId);
  const roomOfHall = await roomsOfHalls(trx, locationId);
  const planned = entries.map((entry) => ({
    scope: { roomId: entry.roomId, hallId: entry.hallId },
    intervals: sorted(calendarIntervals(entry)),
    firstDay: dayNumber(entry.startDate),
    lastDay: lastCoveredDay(entry),
  }));
  const first = Math.min(...planned.map((item) => item.firstDay));
  const last = Math.max(...planned.map((item) => item.lastDay));
  const existing = trx(CALENDAR_ENTRIES)
    .where({ location_id: locationId })
    .where('first_day', '<=', last)
    .where('last_day', '>=', first);
  if (exceptId !== null) existing.whereNot('id', exceptId);
  const accepted = ((await existing) as EntryRow[]).map((row) => ({
    scope: { roomId: row.room_id, hallId: row.hall_id },
    intervals: sorted(calendarIntervals(timingOf(row))),
  }));
  for (const { scope, intervals } of planned) {
    const clash =
      overlapsItself(intervals) ||
      accepted.some(
        (other) =>
          scopesMeet(scope, other.scope, roomOfHall) &&
          intervalsOverlap(intervals, other.intervals),
      );
    if (clash) throw ValidationError.field(field, calendarMessages.eventOverlap);
    accepted.push({ scope, intervals });
  }
}

/** The venue's package halls by name with the room each is in, in id order. */
export async function venueHallNames(db: Knex, locationId: number) {
  const rows: { id: number; name: string; room_id: number | null }[] = await db(HALLS)
    .where({ location_id: locationId })
    .orderBy('id')
    .select('id', 'name', 'room_id');
  return rows.map((row) => ({ id: row.id, name: row.name, roomId: row.room_id }));
}

/**
 * Refuses (422) an entry's scope that is not the venue's: a room not among `roomIds`, a hall of
 * another venue, or a room and a hall at once. `name` renames the fields (the back office's columns).
 */
export async function refuseForeignScope(
  db: Knex | Knex.Transaction,
  locationId: number,
  roomIds: readonly number[],
  scope: CalendarScope,
  name: (field: 'roomId' | 'hallId') => string = (field) => field,
): Promise<void> {
  if (scope.roomId !== null && scope.hallId !== null)
    throw ValidationError.field(name('hallId'), calendarMessages.roomOrHall);
  if (scope.roomId !== null && !roomIds.includes(scope.roomId))
    throw ValidationError.field(name('roomId'), calendarMessages.room);
  if (
    scope.hallId !== null &&
    !(await db(HALLS).where({ id: scope.hallId, location_id: locationId }).first('id'))
  )
    throw ValidationError.field(name('hallId'), calendarMessages.hall);
}

/** The entries of a venue, in date order. */
export async function calendarEntries(db: Knex, locationId: number): Promise<CalendarEntry[]> {
  const rows: EntryRow[] = await db(CALENDAR_ENTRIES)
    .where({ location_id: locationId })
    .orderBy([{ column: 'first_day' }, { column: 'id' }]);
  return rows.map(calendarEntryOf);
}

/**
 * Adds entries to a venue's calendar in one transaction: each is checked (timing rules, then no
 * overlap with any entry whose scope meets theirs, nor with the others added)
 * and refused as a whole with the spec's overlap message. `userId` is who adds them (the owner).
 */
export async function addCalendarEntries(
  db: Knex,
  locationId: number,
  entries: readonly NewCalendarEntry[],
  source: 'owner' | 'import',
  userId: number | null = null,
): Promise<CalendarEntry[]> {
  for (const entry of entries) refuseTimingErrors(entry);
  return db.transaction(async (trx) => {
    await refuseCalendarOverlaps(trx, locationId, entries);
    const rows: EntryRow[] = await trx(CALENDAR_ENTRIES)
      .insert(
        entries.map((entry) => ({
          location_id: locationId,
          room_id: entry.roomId,
          hall_id: entry.hallId,
          kind: entry.kind,
          ...timingColumns(entry),
          note: entry.note,
          source,
          created_by: userId,
          updated_by: userId,
        })),
      )
      .returning('*');
    return rows.map(calendarEntryOf);
  });
}

/** Removes one entry of a venue; false when the venue has no such entry. */
export async function removeCalendarEntry(db: Knex, locationId: number, id: number) {
  return (await db(CALENDAR_ENTRIES).where({ location_id: locationId, id }).delete()) > 0;
}

interface PeriodRow {
  id: number;
  start_date: string;
  end_date: string;
  kind: 'surcharge' | 'discount';
  percent: string;
  note: string | null;
}

const pricePeriodOf = (row: PeriodRow): PricePeriod => ({
  id: row.id,
  startDate: row.start_date,
  endDate: row.end_date,
  kind: row.kind,
  percent: Number(row.percent),
  note: row.note,
});

/** The price planning periods of a venue, in date order. */
export async function pricePeriods(db: Knex, locationId: number): Promise<PricePeriod[]> {
  const rows: PeriodRow[] = await db(PRICE_PERIODS)
    .where({ location_id: locationId })
    .orderBy([{ column: 'start_date' }, { column: 'id' }]);
  return rows.map(pricePeriodOf);
}

/**
 * Locks the venue's price planning for the transaction and refuses (422 with the spec's message on
 * `field`) a period sharing a day with another of the venue; `exceptId` is a period being changed.
 */
export async function refusePricePeriodOverlap(
  trx: Knex.Transaction,
  locationId: number,
  period: { startDate: string; endDate: string },
  { exceptId = null, field = 'startDate' }: { exceptId?: number | null; field?: string } = {},
): Promise<void> {
  await lockVenue(trx, PRICE_PERIODS, locationId);
  const others = trx(PRICE_PERIODS)
    .where({ location_id: locationId })
    .where('start_date', '<=', period.endDate)
    .where('end_date', '>=', period.startDate);
  if (exceptId !== null) others.whereNot('id', exceptId);
  if (((await others) as PeriodRow[]).map(pricePeriodOf).some((o) => dateRangesOverlap(o, period)))
    throw ValidationError.field(field, calendarMessages.pricePeriodOverlap);
}

/** Adds a price period; one that shares a day with another of the venue is refused (422). */
export async function addPricePeriod(
  db: Knex,
  locationId: number,
  period: Omit<PricePeriod, 'id'>,
  userId: number | null = null,
): Promise<PricePeriod> {
  if (period.endDate < period.startDate)
    throw ValidationError.field('endDate', calendarMessages.endBeforeStart);
  return db.transaction(async (trx) => {
    await refusePricePeriodOverlap(trx, locationId, period);
    const [row]: PeriodRow[] = await trx(PRICE_PERIODS)
      .insert({
        location_id: locationId,
        start_date: period.startDate,
        end_date: period.endDate,
        kind: period.kind,
        percent: period.percent,
        note: period.note,
        created_by: userId,
        updated_by: userId,
      })
      .returning('*');
    return pricePeriodOf(row!);
  });
}

/** Removes one price period of a venue; false when the venue has no such period. */
export async function removePricePeriod(db: Knex, locationId: number, id: number) {
  return (await db(PRICE_PERIODS).where({ location_id: locationId, id }).delete()) > 0;
}
