/** The calendar day of `now` in Swiss time (Europe/Zurich), as YYYY-MM-DD; date rules ("not in the past") use it. */
export function swissToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
