import { z } from 'zod';
import { campaignStatusAnswer } from './award-answers';
import { NOMINEE_STATUSES } from './confirmation-vocabulary';

/**
 * `GET /api/guest/award/confirmations/{slaCode}`: the nominated venue the code belongs to, whether
 * it confirmed already, and the confirmation window of its year.
 */
export const confirmationLookupAnswer = z
  .object({
    year: z.number().int(),
    location_name: z.string(),
    /** The catalogue location, or null for a venue not yet listed (it signs up first). */
    location_id: z.number().int().nullable(),
    postcode: z.string().nullable(),
    city: z.string().nullable(),
    status: z.enum(NOMINEE_STATUSES),
    confirmed: z.boolean(),
    /** The confirmation window of the nominee's year (only the current year's may be open). */
    window: campaignStatusAnswer,
    /** Whether the form may be sent now: the current year's window is running, not confirmed yet. */
    open: z.boolean(),
  })
  .meta({ id: 'AwardConfirmationLookup' });
export type ConfirmationLookup = z.output<typeof confirmationLookupAnswer>;

/** `POST /api/guest/award/confirmations/{slaCode}`: the thank-you. */
export const confirmationCreatedAnswer = z
  .object({ message: z.string(), location_name: z.string(), year: z.number().int() })
  .meta({ id: 'AwardConfirmationCreated' });
export type ConfirmationCreated = z.output<typeof confirmationCreatedAnswer>;
