import { defineRoute, errorAnswer } from '@eventalp/platform-sdk';
import {
  AWARD_FIGURES_PATHS,
  awardFiguresAnswer,
  figuresYearParams,
  yearFiguresAnswer,
} from './domain';
import type { FiguresService } from './figures-service';

/** Figures move with nominations and approved ratings: five minutes in shared caches is fresh enough. */
const CACHE_CONTROL = 'public, max-age=300';

/** The award's facts and figures: every year, and one year. */
export function figuresRoutes(figures: FiguresService) {
  return [
    defineRoute({
      method: 'get',
      path: AWARD_FIGURES_PATHS.figures,
      summary:
        "Every award year's nominations, participants, ratings (confirmed and approved) and winners, per category and region, newest first",
      access: 'public',
      responses: { 200: awardFiguresAnswer },
      async handler({ koa }) {
        koa.set('Cache-Control', CACHE_CONTROL);
        return figures.all();
      },
    }),
    defineRoute({
      method: 'get',
      path: AWARD_FIGURES_PATHS.year,
      summary: "One award year's figures; 404 for a year without figures",
      access: 'public',
      input: { params: figuresYearParams },
      responses: { 200: yearFiguresAnswer, 404: errorAnswer, 422: errorAnswer },
      async handler({ params, koa }) {
        const answer = await figures.year(params.year);
        koa.set('Cache-Control', CACHE_CONTROL);
        return answer;
      },
    }),
  ];
}
