import { entryCardAnswer } from '@eventalp/plugin-catalog/domain';
import { z } from 'zod';

/**
 * The award's public lists of venues: `participating` (the venues that confirmed their
 * participation and can be rated: the award search) and `nominated` (every venue past the formal
 * check, from the pre-voting on: the nominated list).
 */
export const PARTICIPANT_LISTS = ['participating', 'nominated'] as const;
export type ParticipantList = (typeof PARTICIPANT_LISTS)[number];

/** Results per page (the spec's legacy search page size). */
export const PARTICIPANTS_PER_PAGE = 36;

const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * The filters of the award search (the filter modal: location name, region, category) and the
 * page. Values a visitor cannot have chosen (an unknown region, a page past the end) find nothing;
 * malformed ones are 422.
 */
export const participantQuery = z.object({
  list: z.enum(PARTICIPANT_LISTS).default('participating'),
  name: z.string().trim().max(100).optional(),
  region: positiveId.optional(),
  category: positiveId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ParticipantQuery = z.input<typeof participantQuery>;

/** A venue of the award's lists: the nominee, its award categories and, when listed, its card. */
export const awardParticipantAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    postcode: z.string().nullable(),
    city: z.string().nullable(),
    /** The award categories the venue confirmed (1 to 3; empty before its confirmation). */
    categories: z.array(z.number().int()),
    main_category: z.number().int().nullable(),
    /** Its rating page's code (`/site/{language}/{code}`); only for participating venues. */
    rating_code: z.string().nullable(),
    /** The catalogue's card (photos, region, detail path) when the venue is a public location. */
    entry: entryCardAnswer.nullable(),
  })
  .meta({ id: 'AwardParticipant' });
export type AwardParticipant = z.output<typeof awardParticipantAnswer>;

/** `GET /api/guest/award/participants`: one page of a list of the current award year. */
export const awardParticipantPageAnswer = z
  .object({
    year: z.number().int(),
    list: z.enum(PARTICIPANT_LISTS),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    data: z.array(awardParticipantAnswer),
  })
  .meta({ id: 'AwardParticipantPage' });
export type AwardParticipantPage = z.output<typeof awardParticipantPageAnswer>;
