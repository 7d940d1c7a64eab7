import type { CampaignKind, CampaignWindow } from './campaign-window';

/** Midnight of a calendar day in Swiss time (Europe/Zurich, CET or CEST) as an instant. */
export function swissMidnight(year: number, month: number, day: number): Date {
  const noonUtc = new Date(Date.UTC(year, month - 1, day, 12));
  const swissHour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Zurich',
      hour: '2-digit',
      hour12: false,
    }).format(noonUtc),
  );
  const offsetHours = swissHour - 12;
  return new Date(Date.UTC(year, month - 1, day) - offsetHours * 3_600_000);
}

const span = (from: [number, number, number], to: [number, number, number]): CampaignWindow => ({
  starts_at: swissMidnight(...from),
  ends_at: swissMidnight(...to),
});

/**
 * The windows of one award year by the spec's cycle (section 4): nomination 1-31 March (venues
 * confirm until the end of April), nominated venues shown from 22 April, rating 1-31 May, the
 * rating hidden and voter e-mails withheld from the rating's start until the winners are announced
 * on 17 June, winners shown until the next nomination starts. Ends are exclusive (next midnight).
 */
export function awardYearWindows(year: number): Record<CampaignKind, CampaignWindow> {
  return {
    nomination: span([year, 3, 1], [year, 4, 1]),
    confirmation: span([year, 3, 1], [year, 5, 1]),
    warm_up: span([year, 4, 1], [year, 5, 1]),
    pre_voting: span([year, 4, 22], [year, 6, 17]),
    award: span([year, 5, 1], [year, 6, 1]),
    hide_ratings: span([year, 5, 1], [year, 6, 17]),
    hide_email: span([year, 5, 1], [year, 6, 17]),
    winner: span([year, 6, 17], [year + 1, 3, 1]),
  };
}
