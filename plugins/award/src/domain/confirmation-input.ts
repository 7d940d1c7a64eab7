import { z } from 'zod';
import {
  emailAddress,
  MAX_ROW_ID,
  messages,
  optionalText,
  phoneNumber,
  requiredText,
  wholeNumber,
} from '@eventalp/platform-sdk';
import {
  CONFIRMATION_LIMITS,
  confirmationMessages,
  isPostBoxAddress,
} from './confirmation-vocabulary';
import { AWARD_LANGUAGES, nominationMessages } from './nomination-vocabulary';

/** A web address with or without scheme: `www.example.ch`, `https://example.ch/saal`. */
const WEBSITE = /^(https?:\/\/)?([\p{L}\d-]+\.)+[\p{L}]{2,}(:\d{1,5})?([/?#]\S*)?$/iu;

/**
 * Body of `POST /api/guest/award/confirmations/{slaCode}` (spec section 3, "Nomination
 * confirmation", and section 5): the diploma name (at most 20 characters), website, contact
 * person, phone, e-mail, company and street address (no postal box), 1 to 3 award categories
 * with the main one among them, news opt-in and a message. The page checks with the same schema.
 */
export const confirmationInput = z
  .object({
    diploma_name: requiredText({ max: CONFIRMATION_LIMITS.diplomaName }),
    website: z
      .string({ error: messages.format })
      .trim()
      .max(CONFIRMATION_LIMITS.website, {
        error: messages.maxLength(CONFIRMATION_LIMITS.website),
        abort: true,
      })
      .refine((value) => value === '' || WEBSITE.test(value), confirmationMessages.website)
      .nullish()
      .transform((value) => (value ? value : null)),
    first_name: requiredText({ min: 2, max: CONFIRMATION_LIMITS.text }),
    last_name: requiredText({ min: 2, max: CONFIRMATION_LIMITS.text }),
    function: optionalText(CONFIRMATION_LIMITS.text),
    phone: phoneNumber(),
    email: emailAddress(),
    company: requiredText({ max: CONFIRMATION_LIMITS.text }),
    street: requiredText({ max: CONFIRMATION_LIMITS.text }).refine(
      (value) => !isPostBoxAddress(value),
      confirmationMessages.postBox,
    ),
    postcode: z
      .string({ error: messages.required })
      .trim()
      .min(1, { error: messages.required, abort: true })
      .max(5, { error: nominationMessages.postcode, abort: true })
      .regex(/^\d{4,5}$/, { error: nominationMessages.postcode }),
    city: requiredText({ max: CONFIRMATION_LIMITS.city }),
    categories: z
      .array(wholeNumber(1, MAX_ROW_ID), { error: confirmationMessages.categories })
      .min(1, { error: confirmationMessages.categories, abort: true })
      .max(CONFIRMATION_LIMITS.categories, { error: confirmationMessages.categories, abort: true })
      .refine((ids) => new Set(ids).size === ids.length, confirmationMessages.categories),
    main_category: wholeNumber(1, MAX_ROW_ID, confirmationMessages.mainCategory),
    news: z.boolean({ error: messages.format }).default(false),
    message: optionalText(CONFIRMATION_LIMITS.message),
    language: z.enum(AWARD_LANGUAGES, { error: messages.format }).default('de'),
  })
  .superRefine((input, context) => {
    if (!input.categories.includes(input.main_category))
      context.addIssue({
        code: 'custom',
        path: ['main_category'],
        message: confirmationMessages.mainCategory,
      });
  });

export type ConfirmationInput = z.input<typeof confirmationInput>;
export type ConfirmationValues = z.output<typeof confirmationInput>;
