import { bookingClient, type BookingView } from '@eventalp/plugin-packages/domain';
import { definePage, pageNotFound } from '@eventalp/shell-kit';
import { defineMessage } from 'react-intl';
import { withLoadFailure } from '../shared/LoadFailed';
import { ownEntry } from '../shared/ownEntry';
import { BookingPage } from './BookingPage';
import { MyBookingsPage } from './MyBookingsPage';
import { OwnerBookingsPage } from './OwnerBookingsPage';

const bookingsTitle = defineMessage({
  id: 'userArea.bookings.titleShort',
  defaultMessage: 'Paketbuchungen',
});
const bookingTitle = defineMessage({
  id: 'userArea.booking.titleShort',
  defaultMessage: 'Buchung',
});
const mineTitle = defineMessage({
  id: 'userArea.bookings.mine',
  defaultMessage: 'Meine Buchungen',
});
const viewOf = (reqType: string | undefined): BookingView =>
  reqType === 'closed' || reqType === 'all' ? reqType : 'open';
const head = (title: string) => ({ title, robots: 'noindex,nofollow' });

/** `/site/user/package/requests/{locationId}/{reqType?}`: an own venue's bookings (open by default). */
export const ownerBookingsPage = definePage(
  withLoadFailure(
    {
      id: 'package-requests',
      path: /^\/site\/user\/package\/requests\/(?<id>\d+)(?:\/(?<view>open|closed|all))?\/?$/,
      async load({ http, params }) {
        const view = viewOf(params.view);
        const [entry, bookings] = await Promise.all([
          ownEntry(http, 'location', params.id!),
          bookingClient(http).ownerList(Number(params.id), view),
        ]);
        return { entry, view, bookings };
      },
      head: (data, intl) => head(`${intl.formatMessage(bookingsTitle)} – ${data.entry.name}`),
      Component: OwnerBookingsPage,
    },
    { frame: 'entries', title: (intl) => intl.formatMessage(bookingsTitle) },
  ),
);

/**
 * `/site/user/package/requests/{locationId}/view/{requestId}/{reqType?}` and the owner's
 * `/site/user/dashboard/{booking_id}`: one booking of an own venue with its actions.
 */
export const ownerBookingPage = definePage(
  withLoadFailure(
    {
      id: 'package-request-view',
      path: /^\/site\/user\/(?:package\/requests\/(?<location>\d+)\/view\/(?<id>\d+)(?:\/(?<view>open|closed|all))?|dashboard\/(?<bookingId>\d+))\/?$/,
      async load({ http, params }) {
        const booking = await bookingClient(http).ownerView(Number(params.id ?? params.bookingId));
        if (params.location && Number(params.location) !== booking.locationId) pageNotFound();
        return { booking, view: viewOf(params.view) };
      },
      head: (data, intl) => head(`${intl.formatMessage(bookingTitle)} ${data.booking.reference}`),
      Component: BookingPage,
    },
    { frame: 'entries', title: (intl) => intl.formatMessage(bookingTitle) },
  ),
);

/** `/site/user/requests`: the visitor's own package bookings. */
export const myBookingsPage = definePage(
  withLoadFailure(
    {
      id: 'my-bookings',
      path: /^\/site\/user\/requests\/?$/,
      load: async ({ http }) => ({ bookings: await bookingClient(http).myList() }),
      head: (_data, intl) => head(intl.formatMessage(mineTitle)),
      Component: MyBookingsPage,
    },
    { frame: 'bookings', title: (intl) => intl.formatMessage(mineTitle) },
  ),
);

/** `/site/user/requests/{booking_id}`: one own booking with accept, reject and cancel. */
export const myBookingPage = definePage(
  withLoadFailure(
    {
      id: 'my-booking',
      path: /^\/site\/user\/requests\/(?<id>\d+)\/?$/,
      load: async ({ http, params }) => ({
        booking: await bookingClient(http).myView(Number(params.id)),
        view: 'open' as const,
      }),
      head: (data, intl) => head(`${intl.formatMessage(bookingTitle)} ${data.booking.reference}`),
      Component: BookingPage,
    },
    { frame: 'bookings', title: (intl) => intl.formatMessage(bookingTitle) },
  ),
);
