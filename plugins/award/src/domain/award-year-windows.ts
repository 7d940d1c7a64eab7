import { CAMPAIGN_KINDS, type CampaignKind, type CampaignWindow } from './campaign-window';

// Built once (see eslint's `eventalp/intl-once`): a formatter per call costs native memory.
const SWISS_HOUR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zurich',
  hour: '2-digit',
  hour12: false,
});

/** Midnight of a calendar day in Swiss time (Europe/Zurich, CET or CEST) as an instant. */
export function swissMidnight(year: number, month: number, day: number): Date {
  const noonUtc = new Date(Date.UTC(year, month - 1, day, 12));
  const swissHour = Number(SWISS_HOUR.format(noonUtc));
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
 * on 17 June, winners shown for a year, until the next winners (the home hides their link while
 * a nomination runs). Ends are exclusive (next midnight). The defaults a new year's rows get.
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
    winner: span([year, 6, 17], [year + 1, 6, 17]),
  };
}

/** A window of one award year as stored (the back office's rows). */
export interface YearWindow extends CampaignWindow {
  year: number;
  kind: CampaignKind;
}

/**
 * The windows of award year `year`: its stored row of each kind, the spec's cycle for a kind
 * without one (a year whose rows were never written still runs).
 */
export function windowsOfYear(
  stored: readonly YearWindow[],
  year: number,
): Record<CampaignKind, YearWindow> {
  const cycle = awardYearWindows(year);
  return Object.fromEntries(
    CAMPAIGN_KINDS.map((kind) => [
      kind,
      stored.find((row) => row.kind === kind && row.year === year) ?? {
        ...cycle[kind],
        year,
        kind,
      },
    ]),
  ) as Record<CampaignKind, YearWindow>;
}
