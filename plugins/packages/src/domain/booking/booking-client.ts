import { apiPath, type ApiTransport } from '@eventalp/platform-sdk/domain';
import {
  BOOKING_PATHS,
  type BookingChange,
  type BookingDetail,
  type BookingSummary,
} from './booking-answers';
import type { BookingView, OfferInput } from './booking-input';
import type { BookingRole } from './booking-states';

const path = (template: string, bookingId: number) =>
  `/api${template.replace(':bookingId', String(bookingId))}`;

/** Where a party downloads a booking's files and invoice (plain links: the session cookie goes along). */
export function bookingDownloads(role: BookingRole, bookingId: number) {
  const owner = role === 'owner';
  return {
    agreement: path(owner ? BOOKING_PATHS.ownerAgreement : BOOKING_PATHS.myAgreement, bookingId),
    billing: path(owner ? BOOKING_PATHS.ownerBilling : BOOKING_PATHS.myBilling, bookingId),
    invoice: path(owner ? BOOKING_PATHS.ownerInvoice : BOOKING_PATHS.myInvoice, bookingId),
  };
}

/** Where the owner uploads the agreement or the billing (multipart `file`). */
export const bookingUploadPath = (kind: 'agreement' | 'billing', bookingId: number) =>
  path(kind === 'agreement' ? BOOKING_PATHS.ownerAgreement : BOOKING_PATHS.ownerBilling, bookingId);

/** The bookings of both parties (user area), typed as the routes declare them. */
export function bookingClient(http: ApiTransport) {
  const id = (bookingId: number) => ({ bookingId });
  return {
    /** One own venue's bookings, or (`locationId` null) those of every own venue. */
    ownerList: (locationId: number | null, view: BookingView) =>
      http
        .get<{ bookings: BookingSummary[] }>(
          `${BOOKING_PATHS.ownerList}?${locationId === null ? '' : `locationId=${locationId}&`}view=${view}`,
        )
        .then((answer) => answer.bookings),
    ownerView: (bookingId: number) =>
      http.get<BookingDetail>(apiPath(BOOKING_PATHS.ownerBooking, id(bookingId))),
    sendOffer: (bookingId: number, body: OfferInput) =>
      http.post<BookingChange>(apiPath(BOOKING_PATHS.offer, id(bookingId)), body),
    ownerCancel: (bookingId: number, note: string) =>
      http.post<BookingChange>(apiPath(BOOKING_PATHS.ownerCancel, id(bookingId)), { note }),
    myList: () =>
      http
        .get<{ bookings: BookingSummary[] }>(BOOKING_PATHS.myList)
        .then((answer) => answer.bookings),
    myView: (bookingId: number) =>
      http.get<BookingDetail>(apiPath(BOOKING_PATHS.myBooking, id(bookingId))),
    accept: (bookingId: number, note: string) =>
      http.post<BookingChange>(apiPath(BOOKING_PATHS.accept, id(bookingId)), { note }),
    reject: (bookingId: number, note: string) =>
      http.post<BookingChange>(apiPath(BOOKING_PATHS.reject, id(bookingId)), { note }),
    myCancel: (bookingId: number, note: string) =>
      http.post<BookingChange>(apiPath(BOOKING_PATHS.myCancel, id(bookingId)), { note }),
  };
}
