import { calendarOwnerClient } from '@eventalp/plugin-packages/domain';
import { definePage } from '@eventalp/shell-kit';
import { withLoadFailure } from '../shared/LoadFailed';
import { CalendarPage } from './CalendarPage';
import { ownVenue } from './ownVenue';

const title = { id: 'userArea.calendar.title', defaultMessage: 'Kalender' };

/** `/site/user/packages/calendar/{locationId}`: the calendar and price planning of an own venue. */
export const calendarPage = definePage(
  withLoadFailure(
    {
      id: 'package-calendar',
      path: /^\/site\/user\/packages\/calendar\/(?<id>\d+)\/?$/,
      async load({ http, params }) {
        const [venue, calendar] = await Promise.all([
          ownVenue(http, params.id!),
          calendarOwnerClient(http).calendar(Number(params.id)),
        ]);
        return { venue, calendar };
      },
      head: (data, intl) => ({
        title: `${intl.formatMessage(title)} – ${data.venue.name}`,
        robots: 'noindex,nofollow',
      }),
      Component: CalendarPage,
    },
    { frame: 'packages', title: (intl) => intl.formatMessage(title) },
  ),
);
