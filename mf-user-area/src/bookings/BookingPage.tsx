import { bookingDownloads, formatChf, type BookingDetail } from '@eventalp/plugin-packages/domain';
import { HttpError } from '@eventalp/shell-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { userAreaPaths } from '../shared/userAreaPaths';
import { roleLabels, stateLabels } from './bookingLabels';
import { NoteActions } from './NoteActions';
import { OwnerActions } from './OwnerActions';
import { PriceTable } from './PriceTable';
import './bookings.css';

export interface BookingPageData {
  booking: BookingDetail;
  /** The list view the owner came from (`reqType`), kept for the way back. */
  view: 'open' | 'closed' | 'all';
}

/**
 * One booking for either party: its data, the price line by line, the offer, the files and the
 * invoice, the actions open now and the history of transitions.
 */
export function BookingPage({ data }: { data: BookingPageData }) {
  const intl = useIntl();
  const [booking, setBooking] = useState(data.booking);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const owner = booking.role === 'owner';
  const downloads = bookingDownloads(booking.role, booking.id);
  const day = (iso: string) =>
    intl.formatDate(`${iso}T12:00:00Z`, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const moment = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const changed = ({ message, booking: next }: { message: string; booking: BookingDetail }) => {
    setBooking(next);
    setStatus({ kind: 'success', text: message });
  };
  const failed = (error: unknown) =>
    setStatus({
      kind: 'error',
      text:
        error instanceof HttpError && error.body.message
          ? error.body.message
          : intl.formatMessage({
              id: 'userArea.booking.failed',
              defaultMessage: 'Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.',
            }),
    });

  return (
    <UserAreaFrame current={owner ? 'entries' : 'bookings'}>
      <p>
        <a
          href={
            owner
              ? userAreaPaths.packageRequests(booking.locationId, data.view)
              : userAreaPaths.bookings
          }
        >
          {owner ? (
            <FormattedMessage
              id="userArea.booking.backOwner"
              defaultMessage="Alle Buchungen von {name}"
              values={{ name: booking.locationName }}
            />
          ) : (
            <FormattedMessage id="userArea.booking.backMine" defaultMessage="Meine Buchungen" />
          )}
        </a>
      </p>
      <h1>
        <FormattedMessage
          id="userArea.booking.title"
          defaultMessage="Buchung {reference}"
          values={{ reference: booking.reference }}
        />{' '}
        <span className={`ea-badge ea-booking-state--${booking.state}`}>
          {intl.formatMessage(stateLabels[booking.state])}
        </span>
      </h1>
      {status && (
        <p
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={`ea-status ea-status--${status.kind}`}
        >
          {status.text}
        </p>
      )}
      <dl className="ea-request-data">
        <dt>
          <FormattedMessage id="userArea.booking.venue" defaultMessage="Location" />
        </dt>
        <dd>{booking.locationName}</dd>
        <dt>
          <FormattedMessage id="userArea.booking.date" defaultMessage="Datum" />
        </dt>
        <dd>
          <FormattedMessage
            id="userArea.booking.dateDays"
            defaultMessage="{date}, {days, plural, one {# Tag} other {# Tage}}"
            values={{ date: day(booking.date), days: booking.days }}
          />
        </dd>
        <dt>
          <FormattedMessage id="userArea.booking.persons" defaultMessage="Personen" />
        </dt>
        <dd>{booking.persons}</dd>
        <dt>
          <FormattedMessage id="userArea.booking.contact" defaultMessage="Kontakt" />
        </dt>
        <dd>
          {booking.firstName} {booking.lastName}
          {booking.company ? `, ${booking.company}` : ''}
          <br />
          <a href={`mailto:${booking.email}`}>{booking.email}</a>
          {' · '}
          <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</a>
        </dd>
        {booking.message && (
          <>
            <dt>
              <FormattedMessage id="userArea.booking.message" defaultMessage="Nachricht" />
            </dt>
            <dd className="ea-pre">{booking.message}</dd>
          </>
        )}
      </dl>
      <PriceTable price={booking.price} />
      {booking.offer && (
        <section aria-labelledby="ea-booking-offer">
          <h2 id="ea-booking-offer">
            <FormattedMessage id="userArea.booking.offer" defaultMessage="Angebot" />
          </h2>
          <p className="ea-pre">{booking.offer.text}</p>
          <p>
            <strong>{formatChf(booking.offer.amount)}</strong>{' '}
            <small>({moment(booking.offer.sentAt)})</small>
          </p>
        </section>
      )}
      {(booking.agreement || booking.billing || booking.invoiceAvailable) && (
        <ul className="ea-booking-files">
          {booking.agreement && (
            <li>
              <a href={downloads.agreement}>
                <FormattedMessage id="userArea.booking.agreement" defaultMessage="Vereinbarung" />
              </a>{' '}
              <small>{booking.agreement.name}</small>
            </li>
          )}
          {booking.billing && (
            <li>
              <a href={downloads.billing}>
                <FormattedMessage id="userArea.booking.billing" defaultMessage="Abrechnung" />
              </a>{' '}
              <small>{booking.billing.name}</small>
            </li>
          )}
          {booking.invoiceAvailable && (
            <li>
              <a href={downloads.invoice}>
                <FormattedMessage
                  id="userArea.booking.invoice"
                  defaultMessage="Rechnung mit QR-Einzahlungsschein (PDF)"
                />
              </a>
            </li>
          )}
        </ul>
      )}
      {owner && <OwnerActions booking={booking} onChange={changed} onError={failed} />}
      <NoteActions booking={booking} onChange={changed} onError={failed} />
      <section aria-labelledby="ea-booking-history">
        <h2 id="ea-booking-history">
          <FormattedMessage id="userArea.booking.history" defaultMessage="Verlauf" />
        </h2>
        <ol className="ea-booking-history">
          {booking.history.map((event, index) => (
            <li key={index}>
              <time dateTime={event.at}>{moment(event.at)}</time>{' '}
              {intl.formatMessage(stateLabels[event.to])}{' '}
              <small>({intl.formatMessage(roleLabels[event.role])})</small>
              {event.note && <p className="ea-pre">{event.note}</p>}
            </li>
          ))}
        </ol>
      </section>
    </UserAreaFrame>
  );
}
