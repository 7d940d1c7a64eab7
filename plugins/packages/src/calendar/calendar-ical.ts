import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import nodeIcal, { type VEvent } from 'node-ical';
import { ValidationError } from '@eventalp/platform-sdk';
import {
  calendarMessages,
  dayNumber,
  isoDateOf,
  REPEAT_HORIZON_DAYS,
  ROOM_CALENDAR_START_HOUR,
  type CalendarEntry,
  type RepeatFrequency,
} from '../domain';
import type { NewCalendarEntry } from './calendar-store';

/** The largest .ics file an import reads. */
export const MAX_ICS_BYTES = 1024 * 1024;
/** The most busy times one import adds (a year of daily meetings fits). */
export const MAX_IMPORTED = 1000;

const KIND_TITLES = { event: 'Anlass', internal_use: 'Eigennutzung', construction: 'Aufbau' };
const FREQUENCIES: Record<RepeatFrequency, ICalEventRepeatingFreq> = {
  daily: ICalEventRepeatingFreq.DAILY,
  weekly: ICalEventRepeatingFreq.WEEKLY,
  monthly: ICalEventRepeatingFreq.MONTHLY,
  yearly: ICalEventRepeatingFreq.YEARLY,
};
const DAY_MS = 86_400_000;
const utcDay = (day: number, hour = 0) => new Date(day * DAY_MS + hour * 3_600_000);

/**
 * A venue's calendar as iCalendar text: whole days as all-day events, parts of a day as floating
 * local times (the venue's own clock), repetitions as RRULE.
 */
export function calendarIcs(
  locationId: number,
  entries: readonly CalendarEntry[],
  host: string,
  names: { rooms: ReadonlyMap<number, string>; halls: ReadonlyMap<number, string> } = {
    rooms: new Map(),
    halls: new Map(),
  },
) {
  /** Where an entry is: its room's or hall's name (the venue's entries name none). */
  const place = (entry: CalendarEntry) => {
    if (entry.roomId) return names.rooms.get(entry.roomId) ?? `Raum ${entry.roomId}`;
    if (entry.hallId) return names.halls.get(entry.hallId) ?? `Halle ${entry.hallId}`;
    return null;
  };
  const calendar = ical({
    name: `Belegung Location ${locationId}`,
    prodId: '//eventalp//calendar//DE',
  });
  for (const entry of entries) {
    const first = dayNumber(entry.startDate);
    const partDay = entry.startHour !== null && entry.endHour !== null;
    calendar.createEvent({
      id: `${entry.id}@${host}`,
      summary: place(entry)
        ? `${KIND_TITLES[entry.kind]} (${place(entry)})`
        : KIND_TITLES[entry.kind],
      description: entry.note,
      allDay: !partDay,
      floating: partDay,
      start: utcDay(first, entry.startHour ?? 0),
      end: partDay ? utcDay(first, entry.endHour!) : utcDay(dayNumber(entry.endDate) + 1),
      repeating: entry.repeat
        ? {
            freq: FREQUENCIES[entry.repeat.frequency],
            interval: entry.repeat.interval,
            until: utcDay(dayNumber(entry.repeat.until), 23),
          }
        : null,
    });
  }
  return calendar.toString();
}

// The venue's wall clock: imported times are read as they show in Switzerland.
const zurichParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function zurichTime(date: Date): { day: number; hour: number; minute: number } {
  const part = (type: string) =>
    zurichParts.formatToParts(date).find((p) => p.type === type)!.value;
  return {
    day: dayNumber(`${part('year')}-${part('month')}-${part('day')}`),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
  };
}

/** A date-only value as node-ical gives it (midnight of the server's clock on that date). */
const dateOnlyDay = (date: Date) =>
  dayNumber(
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
  );

/** One busy time as a calendar entry of the venue, or null when it lies before the day starts. */
function busyEntry(
  start: Date,
  end: Date,
  fullDay: boolean,
  note: string | null,
): NewCalendarEntry | null {
  const base = { roomId: null, hallId: null, kind: 'event' as const, note, repeat: null };
  if (fullDay) {
    const first = dateOnlyDay(start);
    const last = Math.max(first, dateOnlyDay(end) - 1);
    return {
      ...base,
      startDate: isoDateOf(first),
      endDate: isoDateOf(last),
      startHour: null,
      endHour: null,
    };
  }
  const from = zurichTime(start);
  const to = zurichTime(end);
  // An end at midnight closes the day before.
  const lastDay = to.hour === 0 && to.minute === 0 && to.day > from.day ? to.day - 1 : to.day;
  const endHour = to.day > lastDay ? 24 : to.hour + (to.minute > 0 ? 1 : 0);
  if (lastDay > from.day)
    return {
      ...base,
      startDate: isoDateOf(from.day),
      endDate: isoDateOf(lastDay),
      startHour: null,
      endHour: null,
    };
  if (endHour <= ROOM_CALENDAR_START_HOUR) return null;
  const startHour = Math.max(ROOM_CALENDAR_START_HOUR, from.hour);
  const date = isoDateOf(from.day);
  return {
    ...base,
    startDate: date,
    endDate: date,
    startHour,
    endHour: Math.max(endHour, startHour + 1),
  };
}

/**
 * The busy times of an uploaded .ics file as whole-venue entries: repetitions expanded for 2 years
 * from their first start, cancelled and free ("transparent") events left out. Anything that is not
 * a calendar with events is a 422 on `file`.
 */
export function busyTimesOfIcs(content: Buffer): NewCalendarEntry[] {
  if (content.length > MAX_ICS_BYTES) throw ValidationError.field('file', calendarMessages.icsSize);
  const body = content.toString('utf8');
  if (!/^\s*BEGIN:VCALENDAR/.test(body) || !/END:VCALENDAR\s*$/.test(body))
    throw ValidationError.field('file', calendarMessages.icsFile);
  let parsed: ReturnType<typeof nodeIcal.sync.parseICS>;
  try {
    parsed = nodeIcal.sync.parseICS(body);
  } catch {
    throw ValidationError.field('file', calendarMessages.icsFile);
  }
  const events = Object.values(parsed).filter(
    (component): component is VEvent =>
      component?.type === 'VEVENT' &&
      component.status !== 'CANCELLED' &&
      component.transparency !== 'TRANSPARENT' &&
      component.start instanceof Date &&
      !Number.isNaN(component.start.getTime()),
  );
  const entries: NewCalendarEntry[] = [];
  for (const event of events) {
    const from = event.start;
    const to = new Date(from.getTime() + REPEAT_HORIZON_DAYS * DAY_MS);
    for (const instance of nodeIcal.expandRecurringEvent(event, { from, to })) {
      const end = instance.end ?? instance.start;
      const summary =
        typeof instance.summary === 'string' ? instance.summary : instance.summary?.val;
      const entry = busyEntry(
        instance.start,
        end,
        instance.isFullDay,
        summary ? summary.slice(0, 1000) : null,
      );
      if (entry) entries.push(entry);
      if (entries.length > MAX_IMPORTED)
        throw ValidationError.field('file', calendarMessages.icsFile);
    }
  }
  if (entries.length === 0) throw ValidationError.field('file', calendarMessages.icsEmpty);
  return entries;
}
