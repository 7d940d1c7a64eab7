import type { Knex } from 'knex';
import type { SearchDocument } from '@eventalp/platform-sdk';
import { ENTRY_TERMS, publicEntries, type EntryKind } from '@eventalp/plugin-catalog';

/** Columns both kinds of entry give their search document. */
export interface EntryRow {
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

const BATCH = 500;

/** Public entries of one kind among `ids` (all when omitted), by id, with their category's name. */
export async function publicEntryRows<Row extends EntryRow>(
  db: Knex,
  kind: EntryKind,
  now: Date,
  ids: readonly number[] | undefined,
  extraColumns: readonly string[] = [],
): Promise<Row[]> {
  const query = publicEntries(db, kind, now)
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
      ...extraColumns.map((column) => `e.${column}`),
    )
    .orderBy('e.id');
  return ids ? query.whereIn('e.id', [...ids]) : query;
}

export interface LinkedTerm {
  entry_id: number;
  id: number;
  type: number;
  subtype: number | null;
  name: string;
}

/** The taxonomy terms linked to these entries. */
export async function linkedTerms(
  db: Knex,
  kind: EntryKind,
  entryIds: readonly number[],
): Promise<LinkedTerm[]> {
  return db(`${ENTRY_TERMS} as l`)
    .join('taxonomy_terms as t', 't.id', 'l.term_id')
    .where('l.entry_type', kind)
    .whereIn('l.entry_id', [...entryIds])
    .select('l.entry_id', 't.id', 't.type', 't.subtype', 't.name');
}

/** Groups linked term ids into keyword fields by taxonomy type (`fieldOfType`), per entry. */
export function termFields(
  terms: readonly LinkedTerm[],
  fieldOfType: ReadonlyMap<number, string>,
): Map<number, Record<string, string[]>> {
  const byEntry = new Map<number, Record<string, string[]>>();
  for (const term of terms) {
    const field = fieldOfType.get(term.type);
    if (!field) continue;
    const own = byEntry.get(term.entry_id) ?? {};
    (own[field] ??= []).push(String(term.id));
    byEntry.set(term.entry_id, own);
  }
  return byEntry;
}

/**
 * The fields every entry document has: texts, place keywords, ranking tier, position (geo point for
 * radius searches, plain `lat`/`lng` numbers for map bounds and map points) and `entry_id` (a
 * number to page through the index in id order).
 */
export function entryDocumentBase(row: EntryRow): SearchDocument {
  const positioned = row.lat !== null && row.lng !== null;
  return {
    id: String(row.id),
    entry_id: row.id,
    name: row.full_name,
    place: row.place,
    category_name: row.category_name,
    summary: row.summary,
    description: row.description,
    category: String(row.category_id),
    region: row.region_id === null ? null : String(row.region_id),
    country: String(row.country_category),
    place_id: row.place_id === null ? null : String(row.place_id),
    tier: row.type_id,
    lat: positioned ? Number(row.lat) : null,
    lng: positioned ? Number(row.lng) : null,
    position: positioned ? { lat: Number(row.lat), lng: Number(row.lng) } : null,
  };
}

/** Every public entry of one kind in batches of documents, for a full rebuild. */
export async function* allEntryDocuments(
  db: Knex,
  kind: EntryKind,
  now: Date,
  documentsOf: (ids: readonly number[]) => Promise<SearchDocument[]>,
): AsyncIterable<SearchDocument[]> {
  let after = 0;
  for (;;) {
    const ids: number[] = await publicEntries(db, kind, now)
      .where('e.id', '>', after)
      .orderBy('e.id')
      .limit(BATCH)
      .pluck('e.id');
    if (ids.length === 0) return;
    yield await documentsOf(ids);
    after = ids[ids.length - 1]!;
  }
}
