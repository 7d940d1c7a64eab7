import type { Context } from 'koa';
import {
  defineRoute,
  errorAnswer,
  HttpError,
  NotFoundError,
  RouteResponse,
  textAnswer,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import {
  BOOKING_PATHS,
  bookingChangeAnswer,
  bookingIdParams as params,
  bookingMessages,
  bookingTransition,
  invoiceAvailable,
  wrongStateMessages,
  type BookingAction,
  type BookingRole,
  type BookingState,
  type PackagePrice,
} from '../domain';
import { BOOKING_MODULE, type BookingAccess } from './booking-access';
import {
  receiveBookingFile,
  sendBookingFile,
  sendBytes,
  type BookingFileKind,
} from './booking-files';
import { bookingInvoicePdf, creditorComplete } from './booking-invoice';
import type { BookingFile } from './booking-service';

const SWISS_DAY = new Intl.DateTimeFormat('de-CH', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Zurich',
});

/**
 * A booking's files for one party: the owner uploads the agreement and the billing; both parties
 * download them and the QR-bill invoice of an accepted booking.
 */
export function bookingFileRoutes(
  services: PlatformServices,
  access: BookingAccess,
  role: BookingRole,
) {
  const { bookings, catalogue, ownerBooking, lookup, changed } = access;
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
          issuedOn: SWISS_DAY.format(services.now()),
        });
        sendBytes(koa as Context, pdf, 'application/pdf', `rechnung-${row.reference}.pdf`);
        return RouteResponse.empty(200);
      },
    });

  return [
    ...(role === 'owner' ? [uploadRoute('agreement'), uploadRoute('billing')] : []),
    downloadRoute(role, 'agreement'),
    downloadRoute(role, 'billing'),
    invoiceRoute(role),
  ];
}
