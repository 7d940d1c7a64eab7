const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`: when Central European summer time starts or ends. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Switzerland's offset from UTC at `time`: CET (+1 h), and CEST (+2 h) from the last Sunday of
 * March to the last Sunday of October at 01:00 UTC, the rule Switzerland has shared with the EU
 * since 1996. Computed rather than asked of `Intl.DateTimeFormat` with a time zone: building such a
 * formatter loads the zone's data, about 50 ms of a phone's main thread on every page with a
 * request form (the unit test holds both answers equal hour by hour over years).
 */
export function swissOffsetMs(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return (summer ? 2 : 1) * HOUR;
}

/** The calendar day of `now` in Swiss time (Europe/Zurich), as YYYY-MM-DD; date rules ("not in the past") use it. */
export function swissToday(now: Date): string {
  return new Date(now.getTime() + swissOffsetMs(now.getTime())).toISOString().slice(0, 10);
}
