import { catalogOwnerClient } from '@eventalp/plugin-catalog/domain';
import { definePage } from '@eventalp/shell-kit';
import { ownEntry } from '../shared/ownEntry';
import { loadTaxonomies } from '../shared/taxonomies';
import { RoomsPage } from './RoomsPage';
import { withLoadFailure } from '../shared/LoadFailed';

/** `/site/user/location/rooms/{locationId}`: the rooms of an own location. */
export const roomsPage = definePage(
  withLoadFailure(
    {
      id: 'rooms',
      path: /^\/site\/user\/location\/rooms\/(?<id>\d+)\/?$/,
      async load({ http, params }) {
        const [entry, rooms, taxonomies] = await Promise.all([
          ownEntry(http, 'location', params.id!),
          catalogOwnerClient(http).rooms(Number(params.id)),
          loadTaxonomies(http),
        ]);
        return { entry, rooms, taxonomies };
      },
      head: (data, intl) => ({
        title: `${intl.formatMessage({ id: 'userArea.section.rooms', defaultMessage: 'Räume' })} – ${data.entry.name}`,
        robots: 'noindex,nofollow',
      }),
      Component: RoomsPage,
    },
    {
      frame: 'entries',
      title: (intl) =>
        intl.formatMessage({ id: 'userArea.section.rooms', defaultMessage: 'Räume' }),
    },
  ),
);
