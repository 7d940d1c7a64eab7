import { RRule, type Frequency } from 'rrule';
import { ROOM_CALENDAR_START_HOUR } from '../package-constants';
import { calendarMessages } from './calendar-messages';

export const CALENDAR_KINDS = ['event', 'internal_use', 'construction'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
export const REPEAT_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];
/** A repeating entry's last day lies at most this many days after its first (about 2 years). */
export const REPEAT_HORIZON_DAYS = 730;

/** When an entry happens: whole days `startDate`-`endDate`, or the hours of one day; maybe repeated. */
export interface CalendarTiming {
  /** ISO dates (YYYY-MM-DD), both inclusive. */
  startDate: string;
  endDate: string;
  /** Both null for whole days; else 6-24, start before end, on one date. */
  startHour: number | null;
  endHour: number | null;
  repeat: { frequency: RepeatFrequency; interval: number; until: string } | null;
}

/** Half-open interval in hours since 1970-01-01 00:00 (calendar time, no time zone). */
export type HourInterval = readonly [start: number, end: number];

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of an ISO date. */
export const dayNumber = (isoDate: string) =>
  Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
/** The ISO date of a day number. */
export const isoDateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const FREQUENCY: Record<RepeatFrequency, Frequency> = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
};

/** The problems of a timing by field (empty: fine). */
export function calendarTimingErrors(timing: CalendarTiming): Record<string, string> {
  const { startDate, endDate, startHour, endHour, repeat } = timing;
  const errors: Record<string, string> = {};
  if (dayNumber(endDate) < dayNumber(startDate)) errors.endDate = calendarMessages.endBeforeStart;
  if ((startHour === null) !== (endHour === null)) errors.endHour = calendarMessages.hoursBoth;
  else if (startHour !== null && endHour !== null) {
    if (startDate !== endDate) errors.endDate = calendarMessages.partDayOneDate;
    if (startHour < ROOM_CALENDAR_START_HOUR) errors.startHour = calendarMessages.startHour;
    if (startHour === endHour) errors.endHour = calendarMessages.sameHour;
    else if (endHour < startHour) errors.endHour = calendarMessages.endBeforeStart;
  }
  if (repeat) {
    const until = dayNumber(repeat.until);
    if (until < dayNumber(startDate)) errors['repeat.until'] = calendarMessages.untilBeforeStart;
    else if (until - dayNumber(startDate) > REPEAT_HORIZON_DAYS)
      errors['repeat.until'] = calendarMessages.horizon;
  }
  return errors;
}

/** The RRULE text of a repetition starting on `startDate` (stored and exported as such). */
export function repeatRule(startDate: string, repeat: NonNullable<CalendarTiming['repeat']>) {
  return new RRule({
    freq: FREQUENCY[repeat.frequency],
    interval: repeat.interval,
    dtstart: new Date(`${startDate}T00:00:00Z`),
    until: new Date(`${repeat.until}T23:59:59Z`),
  });
}

/** Day numbers on which a (valid) timing's occurrences start, in order. */
export function occurrenceDays(timing: CalendarTiming): number[] {
  if (!timing.repeat) return [dayNumber(timing.startDate)];
  return repeatRule(timing.startDate, timing.repeat)
    .all()
    .map((date) => Math.floor(date.getTime() / DAY_MS));
}

/** Every occurrence of a (valid) timing as hour intervals, in order. */
export function calendarIntervals(timing: CalendarTiming): HourInterval[] {
  const length = dayNumber(timing.endDate) - dayNumber(timing.startDate) + 1;
  return occurrenceDays(timing).map((day) =>
    timing.startHour === null || timing.endHour === null
      ? [day * 24, (day + length) * 24]
      : [day * 24 + timing.startHour, day * 24 + timing.endHour],
  );
}

/** The last day any occurrence covers (for the range query of possible overlaps). */
export function lastCoveredDay(timing: CalendarTiming): number {
  const days = occurrenceDays(timing);
  return (
    (days.at(-1) ?? dayNumber(timing.startDate)) +
    dayNumber(timing.endDate) -
    dayNumber(timing.startDate)
  );
}

/**
 * Whether any interval of `a` shares time with any of `b`: both sorted by start, `a`'s intervals
 * apart from each other (`b`'s may overlap, e.g. two rooms at once).
 */
export function intervalsOverlap(a: readonly HourInterval[], b: readonly HourInterval[]): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aStart, aEnd] = a[i]!;
    const [bStart, bEnd] = b[j]!;
    if (aStart < bEnd && bStart < aEnd) return true;
    if (aEnd <= bEnd) i += 1;
    else j += 1;
  }
  return false;
}

/** What a calendar entry blocks: the whole venue (both null), one of its rooms or one of its halls. */
export interface CalendarScope {
  roomId: number | null;
  hallId: number | null;
}

/**
 * Whether two calendar scopes block each other: the venue blocks every room and hall; a room
 * blocks itself and the halls in it; a hall blocks itself and its room (`roomOfHall`: the room a
 * hall is in, null for a hall of its own), so two halls in one room block each other too.
 */
export function scopesMeet(
  a: CalendarScope,
  b: CalendarScope,
  roomOfHall: (hallId: number) => number | null = () => null,
): boolean {
  const venue = (scope: CalendarScope) => scope.roomId === null && scope.hallId === null;
  if (venue(a) || venue(b)) return true;
  if (a.hallId !== null && a.hallId === b.hallId) return true;
  const room = (scope: CalendarScope) =>
    scope.roomId ?? (scope.hallId === null ? null : roomOfHall(scope.hallId));
  const roomA = room(a);
  return roomA !== null && roomA === room(b);
}

/** Whether two inclusive date ranges (price periods) share a day. */
export function dateRangesOverlap(
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}
