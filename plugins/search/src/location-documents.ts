import type { Knex } from 'knex';
import type { SearchDocument } from '@eventalp/platform-sdk';
import { ROOMS } from '@eventalp/plugin-catalog';
import {
  allEntryDocuments,
  entryDocumentBase,
  linkedTerms,
  publicEntryRows,
  termFields,
} from './entry-documents';
import { LOCATION_TERM_FIELDS, SEATING_STYLES } from './location-index';

const fieldOfType = new Map(
  Object.entries(LOCATION_TERM_FIELDS).map(([field, type]) => [type as number, field]),
);

/** Search documents of the public locations among `ids` (all public locations when omitted), by id. */
export async function locationDocuments(
  db: Knex,
  now: Date,
  ids?: readonly number[],
): Promise<SearchDocument[]> {
  const rows = await publicEntryRows(db, 'location', now, ids);
  if (rows.length === 0) return [];
  const entryIds = rows.map((row) => row.id);
  const [terms, rooms] = await Promise.all([
    linkedTerms(db, 'location', entryIds),
    db(ROOMS)
      .whereIn('location_id', entryIds)
      .groupBy('location_id')
      .select(
        'location_id',
        db.raw('count(*)::int as rooms'),
        db.raw('max(area)::float as room_area'),
        db.raw('max(height)::float as room_height'),
        ...SEATING_STYLES.map((style) => db.raw(`max(${style}_max)::int as ${style}`)),
      ),
  ]);
  const termsOf = termFields(terms, fieldOfType);
  const roomsOf = new Map(rooms.map((room) => [room.location_id as number, room]));
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
export function allLocationDocuments(db: Knex, now: Date): AsyncIterable<SearchDocument[]> {
  return allEntryDocuments(db, 'location', now, (ids) => locationDocuments(db, now, ids));
}
