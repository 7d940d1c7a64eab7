import { z } from 'zod';
import { MAX_ROW_ID, messages, text, wholeNumber } from '@eventalp/platform-sdk';
import { bookingContactInput } from '../booking/booking-input';
import { INCLUDED_ITEMS, MEALS, TIME_OF_DAY_NAMES } from '../package-constants';
import { SEATING_STYLES, type SeatingStyle } from '../editing';
import { PACKAGE_EVENT_TYPE_NAMES } from '../package-constants';

/** Paths of the visitors' package routes: the public offer and the reservation. */
export const OFFER_PATHS = {
  offer: '/guest/packages/:packageId',
  reserve: '/user/my-bookings',
} as const;

/** How far ahead a package can be reserved (and its busy days are told). */
export const RESERVATION_HORIZON_DAYS = 400;
/** Most rooms one overnight stay books. */
export const MAX_OVERNIGHT_ROOMS = 200;
/** Most pieces of one extra. */
export const MAX_EXTRA_QUANTITY = 1000;
/** Most persons a package is priced for when its halls name no capacity. */
export const DEFAULT_MAX_PERSONS = 500;

/** One-off extras a venue prices in its profile (`catering.corkageRappen`: per bottle brought along). */
export const OFFER_EXTRAS = ['corkage'] as const;
export type OfferExtra = (typeof OFFER_EXTRAS)[number];

const offerHall = z.object({
  id: z.number().int(),
  name: z.string(),
  areaM2: z.number().int().nullable(),
  capacities: z.object(
    Object.fromEntries(SEATING_STYLES.map((style) => [style, z.number().int().nullable()])),
  ) as unknown as z.ZodType<Record<SeatingStyle, number | null>>,
  rentalSlots: z.array(
    z.object({
      slotId: z.number().int(),
      priceRappen: z.number().int(),
      startHour: z.number().int(),
      endHour: z.number().int(),
    }),
  ),
});

/**
 * A published package as visitors see it, with everything its price depends on: the halls and
 * their rental slots, the meals and rooms the venue sells besides, its extras and price periods,
 * and the days on which it cannot start (`GET /api/guest/packages/{packageId}`).
 */
export const packageOfferAnswer = z
  .object({
    package: z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      eventType: z.enum(PACKAGE_EVENT_TYPE_NAMES),
      optionId: z.number().int().nullable(),
      optionName: z.string().nullable(),
      days: z.number().int(),
      timesOfDay: z.array(z.array(z.enum(TIME_OF_DAY_NAMES))),
      meals: z.array(z.enum(MEALS)),
      overnight: z.boolean(),
      highlightedSpecials: z.array(z.string()),
      includedItems: z.array(z.enum(INCLUDED_ITEMS)),
      singlePriceRappen: z.number().int(),
      pricePerPersonRappen: z.number().int(),
      maxPersons: z.number().int(),
    }),
    venue: z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      city: z.string().nullable(),
      postcode: z.string().nullable(),
      region: z.string().nullable(),
      photo: z.string().nullable(),
      detailPath: z.string(),
    }),
    halls: z.array(offerHall),
    extraMeals: z.array(z.object({ meal: z.enum(MEALS), pricePerPersonRappen: z.number().int() })),
    accommodation: z.array(
      z.object({
        roomId: z.number().int(),
        name: z.string(),
        pricePerNightRappen: z.number().int(),
        breakfastIncluded: z.boolean(),
      }),
    ),
    extras: z.array(
      z.object({ key: z.enum(OFFER_EXTRAS), label: z.string(), unitPriceRappen: z.number().int() }),
    ),
    pricePeriods: z.array(
      z.object({
        startDate: z.string(),
        endDate: z.string(),
        kind: z.enum(['surcharge', 'discount']),
        percent: z.number(),
      }),
    ),
    /** ISO days (from tomorrow, within the horizon) on which the package cannot start. */
    busyDays: z.array(z.string()),
    conditions: z.object({ cancellation: z.string().nullable() }),
  })
  .meta({ id: 'PackageOffer' });
export type PackageOffer = z.output<typeof packageOfferAnswer>;
export type OfferHall = PackageOffer['halls'][number];

const id = wholeNumber(1, MAX_ROW_ID);

export const isoDay = text(10, messages.format)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.format })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    { error: messages.format },
  );

/** What a visitor chooses on a package (the calculator's and the reservation's input). */
export const reservationChoice = z.object({
  date: isoDay,
  persons: wholeNumber(1, 100_000),
  halls: z
    .array(z.object({ hallId: id, slotId: wholeNumber(1, 11) }), { error: messages.format })
    .max(50, messages.format),
  extraMeals: z
    .array(z.enum(MEALS, { error: messages.format }), { error: messages.format })
    .max(MEALS.length, messages.format)
    .default([]),
  overnight: z
    .object({ roomId: id, rooms: wholeNumber(0, 100_000) })
    .nullable()
    .default(null),
  extras: z
    .array(
      z.object({
        key: z.enum(OFFER_EXTRAS, { error: messages.format }),
        quantity: wholeNumber(0, 1_000_000),
      }),
      { error: messages.format },
    )
    .max(OFFER_EXTRAS.length, messages.format)
    .default([]),
});
export type ReservationChoice = z.output<typeof reservationChoice>;

/** The reservation: the package, the visitor's choice and contact data. */
export const reservationInput = z.object({
  packageId: id,
  choice: reservationChoice,
  contact: bookingContactInput,
});
export type ReservationInput = z.input<typeof reservationInput>;

export const reservationAnswer = z
  .object({ id: z.number().int(), reference: z.string(), message: z.string() })
  .meta({ id: 'PackageReservation' });
export type ReservationAnswer = z.output<typeof reservationAnswer>;

export const packageIdParams = z.object({ packageId: id });
