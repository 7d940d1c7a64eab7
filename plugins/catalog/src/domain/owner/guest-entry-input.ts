import { z } from 'zod';
import {
  messages,
  MAX_ROW_ID,
  numberFromDigits,
  optionalText,
  requiredText,
  wholeNumber,
} from '@eventalp/platform-sdk';
import { accountMessages, signupAccountFields } from '@eventalp/plugin-accounts/domain';

/** Ranking tier a new entry starts with: the spec's default of the application state "Entry". */
export const NEW_ENTRY_TYPE_ID = 3;

const id = z.preprocess(
  numberFromDigits,
  z
    .number({ error: messages.required })
    .int(messages.format)
    .min(1, messages.required)
    .max(MAX_ROW_ID, messages.format),
);

/**
 * `/site/guest/entries/create`: the entry (spec: application state "Entry") and its owner's account
 * in one form. `category_id` is the country category (1 CH, 2 DE, 3 AT; default 1),
 * `entry_category_id` the location category (taxonomy type 9) or provider main category (21).
 */
export const guestEntryInput = z
  .object({
    type: z.enum(['location', 'provider'], { error: messages.required }).default('location'),
    category_id: wholeNumber(1, 3).default(1),
    type_id: z.literal(NEW_ENTRY_TYPE_ID, { error: messages.format }).default(NEW_ENTRY_TYPE_ID),
    entry_category_id: id,
    full_name: requiredText({ min: 2, max: 255 }),
    description: optionalText(10_000),
    street: requiredText({ max: 255 }),
    street_number: optionalText(20),
    zip: z
      .string({ error: messages.required })
      .trim()
      .min(1, { error: messages.required, abort: true })
      .max(20, { error: messages.format, abort: true })
      .regex(/^\d{4,5}$/, messages.format),
    place: requiredText({ max: 255 }),
    region: id,
    ...signupAccountFields,
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: accountMessages.passwordConfirmation,
    path: ['password_confirmation'],
  });
export type GuestEntryInput = z.output<typeof guestEntryInput>;
