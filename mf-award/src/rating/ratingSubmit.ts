import type { RatingCreated, RatingInput } from '@eventalp/plugin-award/domain';
import { HttpError, RateLimitError, ValidationError } from '@eventalp/shell-kit';
import {
  fieldErrorsOf,
  type AwardRulesModule,
  type FieldErrors,
} from '../nomination/nominationSubmit';

/** The wizard's steps and the fields each asks for (spec section 2: 4 steps). */
export const RATING_STEPS = ['highlights', 'lowlights', 'rating', 'contact'] as const;
export type RatingStep = (typeof RATING_STEPS)[number];

const STEP_OF_FIELD: Record<string, RatingStep> = {
  highlights: 'highlights',
  lowlights: 'lowlights',
  grade: 'rating',
  event_type: 'rating',
  event_month: 'rating',
  event_year: 'rating',
  comment: 'rating',
};

/** The step that shows a field's error (the contact step shows the rest and the form's own). */
export function stepOfField(field: string): RatingStep {
  return STEP_OF_FIELD[field.split('.')[0]!] ?? 'contact';
}

/** The errors of one step, from the whole form's (a list's item errors go to the list). */
export function errorsOfStep(errors: FieldErrors, step: RatingStep): FieldErrors {
  const mine: FieldErrors = {};
  for (const [field, list] of Object.entries(errors))
    if (stepOfField(field) === step) (mine[field.split('.')[0]!] ??= []).push(...list);
  return mine;
}

/** What sending the wizard ends in. */
export type RatingOutcome =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rated'; created: RatingCreated }
  /** The rating window closed (or has not opened) since the page was loaded. */
  | { kind: 'closed'; message: string }
  | { kind: 'rate_limited' }
  | { kind: 'failed' };

export interface RatingSubmitDeps {
  rules: AwardRulesModule;
  /** A solved proof-of-work for this rating. */
  prove(): Promise<{ challenge: string; nonce: string }>;
  rate(input: RatingInput): Promise<RatingCreated>;
}

/** The form's values without the proof-of-work, as the schema checks them before it is solved. */
export type RatingFormInput = Omit<RatingInput, 'challenge' | 'nonce'>;

/** Checks the form with the API's own schema, solves the challenge, sends, maps the answer. */
export async function submitRating(
  input: RatingFormInput,
  { rules, prove, rate }: RatingSubmitDeps,
): Promise<RatingOutcome> {
  const checked = rules.ratingInputAt(new Date()).safeParse({ ...input, challenge: '', nonce: '' });
  if (!checked.success) return { kind: 'invalid', errors: fieldErrorsOf(checked.error.issues) };
  try {
    return { kind: 'rated', created: await rate({ ...input, ...(await prove()) }) };
  } catch (error) {
    if (error instanceof RateLimitError) return { kind: 'rate_limited' };
    if (error instanceof ValidationError) return { kind: 'invalid', errors: error.errors };
    if (error instanceof HttpError && error.status === 409)
      return { kind: 'closed', message: error.message };
    return { kind: 'failed' };
  }
}

/** Checks only one step's fields (the "next" button), with the API's schema. */
export function checkStep(
  input: RatingFormInput,
  step: RatingStep,
  rules: AwardRulesModule,
): FieldErrors {
  const checked = rules.ratingInputAt(new Date()).safeParse({ ...input, challenge: '', nonce: '' });
  return checked.success ? {} : errorsOfStep(fieldErrorsOf(checked.error.issues), step);
}
