import { z } from 'zod';
import {
  authorFields,
  decimalNumber,
  MAX_ROW_ID,
  messages,
  optionalText,
  requiredText,
  wholeNumber,
} from '@eventalp/platform-sdk';

/**
 * The notes, prices and reviews of an entry (spec section 3: notes with content and creator;
 * prices with service, price, unit, PDF and order; reviews with company, date, rating,
 * description, image and order) as the back office answers and changes them.
 */
const entryOf = {
  entry_type: z.enum(['location', 'provider'], { error: messages.format }),
  entry_id: wholeNumber(1, MAX_ROW_ID),
};
const entryAnswer = { entry_type: z.enum(['location', 'provider']), entry_id: z.number().int() };
const order = wholeNumber(0, 9999).default(0);

/** Longest note and review text (the spec gives none; ours). */
export const MAX_DETAIL_TEXT = 5000;
/** Highest price (the column holds 10 digits with 2 decimals). */
export const MAX_PRICE = 99_999_999.99;

export const backofficeNoteAnswer = z.object({
  id: z.number().int(),
  ...entryAnswer,
  content: z.string(),
  ...authorFields,
});
export const noteInput = z.object({ ...entryOf, content: requiredText({ max: MAX_DETAIL_TEXT }) });
/** A note stays with its entry: a change edits only its text. */
export const noteUpdate = z.object({ content: requiredText({ max: MAX_DETAIL_TEXT }) });

export const backofficePriceAnswer = z.object({
  id: z.number().int(),
  ...entryAnswer,
  service: z.string(),
  price: z.number().nullable(),
  unit: z.string().nullable(),
  order: z.number().int(),
  ...authorFields,
});
const priceFields = {
  service: requiredText({ max: 255 }),
  price: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    decimalNumber(0, MAX_PRICE)
      .refine((value) => Math.round(value * 100) === value * 100, { error: messages.format })
      .nullable(),
  ),
  unit: optionalText(100),
  order,
};
export const priceInput = z.object({ ...entryOf, ...priceFields });
export const priceUpdate = z.object(priceFields);

export const backofficeReviewAnswer = z.object({
  id: z.number().int(),
  ...entryAnswer,
  company: z.string(),
  reviewed_on: z.string(),
  rating: z.number().int(),
  description: z.string(),
  order: z.number().int(),
  ...authorFields,
});
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const reviewFields = {
  company: requiredText({ max: 255 }),
  reviewed_on: z
    .string({ error: messages.required })
    .max(10, { error: messages.format })
    .regex(DAY, { error: messages.format })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value),
      {
        error: messages.format,
      },
    ),
  // The reviews' stars: 1 to 5 (the table's own check).
  rating: wholeNumber(1, 5),
  description: requiredText({ max: MAX_DETAIL_TEXT }),
  order,
};
export const reviewInput = z.object({ ...entryOf, ...reviewFields });
export const reviewUpdate = z.object(reviewFields);
