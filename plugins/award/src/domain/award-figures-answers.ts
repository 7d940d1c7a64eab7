import { z } from 'zod';

/** One award category's figures in a year: venues competing in it and the ratings they got. */
export const categoryFiguresAnswer = z
  .object({
    /** The award category (taxonomy type 9). */
    id: z.number().int(),
    participants: z.number().int(),
    ratings: z.number().int(),
  })
  .meta({ id: 'AwardCategoryFigures' });

/** One region's figures in a year (`id` null: venues not listed in the catalogue or without a region). */
export const regionFiguresAnswer = z
  .object({
    /** The Swiss region (taxonomy type 26), usually a canton. */
    id: z.number().int().nullable(),
    nominations: z.number().int(),
    participants: z.number().int(),
    ratings: z.number().int(),
  })
  .meta({ id: 'AwardRegionFigures' });

/** The figures of one award year. */
export const yearFiguresAnswer = z
  .object({
    year: z.number().int(),
    /** `live`: counted from this year's nominations and ratings; `history`: a past edition's record. */
    source: z.enum(['live', 'history']),
    /** Nominated venues past the formal check (checked, invited, confirmed). */
    nominations: z.number().int(),
    /** Venues that confirmed their participation. */
    participants: z.number().int(),
    /** Ratings confirmed by their voters and approved by the award office. */
    ratings: z.number().int(),
    /** Awarded venues, when the record has them. */
    winners: z.number().int().nullable(),
    categories: z.array(categoryFiguresAnswer),
    regions: z.array(regionFiguresAnswer),
  })
  .meta({ id: 'AwardYearFigures' });
export type YearFigures = z.output<typeof yearFiguresAnswer>;
export type CategoryFigures = z.output<typeof categoryFiguresAnswer>;
export type RegionFigures = z.output<typeof regionFiguresAnswer>;

/** `GET /api/guest/award/figures`: every year with figures, newest first. */
export const awardFiguresAnswer = z
  .object({ years: z.array(yearFiguresAnswer) })
  .meta({ id: 'AwardFigures' });
export type AwardFigures = z.output<typeof awardFiguresAnswer>;

/** The first edition of the award. */
export const FIRST_AWARD_YEAR = 2016;

/** `GET /api/guest/award/figures/:year`: a four-digit year from the first edition on. */
export const figuresYearParams = z.object({
  year: z
    .string()
    .max(4)
    .regex(/^\d{4}$/, 'Bitte gib ein Jahr mit vier Ziffern an.')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(FIRST_AWARD_YEAR, `Der Award besteht seit ${FIRST_AWARD_YEAR}.`)
        .max(2100, 'Bitte gib ein Jahr mit vier Ziffern an.'),
    ),
});
