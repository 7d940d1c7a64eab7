import { z, type ZodType } from 'zod';
import { ValidationError, type FieldErrors } from './errors';
import { messages } from './messages';

/** Required trimmed text between `min` and `max` characters, with the spec's messages. */
export function requiredText(options: { min?: number; max?: number } = {}) {
  const { min = 1, max = 255 } = options;
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .min(min, messages.minLength(min))
    .max(max, messages.maxLength(max));
}

/**
 * A whole number from a path or query string (or a JSON number) between `min` and `max`, with the
 * spec's 'Ungültiges Format' for anything else. Ids use `wholeNumber(1, MAX_ROW_ID)`.
 */
export function wholeNumber(min: number, max: number) {
  return z.coerce
    .number({ error: messages.format })
    .int({ error: messages.format, abort: true })
    .min(min, { error: messages.format, abort: true })
    .max(max, { error: messages.format });
}

/** The largest id of a Postgres `integer` column: larger path ids are bad input, not a 500. */
export const MAX_ROW_ID = 2_147_483_647;

/** Optional text: empty strings become null. */
export function optionalText(max = 255) {
  return z
    .string({ error: messages.format })
    .trim()
    .max(max, messages.maxLength(max))
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * Required e-mail address (max 255 characters), lower-cased. With `oneMessage` every failure
 * (missing, too long, malformed) answers `invalidMessage`, as the newsletter's rule says.
 */
export function emailAddress(invalidMessage: string = messages.email, { oneMessage = false } = {}) {
  const missing = oneMessage ? invalidMessage : messages.required;
  const tooLong = oneMessage ? invalidMessage : messages.maxLength(255);
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .max(255, { error: tooLong, abort: true })
    .pipe(z.email({ error: invalidMessage }))
    .transform((value) => value.toLowerCase());
}

/** Phone numbers need at least this many digits (spec section 5: "phone at least {num} digits"). */
export const MIN_PHONE_DIGITS = 10;

/**
 * Required phone number: digits, spaces and + ( ) / . - only, at most 30 characters and at
 * least `MIN_PHONE_DIGITS` digits (spec section 5), with the spec's messages.
 */
export function phoneNumber() {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(30, { error: messages.phone, abort: true })
    .regex(/^\+?[\d\s()/.-]+$/, { error: messages.phone, abort: true })
    .refine(
      (value) => value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS,
      messages.phoneDigits(MIN_PHONE_DIGITS),
    );
}

/** Maps zod issues to `{ field: [messages] }`, keyed by the dotted path (root issues under `_`). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses `data` or throws a 422 ValidationError in the API's shape. */
export function parseInput<T>(schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ValidationError(fieldErrorsOf(result.error));
  return result.data;
}
