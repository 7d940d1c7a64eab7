import { calendarMessages } from './calendar-messages';
import {
  calendarIntervals,
  calendarTimingErrors,
  dateRangesOverlap,
  intervalsOverlap,
  lastCoveredDay,
  dayNumber,
  scopesMeet,
  type CalendarTiming,
} from './calendar-rules';

const timing = (change: Partial<CalendarTiming> = {}): CalendarTiming => ({
  startDate: '2027-03-01',
  endDate: '2027-03-01',
  startHour: null,
  endHour: null,
  repeat: null,
  ...change,
});

describe('calendar timing rules (spec sections 5 and 9)', () => {
  it.each<[string, Partial<CalendarTiming>, Record<string, string>]>([
    ['one whole day', {}, {}],
    ['hours 6-7 (the first hour)', { startHour: 6, endHour: 7 }, {}],
    ['hours 5-7', { startHour: 5, endHour: 7 }, { startHour: calendarMessages.startHour }],
    ['hours 23-24', { startHour: 23, endHour: 24 }, {}],
    [
      'same start and end hour',
      { startHour: 9, endHour: 9 },
      { endHour: calendarMessages.sameHour },
    ],
    [
      'end hour before start',
      { startHour: 9, endHour: 8 },
      { endHour: calendarMessages.endBeforeStart },
    ],
    ['only an end hour', { endHour: 8 }, { endHour: calendarMessages.hoursBoth }],
    [
      'end date before start',
      { endDate: '2027-02-28' },
      { endDate: calendarMessages.endBeforeStart },
    ],
    [
      'repeated for 730 days',
      { repeat: { frequency: 'yearly', interval: 1, until: '2029-02-28' } },
      {},
    ],
    [
      'repeated for 731 days',
      { repeat: { frequency: 'yearly', interval: 1, until: '2029-03-01' } },
      { 'repeat.until': calendarMessages.horizon },
    ],
    [
      'repetition ending the day before',
      { repeat: { frequency: 'daily', interval: 1, until: '2027-02-28' } },
      { 'repeat.until': calendarMessages.untilBeforeStart },
    ],
  ])('%s', (_, change, errors) => {
    expect(calendarTimingErrors(timing(change))).toEqual(errors);
  });
});

describe('calendar intervals', () => {
  const day = dayNumber('2027-03-01');

  it('counts whole days 0-24 and parts of a day by their hours', () => {
    expect(calendarIntervals(timing({ endDate: '2027-03-02' }))).toEqual([
      [day * 24, (day + 2) * 24],
    ]);
    expect(calendarIntervals(timing({ startHour: 8, endHour: 12 }))).toEqual([
      [day * 24 + 8, day * 24 + 12],
    ]);
  });

  it('expands repetitions with their interval up to the last day', () => {
    const weekly = timing({ repeat: { frequency: 'weekly', interval: 2, until: '2027-03-29' } });
    expect(calendarIntervals(weekly).map(([start]) => start / 24 - day)).toEqual([0, 14, 28]);
    expect(lastCoveredDay(weekly)).toBe(day + 28);
  });

  it.each<[[number, number][], [number, number][], boolean]>([
    [[[0, 10]], [[10, 20]], false],
    [[[0, 10]], [[9, 20]], true],
    [[[5, 6]], [[0, 100]], true],
    [
      [
        [0, 1],
        [50, 60],
      ],
      [
        [0, 10],
        [5, 55],
      ],
      true,
    ],
    [
      [[20, 30]],
      [
        [0, 15],
        [5, 19],
        [31, 40],
      ],
      false,
    ],
  ])('%j against %j overlaps: %s', (a, b, overlaps) => {
    expect(intervalsOverlap(a, b)).toBe(overlaps);
  });

  const venue = { roomId: null, hallId: null };
  const room = (roomId: number) => ({ roomId, hallId: null });
  const hall = (hallId: number) => ({ roomId: null, hallId });
  // Halls 7 and 8 are in room 3, hall 9 has no room.
  const roomOfHall = (hallId: number) => (hallId === 7 || hallId === 8 ? 3 : null);
  it.each([
    ['the venue', 'a room', venue, room(3), true],
    ['a hall', 'the venue', hall(9), venue, true],
    ['a room', 'itself', room(3), room(3), true],
    ['a room', 'another room', room(3), room(4), false],
    ['a room', 'a hall in it', room(3), hall(7), true],
    ['a room', 'a hall in another room', room(4), hall(7), false],
    ['a hall', 'another hall in its room', hall(7), hall(8), true],
    ['a hall', 'itself', hall(9), hall(9), true],
    ['a hall of its own', 'another hall', hall(9), hall(7), false],
    ['a hall of its own', 'a room', hall(9), room(3), false],
  ])('%s against %s (%j, %j) block each other: %s', (_a, _b, a, b, meet) => {
    expect(scopesMeet(a, b, roomOfHall)).toBe(meet);
    expect(scopesMeet(b, a, roomOfHall)).toBe(meet);
  });

  it('sees price periods sharing their first or last day as overlapping', () => {
    const summer = { startDate: '2027-07-01', endDate: '2027-08-31' };
    expect(dateRangesOverlap(summer, { startDate: '2027-08-31', endDate: '2027-09-30' })).toBe(
      true,
    );
    expect(dateRangesOverlap(summer, { startDate: '2027-09-01', endDate: '2027-09-30' })).toBe(
      false,
    );
  });
});
