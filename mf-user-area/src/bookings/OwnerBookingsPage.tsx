import type { OwnerEntry } from '@eventalp/plugin-catalog/domain';
import type { BookingSummary, BookingView } from '@eventalp/plugin-packages/domain';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { EntryNav } from '../shared/EntryNav';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { userAreaPaths } from '../shared/userAreaPaths';
import { BookingList } from './BookingList';
import './bookings.css';

const viewLabels = defineMessages<BookingView>({
  open: { id: 'userArea.bookings.open', defaultMessage: 'Offen' },
  closed: { id: 'userArea.bookings.closed', defaultMessage: 'Abgeschlossen' },
  all: { id: 'userArea.bookings.all', defaultMessage: 'Alle' },
});

export interface OwnerBookingsData {
  entry: OwnerEntry;
  view: BookingView;
  bookings: BookingSummary[];
}

/** `/site/user/package/requests/{locationId}/{reqType?}`: a venue's package bookings by view. */
export function OwnerBookingsPage({ data }: { data: OwnerBookingsData }) {
  const intl = useIntl();
  const { entry, view } = data;
  return (
    <UserAreaFrame current="entries">
      <EntryNav entry={entry} current="bookings" />
      <h1>
        <FormattedMessage
          id="userArea.bookings.title"
          defaultMessage="Paketbuchungen für {name}"
          values={{ name: entry.name }}
        />
      </h1>
      <nav
        aria-label={intl.formatMessage({
          id: 'userArea.bookings.views',
          defaultMessage: 'Ansicht',
        })}
      >
        <ul className="ea-entry-nav">
          {(['open', 'closed', 'all'] as const).map((item) => (
            <li key={item}>
              <a
                href={userAreaPaths.packageRequests(entry.id, item)}
                aria-current={item === view ? 'page' : undefined}
              >
                {intl.formatMessage(viewLabels[item])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <BookingList
        bookings={data.bookings}
        showVenue={false}
        hrefOf={(booking) => userAreaPaths.packageRequest(entry.id, booking.id, view)}
      />
    </UserAreaFrame>
  );
}
