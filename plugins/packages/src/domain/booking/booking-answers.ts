import { z } from 'zod';
import { BOOKING_ACTIONS, BOOKING_ROLES, BOOKING_STATES } from './booking-states';

/** Paths of the bookings: the venue owner's side and the requester's side (below `/api`). */
export const BOOKING_PATHS = {
  ownerList: '/user/bookings',
  ownerBooking: '/user/bookings/:bookingId',
  offer: '/user/bookings/:bookingId/offer',
  ownerAgreement: '/user/bookings/:bookingId/agreement',
  ownerBilling: '/user/bookings/:bookingId/billing',
  ownerCancel: '/user/bookings/:bookingId/cancel',
  ownerInvoice: '/user/bookings/:bookingId/invoice',
  myList: '/user/my-bookings',
  myBooking: '/user/my-bookings/:bookingId',
  accept: '/user/my-bookings/:bookingId/accept',
  reject: '/user/my-bookings/:bookingId/reject',
  myCancel: '/user/my-bookings/:bookingId/cancel',
  myAgreement: '/user/my-bookings/:bookingId/agreement',
  myBilling: '/user/my-bookings/:bookingId/billing',
  myInvoice: '/user/my-bookings/:bookingId/invoice',
} as const;

const priceLine = z.object({
  key: z.string(),
  label: z.string().nullable(),
  quantity: z.number(),
  unit: z.enum(['person_day', 'day', 'room_night', 'piece']),
  unitPrice: z.number(),
  amount: z.number(),
});

/** The calculator's answer (`PackagePrice`), as stored with a booking. */
export const packagePriceAnswer = z
  .object({
    lines: z.array(priceLine),
    subtotal: z.number(),
    adjustments: z.array(
      z.object({
        startDate: z.string(),
        endDate: z.string(),
        kind: z.enum(['surcharge', 'discount']),
        percent: z.number(),
        days: z.number(),
        amount: z.number(),
      }),
    ),
    net: z.number(),
    vatPercent: z.number(),
    vat: z.number(),
    rounding: z.number(),
    total: z.number(),
  })
  .meta({ id: 'PackagePrice' });

const bookingFile = z.object({ name: z.string(), size: z.number(), uploadedAt: z.string() });

/** A booking in a list (either side). */
export const bookingSummaryAnswer = z.object({
  id: z.number(),
  reference: z.string(),
  locationId: z.number(),
  locationName: z.string(),
  packageId: z.number(),
  state: z.enum(BOOKING_STATES),
  date: z.string(),
  days: z.number(),
  persons: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  /** The calculator's total at booking time, Rappen. */
  total: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingSummary = z.infer<typeof bookingSummaryAnswer>;
export const bookingListAnswer = z
  .object({ bookings: z.array(bookingSummaryAnswer.meta({ id: 'BookingSummary' })) })
  .meta({ id: 'BookingList' });

/** One booking with everything its two parties see, the actions open to the asker and its history. */
export const bookingDetailAnswer = bookingSummaryAnswer
  .extend({
    hallIds: z.array(z.number()),
    email: z.string(),
    phone: z.string(),
    message: z.string().nullable(),
    selection: z.record(z.string(), z.unknown()),
    price: packagePriceAnswer,
    offer: z.object({ text: z.string(), amount: z.number(), sentAt: z.string() }).nullable(),
    agreement: bookingFile.nullable(),
    billing: bookingFile.nullable(),
    role: z.enum(BOOKING_ROLES),
    actions: z.array(z.enum(BOOKING_ACTIONS)),
    invoiceAvailable: z.boolean(),
    history: z.array(
      z.object({
        from: z.enum(BOOKING_STATES).nullable(),
        to: z.enum(BOOKING_STATES),
        role: z.enum(BOOKING_ROLES),
        note: z.string().nullable(),
        at: z.string(),
      }),
    ),
  })
  .meta({ id: 'BookingDetail' });
export type BookingDetail = z.infer<typeof bookingDetailAnswer>;

/** A transition's answer: its message and the booking as it is now. */
export const bookingChangeAnswer = z
  .object({
    message: z.string(),
    booking: bookingDetailAnswer,
  })
  .meta({ id: 'BookingChange' });
export type BookingChange = z.infer<typeof bookingChangeAnswer>;
