import { swissOffsetMs, swissToday } from './swiss-day';

describe('swissToday', () => {
  it.each([
    ['2026-11-21T22:59:00Z', '2026-11-21'],
    ['2026-11-21T23:01:00Z', '2026-11-22'],
    ['2026-06-30T21:59:00Z', '2026-06-30'],
    ['2026-06-30T22:30:00Z', '2026-07-01'],
    // Summer time starts on 29 March 2026 at 01:00 UTC and ends on 25 October 2026 at 01:00 UTC.
    ['2026-03-28T22:59:59Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-10-24T21:59:59Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
  ])('%s is %s in Zurich', (iso, day) => {
    expect(swissToday(new Date(iso))).toBe(day);
  });

  it('agrees with the time zone database every half hour from 2024 to 2031', () => {
    const zurich = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Zurich',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const disagreements: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2032, 0, 1); time += 1_800_000) {
      const now = new Date(time);
      if (swissToday(now) !== zurich.format(now)) disagreements.push(now.toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['2026-03-29T00:59:59Z', 1],
    ['2026-03-29T01:00:00Z', 2],
    ['2026-10-25T00:59:59Z', 2],
    ['2026-10-25T01:00:00Z', 1],
  ])('the offset at %s is %i h', (iso, hours) => {
    expect(swissOffsetMs(Date.parse(iso))).toBe(hours * 3_600_000);
  });
});
