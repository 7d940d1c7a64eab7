import {
  defineRoute,
  errorAnswer,
  HttpError,
  NotFoundError,
  RouteResponse,
  ValidationError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import {
  choiceErrors,
  OFFER_PATHS,
  offerMessages,
  packageIdParams,
  packageOfferAnswer,
  priceInputOf,
  reservationAnswer,
  reservationInput,
} from '../domain';
import { BOOKING_MODULE } from '../booking/booking-access';
import { BOOKINGS } from '../booking/booking-migrations';
import { BookingService } from '../booking/booking-service';
import { CALENDAR_ENTRIES } from '../calendar/calendar-migrations';
import { lockVenue } from '../calendar/calendar-store';
import { BUNDLES } from '../editing/editing-migrations';
import { hallsFree } from './package-availability';
import { loadOffer, swissToday } from './offer-store';

const unknownPackage = 'Dieses Paket gibt es nicht oder es ist nicht mehr buchbar.';

/**
 * The visitors' package routes: a published package's offer (public: the pages that show it are
 * guarded by `view_booking_module`) and the reservation, which checks the halls again inside the
 * booking's transaction under the venue's calendar lock, so two visitors never hold one hall at
 * the same hour.
 */
export function offerRoutes(services: PlatformServices) {
  const bookings = new BookingService(services);
  return [
    defineRoute({
      method: 'get',
      path: OFFER_PATHS.offer,
      summary: 'A published package with its prices, halls, extras, price periods and busy days',
      access: 'public',
      input: { params: packageIdParams },
      responses: { 200: packageOfferAnswer, 404: errorAnswer },
      async handler({ params, koa }) {
        const offer = await loadOffer(services, params.packageId, {
          locale: String(koa.state.locale ?? ''),
        });
        if (!offer) throw new NotFoundError();
        koa.set('Cache-Control', 'private, no-cache');
        return offer;
      },
    }),
    defineRoute({
      method: 'post',
      path: OFFER_PATHS.reserve,
      summary:
        'Reserve a package: the halls are checked again in the booking transaction (409 when taken); the venue gets the request',
      access: BOOKING_MODULE,
      input: { body: reservationInput },
      responses: { 201: reservationAnswer, 409: errorAnswer, 422: errorAnswer },
      async handler({ body, user, koa }) {
        const today = swissToday();
        return services.db.transaction(async (trx) => {
          const bundle = await trx(BUNDLES)
            .where({ id: body.packageId, state: 'published' })
            .first('location_id');
          if (!bundle) throw ValidationError.field('packageId', unknownPackage);
          await lockVenue(trx, CALENDAR_ENTRIES, bundle.location_id);
          const offer = await loadOffer(services, body.packageId, {
            db: trx,
            locale: String(koa.state.locale ?? ''),
            today,
          });
          if (!offer) throw ValidationError.field('packageId', unknownPackage);
          // A day the date picker shows busy may still be free in the chosen hours: the hours decide.
          const errors = choiceErrors({ ...offer, busyDays: [] }, body.choice, today);
          if (Object.keys(errors).length > 0)
            throw new ValidationError(
              Object.fromEntries(
                Object.entries(errors).map(([field, text]) => [`choice.${field}`, [text]]),
              ),
            );
          const slots = new Map(body.choice.halls.map((hall) => [hall.hallId, hall.slotId]));
          const free = await hallsFree(
            trx,
            {
              id: offer.package.id,
              locationId: offer.venue.id,
              hallIds: offer.halls.map((hall) => hall.id),
              days: offer.package.days,
              timesOfDay: offer.package.timesOfDay,
            },
            body.choice.date,
            slots,
          );
          if (!free) throw new HttpError(409, offerMessages.taken);
          const id = await bookings.createBooking(
            {
              locationId: offer.venue.id,
              packageId: offer.package.id,
              requesterUserId: user!.id,
              contact: body.contact,
              price: priceInputOf(offer, body.choice),
              hallIds: offer.halls.map((hall) => hall.id),
            },
            trx,
          );
          const { reference } = await trx(BOOKINGS).where({ id }).first('reference');
          return new RouteResponse(201, { id, reference, message: offerMessages.reserved });
        });
      },
    }),
  ];
}
