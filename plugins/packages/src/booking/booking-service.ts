import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import {
  ForbiddenError,
  HttpError,
  NotFoundError,
  ValidationError,
  messages,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { ACCOUNT_DIRECTORY } from '@eventalp/plugin-accounts';
import { CATALOGUE, type LocationContact } from '@eventalp/plugin-catalog';
import {
  bookingContactInput,
  bookingTransition,
  MAX_PACKAGE_DAYS,
  packagePrice,
  wrongStateMessages,
  type BookingAction,
  type BookingContact,
  type BookingRole,
  type BookingState,
  type PackagePrice,
  type PackagePriceInput,
} from '../domain';
import { newBookingMail, transitionMail, type BookingMailContext } from './booking-mails';
import { BOOKING_EVENTS, BOOKINGS } from './booking-migrations';
import { RELEASED_BOOKING_STATES } from '../offer/package-availability';
import { markVenuePackagesChanged } from '../search/sync-packages';

/** A booking as the reservation hands it over; prices come from the package, not the visitor. */
export interface NewBooking {
  locationId: number;
  packageId: number;
  requesterUserId: number;
  contact: BookingContact;
  /** The package's prices and the visitor's choice: the calculator's input. */
  price: PackagePriceInput;
  /** Every hall the booking holds (the priced ones by default; a package may include halls without rental slots). */
  hallIds?: readonly number[];
}

/** A stored agreement or billing file (the key is unguessable and never leaves the API). */
export interface BookingFile {
  key: string;
  name: string;
  mime: string;
  size: number;
  uploadedAt: string;
}

export interface TransitionRequest {
  bookingId: number;
  action: BookingAction;
  role: BookingRole;
  actorUserId: number | null;
  note?: string | null;
  offer?: { text: string; amount: number; iban: string };
  file?: BookingFile;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
export type BookingRow = Record<string, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A public reference such as `PB-7KQ2M9XA` (8 characters without 0/O, 1/I). */
const newReference = () =>
  `PB-${Array.from({ length: 8 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('')}`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The package bookings' write side: a new booking (state requested) and the transitions of the
 * lifecycle. Each writes the booking, its history row and the mail to the other party (outbox) in
 * one transaction, the caller's when it passes one (the reservation checks availability in it).
 */
export class BookingService {
  constructor(private readonly services: PlatformServices) {}

  private get catalogue() {
    return this.services.service(CATALOGUE);
  }

  /** Creates a booking in state `requested`; answers its id. Throws 422 on an unknown venue. */
  async createBooking(input: NewBooking, trx?: Knex.Transaction): Promise<number> {
    if (!trx) return this.services.db.transaction((own) => this.createBooking(input, own));
    const { price } = input;
    if (!ISO_DATE.test(price.date) || Number.isNaN(Date.parse(`${price.date}T00:00:00Z`)))
      throw ValidationError.field('date', messages.format);
    if (price.days < 1 || price.days > MAX_PACKAGE_DAYS)
      throw ValidationError.field('days', messages.format);
    const contact = bookingContactInput.safeParse(input.contact);
    if (!contact.success) {
      const issue = contact.error.issues[0]!;
      throw ValidationError.field(`contact.${issue.path.join('.')}`, issue.message);
    }
    const venue = await this.catalogue.locationContact(input.locationId);
    if (!venue) throw ValidationError.field('locationId', messages.format);
    let snapshot: PackagePrice;
    try {
      snapshot = packagePrice(price);
    } catch (error) {
      if (error instanceof RangeError) throw ValidationError.field('price', messages.format);
      throw error;
    }
    const [row] = await trx(BOOKINGS)
      .insert({
        reference: newReference(),
        location_id: input.locationId,
        package_id: input.packageId,
        hall_ids: [...(input.hallIds ?? price.halls.map((hall) => hall.id))],
        requester_user_id: input.requesterUserId,
        first_name: contact.data.firstName,
        last_name: contact.data.lastName,
        company: contact.data.company,
        email: contact.data.email,
        phone: contact.data.phone,
        message: contact.data.message,
        date: price.date,
        days: price.days,
        persons: price.persons,
        selection: JSON.stringify({
          halls: price.halls,
          meals: price.meals,
          overnight: price.overnight,
          extras: price.extras,
        }),
        price_snapshot: JSON.stringify(snapshot),
        total_rappen: snapshot.total,
        state: 'requested',
      })
      .returning('*');
    await markVenuePackagesChanged(this.services, [input.locationId], trx);
    const ownerMail = await this.ownerAddress(venue);
    const mailId = ownerMail
      ? await this.services.mail.send(
          newBookingMail(this.mailContext(row, venue), ownerMail, contact.data.email),
          trx,
        )
      : null;
    await trx(BOOKING_EVENTS).insert({
      booking_id: row.id,
      from_state: null,
      to_state: 'requested',
      actor_user_id: input.requesterUserId,
      role: 'requester',
      note: contact.data.message,
      mail_id: mailId,
    });
    return row.id as number;
  }

  /**
   * Runs one action of the lifecycle on a booking (row locked for the change): 403 when the role
   * may never do it, 409 with the action's German text when the state does not allow it now.
   */
  async transition(request: TransitionRequest, trx?: Knex.Transaction): Promise<BookingRow> {
    if (!trx) return this.services.db.transaction((own) => this.transition(request, own));
    const row = await trx(BOOKINGS).where({ id: request.bookingId }).forUpdate().first();
    if (!row) throw new NotFoundError();
    const from = row.state as BookingState;
    const result = bookingTransition(from, request.action, request.role);
    if (!result.ok) {
      if (result.reason === 'role') throw new ForbiddenError();
      throw new HttpError(409, wrongStateMessages[request.action]);
    }
    const change: Record<string, unknown> = { state: result.to, updated_at: trx.fn.now() };
    if (request.offer)
      Object.assign(change, {
        offer_text: request.offer.text,
        offer_amount_rappen: request.offer.amount,
        offer_sent_at: trx.fn.now(),
        creditor_iban: request.offer.iban.replace(/\s+/g, '').toUpperCase(),
      });
    if (request.file && request.action === 'upload_agreement')
      change.agreement_file = JSON.stringify(request.file);
    if (request.file && request.action === 'upload_billing')
      change.billing_file = JSON.stringify(request.file);
    const [updated] = await trx(BOOKINGS).where({ id: row.id }).update(change).returning('*');
    if ((RELEASED_BOOKING_STATES as readonly string[]).includes(result.to))
      await markVenuePackagesChanged(this.services, [row.location_id], trx);

    const venue = await this.catalogue.locationContact(row.location_id);
    const by = request.role === 'requester' ? 'requester' : 'owner';
    const ownerAddress = await this.ownerAddress(venue);
    // To the other party; replies go straight to the one who acted.
    const [to, replyTo] =
      by === 'requester' ? [ownerAddress, row.email] : [row.email, ownerAddress];
    const note = request.note ?? null;
    const mailId =
      venue && to
        ? await this.services.mail.send(
            {
              ...transitionMail(request.action, by, this.mailContext(row, venue), to, {
                note,
                ...(request.offer ? { offer: request.offer } : {}),
              }),
              ...(replyTo ? { replyTo } : {}),
            },
            trx,
          )
        : null;
    await trx(BOOKING_EVENTS).insert({
      booking_id: row.id,
      from_state: from,
      to_state: result.to,
      actor_user_id: request.actorUserId,
      role: request.role,
      note,
      mail_id: mailId,
    });
    return updated;
  }

  /** The owner's account e-mail, else the venue's enquiry address (null when neither). */
  private async ownerAddress(venue: LocationContact | null): Promise<string | null> {
    if (!venue) return null;
    const owner = venue.ownerUserId
      ? await this.services.service(ACCOUNT_DIRECTORY).contactOf(venue.ownerUserId)
      : null;
    return owner?.email ?? venue.enquiryEmail;
  }

  private mailContext(row: BookingRow, venue: LocationContact): BookingMailContext {
    const app = this.services.config.appUrl.replace(/\/$/, '');
    return {
      reference: row.reference,
      venueName: venue.name,
      firstName: row.first_name,
      lastName: row.last_name,
      date: row.date,
      days: row.days,
      persons: row.persons,
      total: row.total_rappen,
      requesterUrl: `${app}/site/user/requests/${row.id}`,
      ownerUrl: `${app}/site/user/package/requests/${row.location_id}/view/${row.id}`,
      brand: this.services.config.brand,
    };
  }
}
