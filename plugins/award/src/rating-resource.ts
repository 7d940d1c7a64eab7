import { z } from 'zod';
import {
  authorFields,
  choiceFilter,
  containsFilter,
  dateFilter,
  defineResource,
  equalsFilter,
  wholeNumber,
  MAX_ROW_ID,
} from '@eventalp/platform-sdk';
import { RATINGS } from './award-migrations';
import {
  AWARD_LANGUAGES,
  RATING_APPROVALS,
  RATING_ASPECTS,
  RATING_EVENT_TYPES,
  VOTER_TYPES,
} from './domain';
import { RATINGS_RESOURCE } from './rating-service';

/** Who may see the public ratings (the award office). */
export const BACKOFFICE_AWARD_RATINGS = 'backoffice.award.ratings';
/** Who may approve them (admin-approved 0, 1 or 2). */
export const BACKOFFICE_AWARD_RATINGS_APPROVE = 'backoffice.award.ratings.approve';

const approval = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** One rating as the back office lists and shows it (the address only as its keyed hash). */
export const backofficeRatingAnswer = z.object({
  id: z.number().int(),
  year: z.number().int(),
  nominee_id: z.number().int(),
  venue_name: z.string(),
  highlights: z.array(z.enum(RATING_ASPECTS)),
  lowlights: z.array(z.enum(RATING_ASPECTS)),
  grade: z.number().int(),
  event_type: z.enum(RATING_EVENT_TYPES),
  event_month: z.number().int(),
  event_year: z.number().int(),
  comment: z.string().nullable(),
  first_name: z.string(),
  email: z.string(),
  email_key: z.string(),
  voter_type: z.enum(VOTER_TYPES),
  language: z.enum(AWARD_LANGUAGES),
  ip_hash: z.string(),
  /** 0 not confirmed, 1 confirmed with publication, 2 confirmed without. */
  user_approved: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** 0 not yet, 1 approved, 2 only highlights and lowlights. */
  admin_approved: approval,
  confirmed_at: z.iso.datetime().nullable(),
  ...authorFields,
});

/** The approval: the only change the back office makes to a rating. */
const approvalInput = z.object({
  admin_approved: z.preprocess(
    (value) => (typeof value === 'string' ? Number(value) : value),
    z.union([z.literal(0), z.literal(1), z.literal(2)], {
      error: 'Bitte wähle 0 (nein), 1 (ja) oder 2 (nur Highlights und Lowlights).',
    }),
  ),
});

/** A choice filter over a small whole-number column (`?user_approved=1`). */
const levelFilter = (column: string) =>
  equalsFilter(
    column,
    z.preprocess((value) => Number(value), z.union(RATING_APPROVALS.map((n) => z.literal(n)))),
  );

/**
 * Public ratings in the back office: list (newest first, search, filters), show with its
 * confirmation trail (history), approve 0/1/2. Only confirmed ratings count; the approval decides
 * what is published (2: highlights and lowlights only).
 */
export const ratingResource = defineResource({
  name: RATINGS_RESOURCE,
  answerName: 'BackofficeRating',
  noun: 'rating',
  table: RATINGS,
  row: backofficeRatingAnswer,
  update: approvalInput,
  filters: {
    year: equalsFilter('year', wholeNumber(2000, 2100)),
    nominee_id: equalsFilter('nominee_id', wholeNumber(1, MAX_ROW_ID)),
    user_approved: levelFilter('user_approved'),
    admin_approved: levelFilter('admin_approved'),
    language: choiceFilter('language', AWARD_LANGUAGES),
    voter_type: choiceFilter('voter_type', VOTER_TYPES),
    email: containsFilter('email'),
    created_from: dateFilter('created_at', 'from'),
    created_to: dateFilter('created_at', 'to'),
  },
  sortable: ['created_at', 'grade', 'venue_name', 'id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  search: ['venue_name', 'first_name', 'email', 'comment'],
  permissions: { read: BACKOFFICE_AWARD_RATINGS, write: BACKOFFICE_AWARD_RATINGS_APPROVE },
});
