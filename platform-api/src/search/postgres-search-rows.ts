import type { Knex } from 'knex';
import type { SearchDocument, SearchIndexDefinition } from '@eventalp/platform-sdk';

export const SEARCH_TABLE = 'platform_search_documents';
/** One row per index: its version, raised by every write while that write holds the row lock. */
export const SEARCH_VERSIONS_TABLE = 'platform_search_versions';
/** Which documents each version touched (`doc_id` null: the whole index was replaced). */
export const SEARCH_CHANGES_TABLE = 'platform_search_changes';
/** Readers further behind than this many versions reload the index instead of catching up. */
export const KEPT_CHANGES = 1000;

/**
 * Text as the german parser should see it: slashes become spaces, or Postgres reads gendered
 * forms such as 'Eventmanager/in' or 'Koch/Köchin' as one file-path token that no word matches
 * (OpenSearch's standard tokenizer splits there too). Used for documents and queries alike.
 */
export function searchableText(text: string): string {
  return text.replace(/\//g, ' ');
}

/** Raises the index's version and returns it; the row lock orders writers until commit. */
export async function nextVersion(trx: Knex.Transaction, index: string): Promise<number> {
  const result = await trx.raw(
    `insert into ${SEARCH_VERSIONS_TABLE} as v (index_name, version) values (?, 1)
     on conflict (index_name) do update set version = v.version + 1 returning version`,
    [index],
  );
  return Number(result.rows[0].version);
}

/** Records what a version changed and forgets changes no reader will ask for again. */
export async function logChanges(
  trx: Knex.Transaction,
  index: string,
  version: number,
  ids: readonly (string | null)[],
): Promise<void> {
  for (let start = 0; start < ids.length; start += 1000) {
    await trx(SEARCH_CHANGES_TABLE).insert(
      ids.slice(start, start + 1000).map((id) => ({ index_name: index, version, doc_id: id })),
    );
  }
  await trx(SEARCH_CHANGES_TABLE)
    .where('index_name', index)
    .andWhere('version', '<=', version - KEPT_CHANGES)
    .delete();
}

/** Inserts or replaces documents (500 per statement). */
export async function writeDocuments(
  db: Knex | Knex.Transaction,
  definition: SearchIndexDefinition,
  documents: readonly SearchDocument[],
): Promise<void> {
  for (let start = 0; start < documents.length; start += 500) {
    const rows = documents.slice(start, start + 500).map((doc) => documentRow(definition, doc));
    const sql = `insert into ${SEARCH_TABLE} (index_name, doc_id, body, tsv, suggest, suggest_norm, lat, lng, updated_at)
      values ${rows.map((row) => row.sql).join(', ')}
      on conflict (index_name, doc_id) do update set body = excluded.body, tsv = excluded.tsv,
        suggest = excluded.suggest, suggest_norm = excluded.suggest_norm, lat = excluded.lat,
        lng = excluded.lng, updated_at = excluded.updated_at`;
    await db.raw(sql, rows.flatMap((row) => row.bindings) as Knex.RawBinding[]);
  }
}

/**
 * One document as a row: keyword values as string lists in `body`, texts weighted into a
 * german-stemmed tsvector over unaccented text, the first suggest field for autocomplete.
 */
function documentRow(
  definition: SearchIndexDefinition,
  doc: SearchDocument,
): { sql: string; bindings: unknown[] } {
  const body: Record<string, unknown> = {};
  const vectorParts: string[] = [];
  const vectorBindings: unknown[] = [];
  let suggest: string | null = null;
  let point: { lat: number; lng: number } | null = null;
  for (const [field, spec] of Object.entries(definition.fields)) {
    const value = doc[field];
    if (value === undefined || value === null) continue;
    if (spec.type === 'keyword') body[field] = (Array.isArray(value) ? value : [value]).map(String);
    else if (spec.type === 'geo_point') point = value as { lat: number; lng: number };
    else body[field] = value;
    if (spec.type === 'text') {
      vectorParts.push(`setweight(to_tsvector('german', unaccent(?)), '${spec.weight ?? 'D'}')`);
      vectorBindings.push(searchableText(String(value)));
      if (spec.suggest && suggest === null) suggest = String(value);
    }
  }
  const tsv = vectorParts.length > 0 ? vectorParts.join(' || ') : "''::tsvector";
  return {
    sql: `(?, ?, ?::jsonb, ${tsv}, ?, lower(unaccent(?)), ?, ?, now())`,
    bindings: [
      definition.name,
      doc.id,
      JSON.stringify(body),
      ...vectorBindings,
      suggest,
      suggest,
      point?.lat ?? null,
      point?.lng ?? null,
    ],
  };
}
