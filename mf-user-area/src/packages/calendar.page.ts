import { calendarOwnerClient } from '@eventalp/plugin-packages/domain';
import { definePage } from '@eventalp/shell-kit';
import { withLoadFailure } from '../shared/LoadFailed';
import { ownEntry } from '../shared/ownEntry';
import { CalendarPage } from './CalendarPage';

const title = { id: 'userArea.calendar.title', defaultMessage: 'Kalender' };

/** `/site/user/packages/{locationId}/calendar`: the calendar and price planning of an own venue. */
export const calendarPage = definePage(
  withLoadFailure(
    {
      id: 'package-calendar',
      path: /^\/site\/user\/packages\/(?<id>\d+)\/calendar\/?$/,
      async load({ http, params }) {
        const [entry, calendar] = await Promise.all([
          ownEntry(http, 'location', params.id!),
          calendarOwnerClient(http).calendar(Number(params.id)),
        ]);
        return { entry, calendar };
      },
      head: (data, intl) => ({
        title: `${intl.formatMessage(title)} – ${data.entry.name}`,
        robots: 'noindex,nofollow',
      }),
      Component: CalendarPage,
    },
    { frame: 'entries', title: (intl) => intl.formatMessage(title) },
  ),
);
