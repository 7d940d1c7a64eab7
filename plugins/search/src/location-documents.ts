import type { SearchDocument } from '@eventalp/platform-sdk';
import type { Catalogue } from '@eventalp/plugin-catalog';
import {
  allEntryDocuments,
  ENTRY_DOCUMENT_COLUMNS,
  entryDocumentBase,
  termFields,
} from './entry-documents';
import { LOCATION_TERM_FIELDS, SEATING_STYLES } from './location-index';

const fieldOfType = new Map(
  Object.entries(LOCATION_TERM_FIELDS).map(([field, type]) => [type as number, field]),
);

/** Search documents of the public locations among `ids` (all public locations when null), by id. */
export async function locationDocuments(
  catalogue: Catalogue,
  ids: readonly number[] | null,
): Promise<SearchDocument[]> {
  const rows = await catalogue.publicEntries('location', ids, ENTRY_DOCUMENT_COLUMNS);
  if (rows.length === 0) return [];
  const entryIds = rows.map((row) => row.id);
  const [terms, rooms] = await Promise.all([
    catalogue.linkedTerms('location', entryIds),
    catalogue.roomFigures(entryIds),
  ]);
  const termsOf = termFields(terms, fieldOfType);
  const roomsOf = new Map(rooms.map((room) => [room.location_id, room]));
  return rows.map((row) => {
    const room = roomsOf.get(row.id);
    return {
      ...entryDocumentBase(row),
      ...termsOf.get(row.id),
      ...Object.fromEntries(SEATING_STYLES.map((style) => [style, room?.[style] ?? null])),
      room_area: room?.room_area ?? null,
      room_height: room?.room_height ?? null,
      rooms: room?.rooms ?? 0,
    };
  });
}

/** All public locations in batches, for a full rebuild. */
export function allLocationDocuments(catalogue: Catalogue): AsyncIterable<SearchDocument[]> {
  return allEntryDocuments(catalogue, 'location', (ids) => locationDocuments(catalogue, ids));
}
