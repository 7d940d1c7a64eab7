import type { Knex } from 'knex';
import {
  calendarIntervals,
  dayNumber,
  intervalsOverlap,
  isoDateOf,
  rentalSlotHours,
  scopesMeet,
  TIMES_OF_DAY,
  type CalendarScope,
  type HourInterval,
  type RentalSlotId,
  type TimeOfDay,
} from '../domain';
import { BOOKINGS } from '../booking/booking-migrations';
import { CALENDAR_ENTRIES } from '../calendar/calendar-migrations';
import { timingOf, type EntryRow } from '../calendar/calendar-store';
import { HALLS } from '../editing/editing-migrations';

/** Booking states that no longer hold their halls. */
export const RELEASED_BOOKING_STATES = ['rejected', 'cancelled'] as const;

/** What availability needs of a package. */
export interface BookablePackage {
  id: number;
  locationId: number;
  hallIds: readonly number[];
  days: number;
  timesOfDay: readonly (readonly TimeOfDay[])[];
}

/** A booking's hold: its halls (with the slot each was booked in), first day and days. */
interface Hold {
  halls: { id: number; slotId: number | null }[];
  firstDay: number;
  days: number;
}

type Db = Knex | Knex.Transaction;

/** The room each hall of these venues is in (null: a hall of its own). */
async function hallRooms(db: Db, locationIds: readonly number[]) {
  const rows: { id: number; room_id: number | null }[] = await db(HALLS)
    .whereIn('location_id', [...locationIds])
    .select('id', 'room_id');
  const rooms = new Map(rows.map((row) => [row.id, row.room_id]));
  return (hallId: number) => rooms.get(hallId) ?? null;
}

/** Calendar entries of the venues that cover any day of `[first, last]`. */
async function entriesIn(db: Db, locationIds: readonly number[], first: number, last: number) {
  const rows: EntryRow[] = await db(CALENDAR_ENTRIES)
    .whereIn('location_id', [...locationIds])
    .where('first_day', '<=', last)
    .where('last_day', '>=', first);
  return rows.map((row) => ({
    locationId: row.location_id,
    scope: { roomId: row.room_id, hallId: row.hall_id } as CalendarScope,
    intervals: calendarIntervals(timingOf(row)),
  }));
}

/** Bookings of the venues that still hold their halls and touch a day of `[first, last]`. */
async function holdsIn(db: Db, locationIds: readonly number[], first: number, last: number) {
  // A booking lasts at most 4 days: one starting 3 days before `first` may still cover it.
  const rows: {
    location_id: number;
    hall_ids: number[];
    selection: { halls?: { id: number; slotId?: number }[] };
    date: string;
    days: number;
  }[] = await db(BOOKINGS)
    .whereIn('location_id', [...locationIds])
    .whereNotIn('state', [...RELEASED_BOOKING_STATES])
    .where('date', '>=', isoDateOf(first - 3))
    .where('date', '<=', isoDateOf(last))
    .select('location_id', 'hall_ids', 'selection', 'date', 'days');
  return rows.map((row) => ({
    locationId: row.location_id,
    hold: {
      halls: row.hall_ids.map((id) => ({
        id,
        slotId: row.selection.halls?.find((hall) => hall.id === id)?.slotId ?? null,
      })),
      firstDay: dayNumber(row.date),
      days: row.days,
    } satisfies Hold,
  }));
}

const hallScope = (hallId: number): CalendarScope => ({ roomId: null, hallId });

/**
 * The days (day numbers within `[from, to]`) on which each package cannot start: one of its days
 * has, on any hour, a calendar entry that meets one of its halls (the whole venue, the hall, the
 * hall's room, another hall in that room) or a booking that still holds such a hall. Day level,
 * for the search and the date picker; the reservation checks the hours (`takenHalls`).
 */
export async function packageBusyDays(
  db: Db,
  packages: readonly BookablePackage[],
  from: number,
  to: number,
): Promise<Map<number, number[]>> {
  const answer = new Map<number, number[]>(packages.map((item) => [item.id, []]));
  if (packages.length === 0) return answer;
  const venues = [...new Set(packages.map((item) => item.locationId))];
  const last = to + Math.max(...packages.map((item) => item.days)) - 1;
  // One after the other: in a transaction its connection runs one query at a time.
  const roomOfHall = await hallRooms(db, venues);
  const entries = await entriesIn(db, venues, from, last);
  const holds = await holdsIn(db, venues, from, last);
  const byVenue = <T extends { locationId: number }>(items: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of items) map.set(item.locationId, [...(map.get(item.locationId) ?? []), item]);
    return map;
  };
  const entriesOf = byVenue(entries);
  const holdsOf = byVenue(holds);

  for (const bundle of packages) {
    const meets = (scope: CalendarScope) =>
      bundle.hallIds.length === 0
        ? true
        : bundle.hallIds.some((hallId) => scopesMeet(hallScope(hallId), scope, roomOfHall));
    const blocked = new Set<number>();
    const block = (firstDay: number, lastDay: number) => {
      for (let day = Math.max(firstDay, from); day <= Math.min(lastDay, last); day++)
        blocked.add(day);
    };
    for (const entry of entriesOf.get(bundle.locationId) ?? [])
      if (meets(entry.scope))
        for (const [start, end] of entry.intervals)
          block(Math.floor(start / 24), Math.ceil(end / 24) - 1);
    for (const { hold } of holdsOf.get(bundle.locationId) ?? [])
      if (hold.halls.some((hall) => meets(hallScope(hall.id))))
        block(hold.firstDay, hold.firstDay + hold.days - 1);
    const busy: number[] = [];
    for (let day = from; day <= to; day++) {
      for (let offset = 0; offset < bundle.days; offset++)
        if (blocked.has(day + offset)) {
          busy.push(day);
          break;
        }
    }
    answer.set(bundle.id, busy);
  }
  return answer;
}

/** The hours a hall is used on each day of a booking: its rental slot, else the day's times of day. */
function usedHours(
  firstDay: number,
  days: number,
  slotId: number | null,
  timesOfDay: readonly (readonly TimeOfDay[])[] | null,
): HourInterval[] {
  const intervals: HourInterval[] = [];
  for (let offset = 0; offset < days; offset++) {
    const base = (firstDay + offset) * 24;
    if (slotId !== null) {
      const { from, to } = rentalSlotHours(slotId as RentalSlotId);
      intervals.push([base + from, base + to]);
    } else if (timesOfDay) {
      for (const time of [...(timesOfDay[offset] ?? [])].sort(
        (a, b) => TIMES_OF_DAY[a].from - TIMES_OF_DAY[b].from,
      ))
        intervals.push([base + TIMES_OF_DAY[time].from, base + TIMES_OF_DAY[time].to]);
    } else intervals.push([base, base + 24]);
  }
  return intervals;
}

/**
 * Whether the package's halls are free for a reservation, to the hour: each hall in its chosen
 * rental slot (a hall without slots in the package's times of day) on every day of the package,
 * against the calendar entries meeting it and the bookings still holding it or a hall that meets
 * it. Runs inside the reservation's transaction after the venue's calendar lock.
 */
export async function hallsFree(
  trx: Db,
  bundle: BookablePackage,
  date: string,
  slots: ReadonlyMap<number, number>,
): Promise<boolean> {
  const firstDay = dayNumber(date);
  const lastDay = firstDay + bundle.days - 1;
  const roomOfHall = await hallRooms(trx, [bundle.locationId]);
  const entries = await entriesIn(trx, [bundle.locationId], firstDay, lastDay);
  const holds = await holdsIn(trx, [bundle.locationId], firstDay, lastDay);
  const wanted = bundle.hallIds.map((hallId) => ({
    scope: hallScope(hallId),
    hours: usedHours(firstDay, bundle.days, slots.get(hallId) ?? null, bundle.timesOfDay),
  }));
  for (const hall of wanted) {
    for (const entry of entries)
      if (
        scopesMeet(hall.scope, entry.scope, roomOfHall) &&
        intervalsOverlap(hall.hours, entry.intervals)
      )
        return false;
    for (const { hold } of holds)
      for (const held of hold.halls)
        if (
          scopesMeet(hall.scope, hallScope(held.id), roomOfHall) &&
          intervalsOverlap(hall.hours, usedHours(hold.firstDay, hold.days, held.slotId, null))
        )
          return false;
  }
  return true;
}
