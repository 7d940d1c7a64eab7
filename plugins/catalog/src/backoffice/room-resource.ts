import { containsFilter, defineResource, numberFilter, choiceFilter } from '@eventalp/platform-sdk';
import { ROOMS } from '../catalog-migrations';
import {
  backofficeRoomAnswer,
  backofficeRoomInput,
} from '../domain/backoffice/entry-backoffice-input';
import { FLOOR_OPTIONS } from '../domain/owner/reachability';
import { markEntriesChanged } from '../entries-changed';
import { BACKOFFICE_CATALOG } from '../owner/owner-records';

const DECIMALS = ['area', 'width', 'length', 'height'];

/**
 * Rooms of locations in the back office: list (by location, name, floor), show, and change with
 * the owners' room rules; a change re-indexes the room's location.
 */
export const roomResource = defineResource({
  name: 'rooms',
  answerName: 'BackofficeRoom',
  noun: 'room',
  table: ROOMS,
  row: backofficeRoomAnswer,
  toRow: (record) => ({
    ...record,
    ...Object.fromEntries(
      DECIMALS.map((column) => [column, record[column] === null ? null : Number(record[column])]),
    ),
  }),
  update: backofficeRoomInput,
  filters: {
    location_id: numberFilter('location_id', 1),
    floor: choiceFilter('floor', FLOOR_OPTIONS as unknown as [string, ...string[]]),
    name_contains: containsFilter('name'),
  },
  sortable: ['name', 'location_id', 'area', 'order', 'updated_at', 'id'],
  defaultSort: { field: 'location_id', order: 'asc' },
  search: ['name', 'description'],
  permissions: { read: BACKOFFICE_CATALOG, write: BACKOFFICE_CATALOG },
  async onChange(services, { ids, trx }) {
    const locations = await trx(ROOMS).whereIn('id', ids).pluck('location_id');
    await markEntriesChanged(services, 'location', locations, trx);
  },
});
