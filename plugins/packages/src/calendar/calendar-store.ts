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
  type CalendarTiming,
  type HourInterval,
  type PricePeriod,
  type RepeatFrequency,
} from '../domain/calendar';
import { CALENDAR_ENTRIES, PRICE_PERIODS } from './calendar-migrations';

/** A calendar entry to add: its timing, scope, kind and note. */
export interface NewCalendarEntry extends CalendarTiming {
  roomId: number | null;
  kind: CalendarKind;
  note: string | null;
}

interface EntryRow {
  id: number;
  location_id: number;
  room_id: number | null;
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

const timingOf = (row: EntryRow): CalendarTiming => ({
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
  kind: row.kind,
  ...timingOf(row),
  rrule: row.rrule,
  note: row.note,
});

/** Serialises writes to one venue's calendar, so two overlapping saves cannot both pass the check. */
async function lockVenue(trx: Knex.Transaction, table: string, locationId: number) {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?), ?)', [table, locationId]);
}

const sorted = (intervals: HourInterval[]) => [...intervals].sort((a, b) => a[0] - b[0]);

/** Whether a timing's own occurrences share time (a long entry repeated too often). */
function overlapsItself(intervals: readonly HourInterval[]): boolean {
  return intervals.some((interval, index) => index > 0 && interval[0] < intervals[index - 1]![1]);
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
 * overlap with any entry of the same room or of the venue as a whole, nor with the others added)
 * and refused as a whole with the spec's overlap message. Repetitions end at most 2 years after
 * their first day, so every occurrence is expanded and checked.
 */
export async function addCalendarEntries(
  db: Knex,
  locationId: number,
  entries: readonly NewCalendarEntry[],
  source: 'owner' | 'import',
): Promise<CalendarEntry[]> {
  for (const entry of entries) {
    const errors = calendarTimingErrors(entry);
    if (Object.keys(errors).length)
      throw new ValidationError(
        Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text]])),
      );
  }
  return db.transaction(async (trx) => {
    await lockVenue(trx, CALENDAR_ENTRIES, locationId);
    const planned = entries.map((entry) => ({
      entry,
      intervals: calendarIntervals(entry),
      firstDay: dayNumber(entry.startDate),
      lastDay: lastCoveredDay(entry),
    }));
    const first = Math.min(...planned.map((item) => item.firstDay));
    const last = Math.max(...planned.map((item) => item.lastDay));
    const existing: EntryRow[] = await trx(CALENDAR_ENTRIES)
      .where({ location_id: locationId })
      .where('first_day', '<=', last)
      .where('last_day', '>=', first);
    const accepted = existing.map((row) => ({
      roomId: row.room_id,
      intervals: calendarIntervals(timingOf(row)),
    }));
    for (const { entry, intervals } of planned) {
      const own = sorted(intervals);
      const clash =
        overlapsItself(own) ||
        accepted.some(
          (other) =>
            scopesMeet(entry.roomId, other.roomId) &&
            intervalsOverlap(own, sorted(other.intervals)),
        );
      if (clash) throw ValidationError.field('startDate', calendarMessages.eventOverlap);
      accepted.push({ roomId: entry.roomId, intervals: own });
    }
    const rows: EntryRow[] = await trx(CALENDAR_ENTRIES)
      .insert(
        planned.map(({ entry, firstDay, lastDay }) => ({
          location_id: locationId,
          room_id: entry.roomId,
          kind: entry.kind,
          start_date: entry.startDate,
          end_date: entry.endDate,
          start_hour: entry.startHour,
          end_hour: entry.endHour,
          repeat_frequency: entry.repeat?.frequency ?? null,
          repeat_interval: entry.repeat?.interval ?? null,
          repeat_until: entry.repeat?.until ?? null,
          rrule: entry.repeat ? repeatRule(entry.startDate, entry.repeat).toString() : null,
          first_day: firstDay,
          last_day: lastDay,
          note: entry.note,
          source,
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

/** Adds a price period; one that shares a day with another of the venue is refused (422). */
export async function addPricePeriod(
  db: Knex,
  locationId: number,
  period: Omit<PricePeriod, 'id'>,
): Promise<PricePeriod> {
  if (period.endDate < period.startDate)
    throw ValidationError.field('endDate', calendarMessages.endBeforeStart);
  return db.transaction(async (trx) => {
    await lockVenue(trx, PRICE_PERIODS, locationId);
    const others: PeriodRow[] = await trx(PRICE_PERIODS)
      .where({ location_id: locationId })
      .where('start_date', '<=', period.endDate)
      .where('end_date', '>=', period.startDate);
    if (others.map(pricePeriodOf).some((other) => dateRangesOverlap(other, period)))
      throw ValidationError.field('startDate', calendarMessages.pricePeriodOverlap);
    const [row]: PeriodRow[] = await trx(PRICE_PERIODS)
      .insert({
        location_id: locationId,
        start_date: period.startDate,
        end_date: period.endDate,
        kind: period.kind,
        percent: period.percent,
        note: period.note,
      })
      .returning('*');
    return pricePeriodOf(row!);
  });
}

/** Removes one price period of a venue; false when the venue has no such period. */
export async function removePricePeriod(db: Knex, locationId: number, id: number) {
  return (await db(PRICE_PERIODS).where({ location_id: locationId, id }).delete()) > 0;
}
