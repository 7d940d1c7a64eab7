import type { Knex } from 'knex';
import type { Context } from 'koa';
import {
  defineRoute,
  errorAnswer,
  HttpError,
  NotFoundError,
  RouteResponse,
  textAnswer,
  type AuthUser,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import {
  BOOKING_PATHS,
  bookingChangeAnswer,
  bookingDetailAnswer,
  bookingIdParams,
  bookingListAnswer,
  bookingMessages,
  bookingNoteInput,
  bookingTransition,
  FINAL_BOOKING_STATES,
  invoiceAvailable,
  offerInput,
  ownerBookingsQuery,
  wrongStateMessages,
  type BookingAction,
  type BookingRole,
  type BookingState,
  type PackagePrice,
} from '../domain';
import { bookingInvoicePdf, creditorComplete } from './booking-invoice';
import { BOOKINGS } from './booking-migrations';
import {
  receiveBookingFile,
  sendBookingFile,
  sendBytes,
  type BookingFileKind,
} from './booking-files';
import { BookingService, type BookingFile, type BookingRow } from './booking-service';
import { bookingDetail, bookingSummary } from './booking-views';

/** Visitors who book packages hold this permission (spec section 6). */
const BOOKING_MODULE = { permissions: ['view_booking_module'] };
const params = bookingIdParams;
const SWISS_DAY = new Intl.DateTimeFormat('de-CH', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Zurich',
});
const swissDay = (date: Date) => SWISS_DAY.format(date);

const ACTION_MESSAGES: Record<BookingAction, string> = {
  send_offer: bookingMessages.offerSent,
  accept: bookingMessages.accepted,
  reject: bookingMessages.rejected,
  upload_agreement: bookingMessages.agreementUploaded,
  upload_billing: bookingMessages.billingUploaded,
  cancel: bookingMessages.cancelled,
};

/**
 * The bookings of both parties: the venue's owner (`/user/bookings`: list of the own venues'
 * bookings, detail, offer, agreement and billing uploads, cancel) and the requester
 * (`/user/my-bookings`: list, detail, accept, reject, cancel); files and the QR-bill invoice for
 * the two parties only. Anyone else's booking is a 404, like an unknown one.
 */
export function bookingRoutes(services: PlatformServices) {
  const { db } = services;
  const bookings = new BookingService(services);
  const catalogue = () => services.service(CATALOGUE);

  const venueName = async (locationId: number) =>
    (await catalogue().locationContact(locationId))?.name ?? '';

  /** The booking when `user` owns its venue; else 404. */
  async function ownerBooking(user: AuthUser | null, id: number): Promise<BookingRow> {
    const row = await db(BOOKINGS).where({ id }).first();
    if (!row || !user || !(await catalogue().ownedLocationRooms(user.id, row.location_id)))
      throw new NotFoundError();
    return row;
  }
  /** The booking when `user` asked for it; else 404. */
  async function requesterBooking(user: AuthUser | null, id: number): Promise<BookingRow> {
    const row = user ? await db(BOOKINGS).where({ id, requester_user_id: user.id }).first() : null;
    if (!row) throw new NotFoundError();
    return row;
  }
  const lookup = (role: BookingRole) => (role === 'owner' ? ownerBooking : requesterBooking);

  async function changed(row: BookingRow, role: BookingRole, action: BookingAction) {
    return {
      message: ACTION_MESSAGES[action],
      booking: await bookingDetail(db, row, await venueName(row.location_id), role),
    };
  }

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

  const uploadRoute = (kind: BookingFileKind) => {
    const action: BookingAction = kind === 'agreement' ? 'upload_agreement' : 'upload_billing';
    return defineRoute({
      method: 'post',
      path: kind === 'agreement' ? BOOKING_PATHS.ownerAgreement : BOOKING_PATHS.ownerBilling,
      summary:
        kind === 'agreement'
          ? 'Upload the agreement of an accepted booking (multipart file: PDF, DOC or DOCX, max 10 MB)'
          : 'Upload the billing of a booking with its agreement (multipart file: PDF, max 10 MB)',
      access: 'authenticated',
      input: { params },
      responses: { 200: bookingChangeAnswer, 404: errorAnswer, 409: errorAnswer },
      async handler({ params, user, koa }) {
        const before = await ownerBooking(user, params.bookingId);
        if (!bookingTransition(before.state as BookingState, action, 'owner').ok)
          throw new HttpError(409, wrongStateMessages[action]);
        const file = await receiveBookingFile(services, koa, kind);
        try {
          const row = await bookings.transition({
            bookingId: params.bookingId,
            action,
            role: 'owner',
            actorUserId: user!.id,
            file,
          });
          return changed(row, 'owner', action);
        } catch (error) {
          await services.storage.delete(file.key);
          throw error;
        }
      },
    });
  };

  const downloadRoute = (role: BookingRole, kind: BookingFileKind) =>
    defineRoute({
      method: 'get',
      path:
        role === 'owner'
          ? kind === 'agreement'
            ? BOOKING_PATHS.ownerAgreement
            : BOOKING_PATHS.ownerBilling
          : kind === 'agreement'
            ? BOOKING_PATHS.myAgreement
            : BOOKING_PATHS.myBilling,
      summary: `Download the ${kind} of a booking (its two parties only)`,
      access: role === 'owner' ? 'authenticated' : BOOKING_MODULE,
      input: { params },
      responses: { 200: textAnswer('application/octet-stream'), 404: errorAnswer },
      async handler({ params, user, koa }) {
        const row = await lookup(role)(user, params.bookingId);
        const file = row[`${kind}_file`] as BookingFile | null;
        if (!file) throw new NotFoundError(bookingMessages.fileMissing);
        return sendBookingFile(services, koa, file);
      },
    });

  const invoiceRoute = (role: BookingRole) =>
    defineRoute({
      method: 'get',
      path: role === 'owner' ? BOOKING_PATHS.ownerInvoice : BOOKING_PATHS.myInvoice,
      summary: 'The invoice of an accepted booking as a Swiss QR-bill PDF (its two parties only)',
      access: role === 'owner' ? 'authenticated' : BOOKING_MODULE,
      input: { params },
      responses: { 200: textAnswer('application/pdf'), 404: errorAnswer, 409: errorAnswer },
      async handler({ params, user, koa }) {
        const row = await lookup(role)(user, params.bookingId);
        const venue = await catalogue().locationContact(row.location_id);
        if (!invoiceAvailable(row.state) || !row.creditor_iban || !venue)
          throw new HttpError(409, bookingMessages.invoiceUnavailable);
        if (!creditorComplete(venue)) throw new HttpError(409, bookingMessages.venueAddress);
        const pdf = await bookingInvoicePdf({
          id: row.id,
          reference: row.reference,
          venue,
          iban: row.creditor_iban,
          amount: row.offer_amount_rappen,
          offerText: row.offer_text,
          price: row.price_snapshot as PackagePrice,
          customer: { name: `${row.first_name} ${row.last_name}`, company: row.company },
          date: row.date,
          issuedOn: swissDay(services.now()),
        });
        sendBytes(koa as Context, pdf, 'application/pdf', `rechnung-${row.reference}.pdf`);
        return RouteResponse.empty(200);
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
    uploadRoute('agreement'),
    uploadRoute('billing'),
    downloadRoute('owner', 'agreement'),
    downloadRoute('owner', 'billing'),
    noteRoute('owner', 'cancel'),
    invoiceRoute('owner'),

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
    downloadRoute('requester', 'agreement'),
    downloadRoute('requester', 'billing'),
    invoiceRoute('requester'),
  ];
}
