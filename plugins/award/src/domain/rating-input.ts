import { z } from 'zod';
import { emailAddress, messages, optionalText, requiredText } from '@eventalp/platform-sdk';
import { AWARD_LANGUAGES } from './nomination-vocabulary';
import {
  monthInFuture,
  RATING_ASPECTS,
  RATING_EVENT_TYPES,
  RATING_LIMITS,
  ratingMessages,
  VOTER_TYPES,
} from './rating-vocabulary';

/** A whole number from a JSON number or a form's digits, within `min` and `max`. */
const choice = (min: number, max: number, error: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value,
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }),
  );

const aspects = z.array(z.enum(RATING_ASPECTS, { error: messages.format }), {
  error: messages.format,
});

/** The rating's venue: its rating code (the page's `/site/{language}/{code}`). */
export const ratingCode = z
  .string({ error: messages.format })
  .max(16, { error: ratingMessages.unknownVenue, abort: true })
  .regex(/^[a-z2-9]{10}$/, { error: ratingMessages.unknownVenue });

/**
 * Body of `POST /api/guest/award/ratings` (spec section 3, "Rating", and 5): the 4 steps of the
 * wizard (highlights, lowlights, rating, contact), the proof-of-work, the honeypot and the
 * page's language. `now` bounds the event's month (not in the future, this year or last).
 */
export function ratingInputAt(now: Date) {
  // The schema depends on the month of `now` alone (the event's year and month bounds): one per
  // month, built once. Building it per request was about a millisecond of the rating's path.
  const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
  let schema = SCHEMAS_BY_MONTH.get(month);
  if (!schema) {
    schema = buildRatingInput(now);
    SCHEMAS_BY_MONTH.clear();
    SCHEMAS_BY_MONTH.set(month, schema);
  }
  return schema;
}

/** The schema of the current month (a clock only moves forward: the map keeps one). */
const SCHEMAS_BY_MONTH = new Map<number, ReturnType<typeof buildRatingInput>>();

function buildRatingInput(now: Date) {
  const thisYear = now.getUTCFullYear();
  return z
    .object({
      venue: ratingCode,
      highlights: aspects
        .min(RATING_LIMITS.minHighlights, { error: ratingMessages.atLeastOne })
        .max(RATING_LIMITS.maxHighlights, { error: ratingMessages.atMostThree }),
      lowlights: aspects
        .max(RATING_LIMITS.maxLowlights, { error: ratingMessages.atMostThree })
        .default([]),
      grade: choice(1, 10, ratingMessages.grade),
      event_type: z.enum(RATING_EVENT_TYPES, { error: messages.required }),
      event_month: choice(1, 12, ratingMessages.eventDate),
      event_year: choice(thisYear - 1, thisYear, ratingMessages.eventDate),
      comment: optionalText(RATING_LIMITS.comment),
      first_name: requiredText({ min: 2, max: RATING_LIMITS.name }),
      email: emailAddress(),
      voter_type: z.enum(VOTER_TYPES, { error: messages.required }),
      truthful: z.literal(true, { error: ratingMessages.truthful }),
      language: z.enum(AWARD_LANGUAGES, { error: messages.format }).default('de'),
      /** Left empty by people; a form filler that fills every field fills it. */
      website: z.string({ error: messages.format }).max(255).optional(),
      challenge: z.string({ error: ratingMessages.challenge }).max(200),
      nonce: z.string({ error: ratingMessages.challenge }).max(40),
    })
    .superRefine((input, context) => {
      const both = input.lowlights.filter((aspect) => input.highlights.includes(aspect));
      if (both.length > 0)
        context.addIssue({
          code: 'custom',
          path: ['lowlights'],
          message: ratingMessages.bothLists,
        });
      if (monthInFuture(input.event_year, input.event_month, now))
        context.addIssue({
          code: 'custom',
          path: ['event_month'],
          message: ratingMessages.eventDate,
        });
    });
}

/** The schema as of now, for forms (the route builds it per request with its clock). */
export const ratingInput = ratingInputAt(new Date());

export type RatingInput = z.input<ReturnType<typeof ratingInputAt>>;
export type RatingValues = z.output<ReturnType<typeof ratingInputAt>>;

/** Body of `POST /api/guest/award/ratings/confirmations`: the mail link's token and choice. */
export const ratingConfirmationInput = z.object({
  token: z
    .string({ error: ratingMessages.unknownToken })
    .max(64, { error: ratingMessages.unknownToken, abort: true })
    .regex(/^[A-Za-z0-9_-]{20,64}$/, { error: ratingMessages.unknownToken }),
  publication: z.preprocess(
    (value) => (typeof value === 'string' ? Number(value) : value),
    z.union([z.literal(1), z.literal(2)], { error: messages.format }),
  ),
});
export type RatingConfirmationInput = z.input<typeof ratingConfirmationInput>;
