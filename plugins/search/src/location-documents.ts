import type { Knex } from 'knex';
import type { SearchDocument } from '@eventalp/platform-sdk';
import { ENTRY_TERMS, ROOMS, publicEntries } from '@eventalp/plugin-catalog';
import { LOCATION_TERM_FIELDS, SEATING_STYLES } from './location-index';

interface LocationRow {
  id: number;
  full_name: string;
  place: string | null;
  place_id: number | null;
  summary: string | null;
  description: string | null;
  category_id: number;
  category_name: string | null;
  region_id: number | null;
  country_category: number;
  type_id: number;
  lat: number | null;
  lng: number | null;
}

const fieldOfType = new Map(
  Object.entries(LOCATION_TERM_FIELDS).map(([field, type]) => [type as number, field]),
);
const BATCH = 500;

/** Search documents of the public locations among `ids` (all public locations when omitted), by id. */
export async function locationDocuments(
  db: Knex,
  now: Date,
  ids?: readonly number[],
): Promise<SearchDocument[]> {
  const query = publicEntries(db, 'location', now)
    .leftJoin('taxonomy_terms as c', 'c.id', 'e.category_id')
    .select(
      'e.id',
      'e.full_name',
      'e.place',
      'e.place_id',
      'e.summary',
      'e.description',
      'e.category_id',
      'e.region_id',
      'e.country_category',
      'e.type_id',
      'e.lat',
      'e.lng',
      'c.name as category_name',
    )
    .orderBy('e.id');
  const rows: LocationRow[] = ids ? await query.whereIn('e.id', [...ids]) : await query;
  if (rows.length === 0) return [];
  const entryIds = rows.map((row) => row.id as number);
  const [terms, rooms] = await Promise.all([
    db(`${ENTRY_TERMS} as l`)
      .join('taxonomy_terms as t', 't.id', 'l.term_id')
      .where('l.entry_type', 'location')
      .whereIn('l.entry_id', entryIds)
      .select('l.entry_id', 't.id', 't.type'),
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
  const termsOf = new Map<number, Record<string, string[]>>();
  for (const term of terms) {
    const field = fieldOfType.get(term.type);
    if (!field) continue;
    const own = termsOf.get(term.entry_id) ?? {};
    (own[field] ??= []).push(String(term.id));
    termsOf.set(term.entry_id, own);
  }
  const roomsOf = new Map(rooms.map((room) => [room.location_id as number, room]));
  return rows.map((row) => {
    const room = roomsOf.get(row.id);
    return {
      id: String(row.id),
      name: row.full_name,
      place: row.place,
      category_name: row.category_name,
      summary: row.summary,
      description: row.description,
      category: String(row.category_id),
      region: row.region_id === null ? null : String(row.region_id),
      country: String(row.country_category),
      place_id: row.place_id === null ? null : String(row.place_id),
      ...termsOf.get(row.id),
      tier: row.type_id,
      ...Object.fromEntries(SEATING_STYLES.map((style) => [style, room?.[style] ?? null])),
      room_area: room?.room_area ?? null,
      room_height: room?.room_height ?? null,
      rooms: room?.rooms ?? 0,
      position: row.lat === null ? null : { lat: Number(row.lat), lng: Number(row.lng) },
    };
  });
}

/** All public locations in batches, for a full rebuild. */
export async function* allLocationDocuments(db: Knex, now: Date): AsyncIterable<SearchDocument[]> {
  let after = 0;
  for (;;) {
    const ids: number[] = await publicEntries(db, 'location', now)
      .where('e.id', '>', after)
      .orderBy('e.id')
      .limit(BATCH)
      .pluck('e.id');
    if (ids.length === 0) return;
    yield await locationDocuments(db, now, ids);
    after = ids[ids.length - 1]!;
  }
}
