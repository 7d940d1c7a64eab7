import type { ApiTransport } from '@eventalp/platform-sdk/domain';
import type { AwardFigures, YearFigures } from './award-figures-answers';

/** Paths of the facts and figures routes below `/api`. */
export const AWARD_FIGURES_PATHS = {
  figures: '/guest/award/figures',
  year: '/guest/award/figures/:year',
} as const;

/** The award's facts and figures for a front end. */
export function awardFiguresClient(http: Pick<ApiTransport, 'get'>) {
  return {
    /** Every year with figures, newest first (live counts, else the edition's record). */
    figures: () => http.get<AwardFigures>(AWARD_FIGURES_PATHS.figures),
    /** One year's figures; 404 for a year without any, 422 for no year. */
    year: (year: number) =>
      http.get<YearFigures>(AWARD_FIGURES_PATHS.year.replace(':year', String(year))),
  };
}
