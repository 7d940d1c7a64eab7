import type { SearchDocument } from '@eventalp/platform-sdk';
import type {
  Catalogue,
  EntryColumn,
  EntryKind,
  EntryRecord,
  LinkedTerm,
} from '@eventalp/plugin-catalog';

/** Columns both kinds of entry give their search document. */
export const ENTRY_DOCUMENT_COLUMNS = [
  'full_name',
  'place',
  'place_id',
  'summary',
  'description',
  'category_id',
  'region_id',
  'country_category',
  'type_id',
  'lat',
  'lng',
] as const satisfies readonly EntryColumn[];

export type EntryRow = Pick<
  EntryRecord,
  (typeof ENTRY_DOCUMENT_COLUMNS)[number] | 'id' | 'category_name'
>;

const BATCH = 500;

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
  catalogue: Catalogue,
  kind: EntryKind,
  documentsOf: (ids: readonly number[]) => Promise<SearchDocument[]>,
): AsyncIterable<SearchDocument[]> {
  for (let after = 0; ;) {
    const ids = await catalogue.publicIds(kind, after, BATCH);
    if (ids.length === 0) return;
    yield await documentsOf(ids);
    after = ids[ids.length - 1]!;
  }
}
