import type { Knex } from 'knex';
import {
  availableBookingActions,
  invoiceAvailable,
  type BookingDetail,
  type BookingRole,
  type BookingState,
  type BookingSummary,
  type PackagePrice,
} from '../domain';
import { BOOKING_EVENTS } from './booking-migrations';
import type { BookingFile, BookingRow } from './booking-service';

const iso = (value: Date | string) => new Date(value).toISOString();
const fileView = (file: BookingFile | null) =>
  file ? { name: file.name, size: file.size, uploadedAt: file.uploadedAt } : null;

/** A booking row as a list shows it. */
export function bookingSummary(row: BookingRow, locationName: string): BookingSummary {
  return {
    id: row.id,
    reference: row.reference,
    locationId: row.location_id,
    locationName,
    packageId: Number(row.package_id),
    state: row.state,
    date: row.date,
    days: row.days,
    persons: row.persons,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    total: row.total_rappen,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A booking with its history, as `role` sees it (the actions are the ones open to that party). */
export async function bookingDetail(
  db: Knex,
  row: BookingRow,
  locationName: string,
  role: BookingRole,
): Promise<BookingDetail> {
  const events = await db(BOOKING_EVENTS).where({ booking_id: row.id }).orderBy('id');
  const state = row.state as BookingState;
  return {
    ...bookingSummary(row, locationName),
    hallIds: row.hall_ids,
    email: row.email,
    phone: row.phone,
    message: row.message,
    selection: row.selection,
    price: row.price_snapshot as PackagePrice,
    offer:
      row.offer_text === null
        ? null
        : { text: row.offer_text, amount: row.offer_amount_rappen, sentAt: iso(row.offer_sent_at) },
    agreement: fileView(row.agreement_file),
    billing: fileView(row.billing_file),
    role,
    actions: availableBookingActions(state, role),
    invoiceAvailable: invoiceAvailable(state),
    history: events.map((event) => ({
      from: event.from_state,
      to: event.to_state,
      role: event.role,
      note: event.note,
      at: iso(event.at),
    })),
  };
}
