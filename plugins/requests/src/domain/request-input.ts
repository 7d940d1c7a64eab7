import { z } from 'zod';
import {
  emailAddress,
  messages,
  MIN_PHONE_DIGITS,
  optionalText,
  phoneNumber,
  wholeNumber,
} from '@eventalp/platform-sdk';

export { swissToday } from '@eventalp/platform-sdk/domain';

export { MIN_PHONE_DIGITS };
/** At most this many venues or providers in one request (from the favourites page). */
export const MAX_REQUEST_ENTRIES = 20;

export const requestMessages = {
  lettersOnly: 'Bitte verwende nur Buchstaben.',
  phoneDigits: messages.phoneDigits(MIN_PHONE_DIGITS),
  dateInPast: 'Das Wunschdatum darf nicht in der Vergangenheit liegen.',
  people: 'Bitte gib eine Personenzahl von mindestens 1 an.',
  entryUnavailable: 'Dieser Eintrag ist nicht verfügbar.',
  sent: 'Vielen Dank! Deine Anfrage wurde gesendet. Du erhältst eine Bestätigung per E-Mail.',
} as const;

const personName = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .max(100, messages.maxLength(100))
  .regex(/^\p{L}[\p{L}' .-]*$/u, requestMessages.lettersOnly);

const phone = phoneNumber();

const entry = z.object({
  type: z.enum(['location', 'provider'], { error: messages.format }),
  id: z.number({ error: messages.format }).int().positive().max(2_147_483_647),
});

/**
 * A request (enquiry) to one or several locations/providers. `today` (YYYY-MM-DD, the venue's
 * calendar day) decides what counts as a past date.
 */
export function requestInput(today: string) {
  return z.object({
    entries: z
      .array(entry, { error: messages.required })
      .min(1, messages.required)
      .max(MAX_REQUEST_ENTRIES, messages.format)
      .refine(
        (list) => new Set(list.map((e) => `${e.type}:${e.id}`)).size === list.length,
        messages.format,
      ),
    first_name: personName,
    last_name: personName,
    email: emailAddress(),
    phone,
    company: optionalText(255),
    desired_date: z
      .string({ error: messages.required })
      .min(1, { error: messages.required, abort: true })
      .max(10, { error: messages.format, abort: true })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.format, abort: true })
      .refine(
        (value) =>
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        { error: messages.format, abort: true },
      )
      .refine((value) => value >= today, requestMessages.dateInPast),
    people: wholeNumber(1, 100_000, requestMessages.people),
    occasion: optionalText(255),
    comment: optionalText(2000),
  });
}

export type RequestInput = z.output<ReturnType<typeof requestInput>>;
