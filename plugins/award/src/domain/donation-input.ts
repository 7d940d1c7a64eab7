import { z } from 'zod';
import { emailAddress, messages, optionalText, requiredText } from '@eventalp/platform-sdk';
import { AWARD_LANGUAGES } from './nomination-vocabulary';
import { DONATION_AMOUNT, DONATION_LIMITS, donationMessages } from './donation-vocabulary';

/**
 * A written amount in francs: digits with at most two decimals after a point or comma, thousands
 * optionally grouped with an apostrophe or a space (`1'000.50`, `1 000,50`, `50.-`).
 */
const AMOUNT = /^(\d{1,3}(?:['’ ]\d{3})+|\d{1,9})(?:[.,](\d{1,2}|-{1,2}|–))?$/;

/**
 * The amount in Rappen (whole hundredths of a franc) of a typed amount or a JSON number, or null
 * when it is no amount in francs (more than two decimals, a sign, letters, an exponent).
 */
export function rappenOf(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const rappen = Math.round(value * 100);
    // 10.005 is three decimals: refused, as typed.
    return Math.abs(rappen - value * 100) < 1e-6 && Number.isSafeInteger(rappen) ? rappen : null;
  }
  if (typeof value !== 'string') return null;
  const match = AMOUNT.exec(value.trim());
  if (!match) return null;
  const francs = Number(match[1]!.replace(/['’ ]/g, ''));
  const fraction = match[2] && /^\d/.test(match[2]) ? match[2].padEnd(2, '0') : '00';
  return francs * 100 + Number(fraction);
}

/** Rappen as the amount in francs with two decimals (`5050` → `'50.50'`). */
export function francsOf(rappen: number): string {
  return `${Math.floor(rappen / 100)}.${String(rappen % 100).padStart(2, '0')}`;
}

/**
 * The amount in CHF: positive, between `DONATION_AMOUNT.min` and `.max`, at most two decimals;
 * answers Rappen.
 */
export const donationAmount = z
  .union([z.string().max(32, { error: donationMessages.amountFormat }), z.number()], {
    error: donationMessages.amountFormat,
  })
  .optional()
  .transform((value, context) => {
    const fail = (message: string) => {
      context.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (value === undefined || (typeof value === 'string' && value.trim() === ''))
      return fail(messages.required);
    const rappen = rappenOf(value);
    if (rappen === null) return fail(donationMessages.amountFormat);
    if (rappen < DONATION_AMOUNT.min * 100) return fail(donationMessages.amountMin);
    if (rappen > DONATION_AMOUNT.max * 100) return fail(donationMessages.amountMax);
    return rappen;
  });

/**
 * Swiss and Liechtenstein postcodes: four digits (the QR bill's payer address is in one of the
 * two countries; Liechtenstein's are 9485 to 9498).
 */
const zip = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .max(4, { error: donationMessages.zip, abort: true })
  .regex(/^[1-9]\d{3}$/, { error: donationMessages.zip });

/** The payer's country on the QR bill, from the postcode. */
export function countryOfZip(zipCode: string): 'CH' | 'LI' {
  const value = Number(zipCode);
  return value >= 9485 && value <= 9498 ? 'LI' : 'CH';
}

/**
 * Body of `POST /api/guest/award/donations` (spec section 3, "Donation"): company (optional: a
 * private donor has none), contact, street, zip and city, e-mail, amount in CHF, message; the
 * page's language (the QR bill's). The form checks with the same schema before it sends.
 */
export const donationInput = z.object({
  company: optionalText(DONATION_LIMITS.name),
  contact: requiredText({ min: 2, max: DONATION_LIMITS.name }),
  street: requiredText({ min: 2, max: DONATION_LIMITS.street }),
  zip,
  city: requiredText({ min: 2, max: DONATION_LIMITS.city }),
  email: emailAddress(),
  amount: donationAmount,
  message: optionalText(DONATION_LIMITS.message),
  language: z.enum(AWARD_LANGUAGES, { error: messages.format }).default('de'),
});

export type DonationInput = z.input<typeof donationInput>;
export type DonationValues = z.output<typeof donationInput>;
