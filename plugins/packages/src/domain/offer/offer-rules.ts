import { slugify } from '@eventalp/plugin-catalog/domain';
import { dayNumber, isoDateOf } from '../calendar/calendar-rules';
import type { PackageEventType } from '../package-constants';
import type { PackagePriceInput } from '../pricing';
import {
  MAX_EXTRA_QUANTITY,
  MAX_OVERNIGHT_ROOMS,
  RESERVATION_HORIZON_DAYS,
  type PackageOffer,
  type ReservationChoice,
} from './offer-answers';
import { offerMessages } from './offer-messages';

export type PackagePageKind = 'detail' | 'summary' | 'reservation';
const PAGE_PREFIX: Record<PackagePageKind, string> = {
  detail: '/site/_package',
  summary: '/site/_package_summary',
  reservation: '/site/_package_reservation',
};

/**
 * The address of a package's page (spec: `/site/_package/{categoryId}/{categorySlug}/{eventType}/
 * {locationId}/{locationSlug?}`, summary and reservation with the same parameters). A venue may
 * sell several packages of one event type, so the first pair names the package: its id and the
 * slug of its name.
 */
export function packagePagePath(
  kind: PackagePageKind,
  target: {
    packageId: number;
    name: string;
    eventType: PackageEventType;
    locationId: number;
    locationSlug: string;
  },
): string {
  const name = slugify(target.name) || 'paket';
  const tail = target.locationSlug ? `/${target.locationSlug}` : '';
  return `${PAGE_PREFIX[kind]}/${target.packageId}/${name}/${target.eventType}/${target.locationId}${tail}`;
}

/** The page address of an offer (its canonical detail, summary or reservation path). */
export const offerPagePath = (kind: PackagePageKind, offer: PackageOffer) =>
  packagePagePath(kind, {
    packageId: offer.package.id,
    name: offer.package.name,
    eventType: offer.package.eventType,
    locationId: offer.venue.id,
    locationSlug: offer.venue.slug,
  });

/** The halls a visitor picks a rental slot for (a hall without rental slots is simply included). */
export const pricedHalls = (offer: PackageOffer) =>
  offer.halls.filter((hall) => hall.rentalSlots.length > 0);

/** The first day from `today + 1` on which the package can start, or null within the horizon. */
export function firstFreeDay(offer: PackageOffer, today: string): string | null {
  const busy = new Set(offer.busyDays);
  for (let day = dayNumber(today) + 1; day <= dayNumber(today) + RESERVATION_HORIZON_DAYS; day++)
    if (!busy.has(isoDateOf(day))) return isoDateOf(day);
  return null;
}

/** What the calculator shows first: the first free day, up to 10 persons, each hall's first slot. */
export function defaultChoice(offer: PackageOffer, today: string): ReservationChoice {
  return {
    date: firstFreeDay(offer, today) ?? isoDateOf(dayNumber(today) + 1),
    persons: Math.min(10, offer.package.maxPersons),
    halls: pricedHalls(offer).map((hall) => ({
      hallId: hall.id,
      slotId: hall.rentalSlots[0]!.slotId,
    })),
    extraMeals: [],
    overnight:
      offer.package.overnight && offer.accommodation[0]
        ? { roomId: offer.accommodation[0].roomId, rooms: 1 }
        : null,
    extras: [],
  };
}

/**
 * The problems of a choice by field, in German (empty: it can be priced and reserved). `today`
 * is the visitor's day (the server's in the reservation): a package starts tomorrow at the
 * earliest, within the horizon, never on a busy day.
 */
export function choiceErrors(
  offer: PackageOffer,
  choice: ReservationChoice,
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const day = dayNumber(choice.date);
  if (day <= dayNumber(today)) errors.date = offerMessages.datePast;
  else if (day > dayNumber(today) + RESERVATION_HORIZON_DAYS)
    errors.date = offerMessages.dateTooFar;
  else if (offer.busyDays.includes(choice.date)) errors.date = offerMessages.dateBusy;

  if (choice.persons < 1 || choice.persons > offer.package.maxPersons)
    errors.persons = offerMessages.persons(offer.package.maxPersons);

  const halls = pricedHalls(offer);
  const chosen = new Map(choice.halls.map((item) => [item.hallId, item.slotId]));
  const slotsFit =
    chosen.size === choice.halls.length &&
    chosen.size === halls.length &&
    halls.every((hall) => hall.rentalSlots.some((slot) => slot.slotId === chosen.get(hall.id)));
  if (!slotsFit) errors.halls = offerMessages.hallSlot;

  const meals = new Set(offer.extraMeals.map((item) => item.meal));
  if (choice.extraMeals.some((meal) => !meals.has(meal)))
    errors.extraMeals = offerMessages.extraMeal;

  const overnight = choice.overnight;
  if (overnight && overnight.rooms > 0) {
    if (!offer.package.overnight) errors.overnight = offerMessages.noOvernight;
    else if (!offer.accommodation.some((room) => room.roomId === overnight.roomId))
      errors.overnight = offerMessages.overnight;
    else if (overnight.rooms > MAX_OVERNIGHT_ROOMS) errors.overnight = offerMessages.overnightRooms;
  }

  const extras = new Set(offer.extras.map((extra) => extra.key));
  if (choice.extras.some((extra) => !extras.has(extra.key))) errors.extras = offerMessages.extra;
  else if (
    choice.extras.some((extra) => extra.quantity > MAX_EXTRA_QUANTITY) ||
    new Set(choice.extras.map((extra) => extra.key)).size !== choice.extras.length
  )
    errors.extras = offerMessages.extraQuantity;
  return errors;
}

/**
 * The calculator's input for a choice that `choiceErrors` accepts: every price from the offer,
 * never from the visitor. The package's own meals are in its price; extra meals, halls by their
 * rental slot, the overnight rooms, extras and the venue's price periods add their lines.
 */
export function priceInputOf(offer: PackageOffer, choice: ReservationChoice): PackagePriceInput {
  const { package: bundle } = offer;
  const room = choice.overnight
    ? offer.accommodation.find((item) => item.roomId === choice.overnight!.roomId)
    : undefined;
  return {
    prices: { single: bundle.singlePriceRappen, perPersonForTwo: bundle.pricePerPersonRappen },
    date: choice.date,
    days: bundle.days,
    persons: choice.persons,
    halls: pricedHalls(offer).map((hall) => {
      const slotId = choice.halls.find((item) => item.hallId === hall.id)!.slotId;
      const slot = hall.rentalSlots.find((item) => item.slotId === slotId)!;
      return {
        id: hall.id,
        name: hall.name,
        slotId: slot.slotId as never,
        pricePerDay: slot.priceRappen,
      };
    }),
    meals: offer.extraMeals
      .filter((item) => choice.extraMeals.includes(item.meal))
      .map((item) => ({ meal: item.meal, pricePerPerson: item.pricePerPersonRappen })),
    overnight:
      bundle.overnight && bundle.days > 1 && room && choice.overnight!.rooms > 0
        ? {
            rooms: choice.overnight!.rooms,
            nights: bundle.days - 1,
            pricePerRoomNight: room.pricePerNightRappen,
          }
        : null,
    extras: offer.extras.flatMap((extra) => {
      const quantity = choice.extras.find((item) => item.key === extra.key)?.quantity ?? 0;
      return quantity > 0
        ? [{ label: extra.label, quantity, unitPrice: extra.unitPriceRappen }]
        : [];
    }),
    periods: offer.pricePeriods,
  };
}
