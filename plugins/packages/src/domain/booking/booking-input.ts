import { z } from 'zod';
import {
  emailAddress,
  MAX_ROW_ID,
  messages,
  optionalText,
  phoneNumber,
  text,
  wholeNumber,
} from '@eventalp/platform-sdk';
import { bookingMessages } from './booking-messages';
import { isSwissIban } from './swiss-iban';

/** The largest amount an offer may name: CHF 10 million, in Rappen. */
export const MAX_OFFER_RAPPEN = 1_000_000_000;
/** The largest agreement or billing file (spec sections 5 and 9: upload max 10 MB). */
export const MAX_BOOKING_FILE_BYTES = 10 * 1024 * 1024;

const personName = z
  .string({ error: messages.required })
  .trim()
  .min(2, { error: messages.minLength(2), abort: true })
  .max(255, messages.maxLength(255))
  .regex(/^\p{L}[\p{L}' .-]*$/u, bookingMessages.lettersOnly);

/** The requester's contact data on a booking (the reservation form validates with this). */
export const bookingContactInput = z.object({
  firstName: personName,
  lastName: personName,
  company: optionalText(255),
  email: emailAddress(),
  phone: phoneNumber(),
  message: optionalText(2000),
});
export type BookingContact = z.output<typeof bookingContactInput>;

/** The venue's offer: its text, the amount in Rappen and the IBAN the QR bill is paid to. */
export const offerInput = z.object({
  text: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(5000, messages.maxLength(5000)),
  amount: wholeNumber(0, MAX_OFFER_RAPPEN),
  iban: text(40, bookingMessages.iban).refine(isSwissIban, { error: bookingMessages.iban }),
});
export type OfferInput = z.input<typeof offerInput>;

/** An optional note with accept, reject and cancel (kept in the history, sent in the mail). */
export const bookingNoteInput = z.object({ note: optionalText(1000) }).default({ note: null });

export const bookingIdParams = z.object({ bookingId: wholeNumber(1, MAX_ROW_ID) });

/** Owner list views: open (not final), closed (rejected, billed, cancelled) or all. */
export const BOOKING_VIEWS = ['open', 'closed', 'all'] as const;
export type BookingView = (typeof BOOKING_VIEWS)[number];
export const ownerBookingsQuery = z.object({
  locationId: wholeNumber(1, MAX_ROW_ID).optional(),
  view: z.enum(BOOKING_VIEWS, { error: messages.format }).default('all'),
});
