import type { Knex } from 'knex';
import {
  defineRoute,
  errorAnswer,
  NotFoundError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import {
  BOOKING_PATHS,
  bookingChangeAnswer,
  bookingDetailAnswer,
  bookingIdParams as params,
  bookingListAnswer,
  bookingNoteInput,
  FINAL_BOOKING_STATES,
  offerInput,
  ownerBookingsQuery,
  type BookingRole,
} from '../domain';
import { BOOKING_MODULE, bookingAccess } from './booking-access';
import { bookingFileRoutes } from './booking-file-routes';
import { BOOKINGS } from './booking-migrations';
import type { BookingRow } from './booking-service';
import { bookingDetail, bookingSummary } from './booking-views';

/**
 * The bookings of both parties: the venue's owner (`/user/bookings`: list of the own venues'
 * bookings, detail, offer, agreement and billing uploads, cancel) and the requester
 * (`/user/my-bookings`: list, detail, accept, reject, cancel); files and the QR-bill invoice for
 * the two parties only. Anyone else's booking is a 404, like an unknown one.
 */
export function bookingRoutes(services: PlatformServices) {
  const access = bookingAccess(services);
  const { db, bookings, catalogue, venueName, ownerBooking, lookup, changed } = access;

  const detailRoute = (role: BookingRole) =>
    defineRoute({
      method: 'get',
      path: role === 'owner' ? BOOKING_PATHS.ownerBooking : BOOKING_PATHS.myBooking,
      summary:
        role === 'owner'
          ? 'A booking of an own venue with its offer, files, history and the open actions'
          : 'An own booking with its offer, files, history and the open actions',
      access: role === 'owner' ? 'authenticated' : BOOKING_MODULE,
      input: { params },
      responses: { 200: bookingDetailAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        const row = await lookup(role)(user, params.bookingId);
        return bookingDetail(db, row, await venueName(row.location_id), role);
      },
    });

  const noteRoute = (role: 'owner' | 'requester', action: 'accept' | 'reject' | 'cancel') =>
    defineRoute({
      method: 'post',
      path:
        action === 'cancel'
          ? role === 'owner'
            ? BOOKING_PATHS.ownerCancel
            : BOOKING_PATHS.myCancel
          : BOOKING_PATHS[action],
      summary: `${action === 'cancel' ? 'Cancel' : action === 'accept' ? 'Accept the offer of' : 'Reject the offer of'} a booking (${role}); the other party gets a mail`,
      access: role === 'owner' ? 'authenticated' : BOOKING_MODULE,
      input: { params, body: bookingNoteInput },
      responses: { 200: bookingChangeAnswer, 404: errorAnswer, 409: errorAnswer },
      async handler({ params, body, user }) {
        await lookup(role)(user, params.bookingId);
        const row = await bookings.transition({
          bookingId: params.bookingId,
          action,
          role,
          actorUserId: user!.id,
          note: body.note,
        });
        return changed(row, role, action);
      },
    });

  return [
    defineRoute({
      method: 'get',
      path: BOOKING_PATHS.ownerList,
      summary: "The bookings of the caller's own venues (one venue with locationId), newest first",
      access: 'authenticated',
      input: { query: ownerBookingsQuery },
      responses: { 200: bookingListAnswer, 404: errorAnswer },
      async handler({ query, user }) {
        const owned = (await catalogue().ownedEntries(user!.id)).filter(
          (entry) => entry.type === 'location',
        );
        const venues = query.locationId ? owned.filter((e) => e.id === query.locationId) : owned;
        if (query.locationId && venues.length === 0) throw new NotFoundError();
        const names = new Map(venues.map((venue) => [venue.id, venue.name]));
        const rows: BookingRow[] = await db(BOOKINGS)
          .whereIn('location_id', [...names.keys()])
          .modify((q: Knex.QueryBuilder) => {
            if (query.view === 'open') q.whereNotIn('state', FINAL_BOOKING_STATES);
            if (query.view === 'closed') q.whereIn('state', FINAL_BOOKING_STATES);
          })
          .orderBy('id', 'desc')
          .limit(500);
        return { bookings: rows.map((row) => bookingSummary(row, names.get(row.location_id)!)) };
      },
    }),
    detailRoute('owner'),
    defineRoute({
      method: 'post',
      path: BOOKING_PATHS.offer,
      summary:
        'Send the offer (text, amount in Rappen, IBAN for the QR bill) for a booking request',
      access: 'authenticated',
      input: { params, body: offerInput },
      responses: { 200: bookingChangeAnswer, 404: errorAnswer, 409: errorAnswer },
      async handler({ params, body, user }) {
        await ownerBooking(user, params.bookingId);
        const row = await bookings.transition({
          bookingId: params.bookingId,
          action: 'send_offer',
          role: 'owner',
          actorUserId: user!.id,
          offer: body,
        });
        return changed(row, 'owner', 'send_offer');
      },
    }),
    ...bookingFileRoutes(services, access, 'owner'),
    noteRoute('owner', 'cancel'),

    defineRoute({
      method: 'get',
      path: BOOKING_PATHS.myList,
      summary: "The caller's own package bookings, newest first",
      access: BOOKING_MODULE,
      responses: { 200: bookingListAnswer },
      async handler({ user }) {
        const rows = await db(BOOKINGS)
          .where({ requester_user_id: user!.id })
          .orderBy('id', 'desc')
          .limit(500);
        const names = new Map<number, string>();
        for (const id of new Set(rows.map((row) => row.location_id as number)))
          names.set(id, await venueName(id));
        return { bookings: rows.map((row) => bookingSummary(row, names.get(row.location_id)!)) };
      },
    }),
    detailRoute('requester'),
    noteRoute('requester', 'accept'),
    noteRoute('requester', 'reject'),
    noteRoute('requester', 'cancel'),
    ...bookingFileRoutes(services, access, 'requester'),
  ];
}
