import { z } from 'zod';
import {
  emailAddress,
  MAX_ROW_ID,
  messages,
  optionalText,
  requiredText,
  wholeNumber,
} from '@eventalp/platform-sdk';
import {
  AWARD_LANGUAGES,
  NOMINATION_LIMITS,
  nominationMessages,
  SUBMITTER_FUNCTIONS,
} from './nomination-vocabulary';

/** Swiss, Liechtenstein and Austrian postcodes have four digits, German ones five. */
const postcode = z
  .string({ error: messages.format })
  .trim()
  .max(5, { error: nominationMessages.postcode, abort: true })
  .regex(/^\d{4,5}$/, { error: nominationMessages.postcode });

const venueText = (max: number) =>
  z
    .string({ error: messages.format })
    .trim()
    .max(max, { error: messages.maxLength(max), abort: true })
    .optional();

/**
 * Body of `POST /api/guest/award/nominations` (spec section 3, "Nomination"): a catalogue
 * location by id, or a venue not yet listed by name, postcode and city; the submitter; the
 * page's language. The form checks with the same schema before it sends.
 */
export const nominationInput = z
  .object({
    location_id: wholeNumber(1, MAX_ROW_ID).optional(),
    location_name: venueText(NOMINATION_LIMITS.name),
    postcode: z.union([z.literal(''), postcode]).optional(),
    city: venueText(NOMINATION_LIMITS.name),
    first_name: requiredText({ min: 2, max: NOMINATION_LIMITS.name }),
    last_name: requiredText({ min: 2, max: NOMINATION_LIMITS.name }),
    email: emailAddress(),
    function: z.enum(SUBMITTER_FUNCTIONS, { error: messages.required }),
    message: optionalText(NOMINATION_LIMITS.message),
    source: optionalText(NOMINATION_LIMITS.source),
    language: z.enum(AWARD_LANGUAGES, { error: messages.format }).default('de'),
  })
  .superRefine((input, context) => {
    if (input.location_id !== undefined) return;
    const missing = (['location_name', 'postcode', 'city'] as const).filter(
      (field) => !input[field],
    );
    if (missing.length === 3) {
      context.addIssue({
        code: 'custom',
        path: ['location_id'],
        message: nominationMessages.locationRequired,
      });
      return;
    }
    for (const field of missing)
      context.addIssue({ code: 'custom', path: [field], message: messages.required });
  });

export type NominationInput = z.input<typeof nominationInput>;
export type NominationValues = z.output<typeof nominationInput>;
