import { formatChf, type BookingSummary } from '@eventalp/plugin-packages/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { stateLabels } from './bookingLabels';

/** Bookings as a table; `hrefOf` links each one to its page, `showVenue` adds the venue column. */
export function BookingList({
  bookings,
  hrefOf,
  showVenue,
}: {
  bookings: readonly BookingSummary[];
  hrefOf: (booking: BookingSummary) => string;
  showVenue: boolean;
}) {
  const intl = useIntl();
  const day = (iso: string) =>
    intl.formatDate(`${iso.slice(0, 10)}T12:00:00Z`, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
  if (bookings.length === 0)
    return (
      <p className="ea-status">
        <FormattedMessage
          id="userArea.bookings.none"
          defaultMessage="Keine Buchungen in dieser Ansicht."
        />
      </p>
    );
  return (
    <div className="ea-table-scroll">
      <table className="ea-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="userArea.bookings.reference" defaultMessage="Buchung" />
            </th>
            <th scope="col">
              {showVenue ? (
                <FormattedMessage id="userArea.booking.venue" defaultMessage="Location" />
              ) : (
                <FormattedMessage id="userArea.bookings.from" defaultMessage="Von" />
              )}
            </th>
            <th scope="col">
              <FormattedMessage id="userArea.booking.date" defaultMessage="Datum" />
            </th>
            <th scope="col">
              <FormattedMessage id="userArea.booking.persons" defaultMessage="Personen" />
            </th>
            <th scope="col">
              <FormattedMessage id="userArea.booking.total" defaultMessage="Total inkl. MWST" />
            </th>
            <th scope="col">
              <FormattedMessage id="userArea.bookings.state" defaultMessage="Status" />
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <td>
                <a href={hrefOf(booking)}>{booking.reference}</a>
              </td>
              <td>
                {showVenue
                  ? booking.locationName
                  : `${booking.firstName} ${booking.lastName}${booking.company ? `, ${booking.company}` : ''}`}
              </td>
              <td>{day(booking.date)}</td>
              <td>{booking.persons}</td>
              <td className="ea-number">{formatChf(booking.total)}</td>
              <td>{intl.formatMessage(stateLabels[booking.state])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
