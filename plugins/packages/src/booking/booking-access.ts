import { NotFoundError, type AuthUser, type PlatformServices } from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { bookingMessages, type BookingAction, type BookingRole } from '../domain';
import { BOOKINGS } from './booking-migrations';
import { BookingService, type BookingRow } from './booking-service';
import { bookingDetail } from './booking-views';

/** Visitors who book packages hold this permission (spec section 6). */
export const BOOKING_MODULE = { permissions: ['view_booking_module'] };

const ACTION_MESSAGES: Record<BookingAction, string> = {
  send_offer: bookingMessages.offerSent,
  accept: bookingMessages.accepted,
  reject: bookingMessages.rejected,
  upload_agreement: bookingMessages.agreementUploaded,
  upload_billing: bookingMessages.billingUploaded,
  cancel: bookingMessages.cancelled,
};

export type BookingAccess = ReturnType<typeof bookingAccess>;

/**
 * Who may see a booking: its venue's owner (through the catalogue) and its requester; anyone
 * else gets the 404 of an unknown booking. Also the answer of a transition.
 */
export function bookingAccess(services: PlatformServices) {
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

  /** A transition's answer: its message and the booking as `role` sees it now. */
  async function changed(row: BookingRow, role: BookingRole, action: BookingAction) {
    return {
      message: ACTION_MESSAGES[action],
      booking: await bookingDetail(db, row, await venueName(row.location_id), role),
    };
  }

  return { db, bookings, catalogue, venueName, ownerBooking, requesterBooking, lookup, changed };
}
