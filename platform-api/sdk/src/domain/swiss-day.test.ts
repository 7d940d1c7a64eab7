import { swissToday } from './swiss-day';

describe('swissToday', () => {
  it.each([
    ['2026-11-21T22:59:00Z', '2026-11-21'],
    ['2026-11-21T23:01:00Z', '2026-11-22'],
    ['2026-06-30T21:59:00Z', '2026-06-30'],
    ['2026-06-30T22:30:00Z', '2026-07-01'],
  ])('%s is %s in Zurich', (iso, day) => {
    expect(swissToday(new Date(iso))).toBe(day);
  });
});
