import type { BookingSummary } from '@eventalp/plugin-packages/domain';
import { FormattedMessage } from 'react-intl';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { userAreaPaths } from '../shared/userAreaPaths';
import { BookingList } from './BookingList';
import './bookings.css';

/** `/site/user/requests`: the visitor's own package bookings. */
export function MyBookingsPage({ data }: { data: { bookings: BookingSummary[] } }) {
  return (
    <UserAreaFrame current="bookings">
      <h1>
        <FormattedMessage id="userArea.bookings.mine" defaultMessage="Meine Buchungen" />
      </h1>
      <BookingList
        bookings={data.bookings}
        showVenue
        hrefOf={(booking) => userAreaPaths.myBooking(booking.id)}
      />
    </UserAreaFrame>
  );
}
