import { entryCardAnswer } from '@eventalp/plugin-catalog/domain';
import { z } from 'zod';
import { KIT_GRADES } from './award-kits';

/** A results run: computed (preview), the year's winners (published), taken back (unpublished). */
export const RESULT_RUN_STATUSES = ['preview', 'published', 'unpublished'] as const;
export type ResultRunStatus = (typeof RESULT_RUN_STATUSES)[number];

/** Winners per page. */
export const WINNERS_PER_PAGE = 36;

const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);

/** The winners of a year, filtered by award category and region (the catalogue's canton). */
export const winnersQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  category: positiveId.optional(),
  region: positiveId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type WinnersQuery = z.input<typeof winnersQuery>;

/** One third of a score: its mean and how many voices it rests on. */
const scorePart = z.object({ mean: z.number().nullable(), count: z.number().int() });

/** An awarded venue: its award in one category with the parts of its score. */
export const awardWinnerAnswer = z
  .object({
    nominee_id: z.number().int(),
    name: z.string(),
    diploma_name: z.string().nullable(),
    category_id: z.number().int(),
    /** 1 to 10, one decimal: the points badge. */
    score: z.number(),
    grade: z.enum(KIT_GRADES),
    /** Its place among the category's venues with a score. */
    placement: z.number().int(),
    /** The category it is awarded in (a venue takes part in up to three). */
    awarded_category: z.boolean(),
    audience_award: z.boolean(),
    /** Organisers and visitors (confirmed, approved ratings). */
    public: scorePart.extend({ few: z.boolean() }),
    jury: scorePart,
    technical: z.number(),
    /** The catalogue's card when the venue is a public location. */
    entry: entryCardAnswer.nullable(),
  })
  .meta({ id: 'AwardWinner' });
export type AwardWinner = z.output<typeof awardWinnerAnswer>;

/** `GET /api/guest/award/winners`: a page of a year's published winners. */
export const awardWinnersPageAnswer = z
  .object({
    year: z.number().int(),
    /** False until a results run of the year is published: then nothing is listed. */
    published: z.boolean(),
    published_at: z.iso.datetime().nullable(),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** The categories with winners that year (the filter offers them). */
    categories: z.array(z.number().int()),
    /** The audience award of the year (the most confirmed ratings), when published. */
    audience_award: awardWinnerAnswer
      .omit({ entry: true })
      .extend({
        score: z.number().nullable(),
        grade: z.enum(KIT_GRADES).nullable(),
        placement: z.number().int().nullable(),
      })
      .nullable(),
    data: z.array(awardWinnerAnswer),
  })
  .meta({ id: 'AwardWinnersPage' });
export type AwardWinnersPage = z.output<typeof awardWinnersPageAnswer>;
