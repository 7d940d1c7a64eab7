import { z, type ZodType } from 'zod';
import { ValidationError, type FieldErrors } from './errors';
import { messages } from './messages';

/** No NUL character (Postgres refuses it in text). */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const NO_NUL = /^[^\u0000]*$/;

/** Required trimmed text between `min` and `max` characters, with the spec's messages. */
export function requiredText(options: { min?: number; max?: number } = {}) {
  const { min = 1, max = 255 } = options;
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .min(min, messages.minLength(min))
    .max(max, { error: messages.maxLength(max), abort: true })
    .regex(NO_NUL, { error: messages.format });
}

/** Whole numbers in a path, query or form: digits only (at most 15, so they stay exact). */
const DIGITS = /^\d{1,15}$/;
/** Decimal numbers in a query: digits with an optional fraction, no sign, exponent or hex. */
const DECIMAL = /^\d{1,9}(\.\d{1,9})?$/;

/**
 * A whole number from a path or query string (or a JSON number) between `min` and `max`, with the
 * spec's 'Ungültiges Format' (or `error`) for anything else. A string must be digits only: `0x1f`,
 * `1e1`, ` 31`, `+3`, `''` and overlong digit runs are refused, as are booleans and arrays (which
 * `Number()` would turn into 1 or a number). Ids use `wholeNumber(1, MAX_ROW_ID)`.
 */
export function wholeNumber(min: number, max: number, error: string = messages.format) {
  return z.preprocess(
    numberFromDigits,
    z
      .number({ error })
      .int({ error, abort: true })
      .min(min, { error, abort: true })
      .max(max, { error }),
  );
}

/**
 * The preprocessing of `wholeNumber`, for schemas with their own messages: a digits-only string
 * becomes its number, anything else stays as it is (and fails a `z.number()` after it).
 */
export function numberFromDigits(value: unknown): unknown {
  return typeof value === 'string' && DIGITS.test(value) ? Number(value) : value;
}

/**
 * A decimal number from a query string (or a JSON number) between `min` and `max`: digits with an
 * optional fraction only, the same refusals as `wholeNumber`.
 */
export function decimalNumber(min: number, max: number, error: string = messages.format) {
  return z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value),
    z.number({ error }).min(min, { error, abort: true }).max(max, { error }),
  );
}

/** The largest id of a Postgres `integer` column: larger path ids are bad input, not a 500. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The cap of a text field that names none: every string a route accepts has a maximum length
 * (`route-input-schemas.int.test.ts` walks every route's input schema and fails on one without).
 */
export const DEFAULT_MAX_TEXT = 2000;

/**
 * A string of at most `max` characters (default `DEFAULT_MAX_TEXT`), untrimmed: the building block
 * for texts that are not a form field (tokens, slugs, search texts, log lines). NUL characters are
 * refused before any schema runs, by the route pipeline (`refuseNulCharacters`).
 */
export function text(max: number = DEFAULT_MAX_TEXT, error?: string) {
  return z
    .string({ error: error ?? messages.format })
    .max(max, { error: error ?? messages.maxLength(max), abort: true })
    .regex(NO_NUL, { error: messages.format });
}

/**
 * The path (`a.0.b`) of the first string, or object key, in `value` that holds a NUL character,
 * or null. Postgres refuses NUL in text, so such input is bad input (422), never a 500.
 */
export function nulCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.') || '_';
    const found = nulCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Throws the 422 'Ungültiges Format' for the first NUL character in `value` (see `nulCharacterPath`). */
export function refuseNulCharacters(value: unknown): void {
  const path = nulCharacterPath(value);
  if (path !== null) throw ValidationError.field(path, messages.format);
}

/** Optional text: empty strings become null. */
export function optionalText(max = 255) {
  return z
    .string({ error: messages.format })
    .trim()
    .max(max, { error: messages.maxLength(max), abort: true })
    .regex(NO_NUL, { error: messages.format })
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
