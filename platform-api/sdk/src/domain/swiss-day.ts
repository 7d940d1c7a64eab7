// Built once: every Intl formatter holds tens of kilobytes of native ICU memory that only a full
// garbage collection frees, so one per call piles up hundreds of megabytes under load.
const SWISS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of `now` in Swiss time (Europe/Zurich), as YYYY-MM-DD; date rules ("not in the past") use it. */
export function swissToday(now: Date): string {
  return SWISS_DAY.format(now);
}
