import type { Knex } from 'knex';
import type {
  SearchDocument,
  SearchEngine,
  SearchIndexDefinition,
  SearchQuery,
  SearchResult,
  SearchSuggestion,
} from '@eventalp/platform-sdk';
import type { ColumnIndex } from './memory/column-index';
import { queryColumns, type ColumnHit } from './memory/column-query';
import { PostgresColumnCache } from './postgres-column-cache';
import { logChanges, nextVersion, SEARCH_TABLE, writeDocuments } from './postgres-search-rows';

const IN_MEMORY_TYPES = new Set(['keyword', 'integer', 'float', 'boolean', 'geo_point']);

/**
 * Search on Postgres. The documents live in one table (german-stemmed tsvector over unaccented
 * text with GIN, pg_trgm for suggestions); every write raises the index's version and logs what
 * it touched. Filters, facet counts, ranking and pagination run on in-process columns that
 * follow those versions (see PostgresColumnCache), so a query costs one version lookup, the
 * text match (cached per version) and the bodies of the page's hits.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';
  private readonly caches = new Map<string, PostgresColumnCache>();

  constructor(private readonly db: Knex) {}

  async ensureIndex(definition: SearchIndexDefinition): Promise<void> {
    if (this.caches.get(definition.name)?.definition !== definition)
      this.caches.set(definition.name, new PostgresColumnCache(this.db, definition));
  }

  async upsert(index: string, documents: readonly SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const cache = this.cache(index);
    await this.db.transaction(async (trx) => {
      const version = await nextVersion(trx, index);
      await writeDocuments(trx, cache.definition, documents);
      await logChanges(trx, index, version, [...new Set(documents.map((doc) => doc.id))]);
    });
    cache.noteWrite();
  }

  async delete(index: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const cache = this.cache(index);
    await this.db.transaction(async (trx) => {
      const version = await nextVersion(trx, index);
      for (let start = 0; start < ids.length; start += 1000)
        await trx(SEARCH_TABLE)
          .where('index_name', index)
          .whereIn('doc_id', ids.slice(start, start + 1000))
          .delete();
      await logChanges(trx, index, version, [...new Set(ids)]);
    });
    cache.noteWrite();
  }

  async clear(index: string): Promise<void> {
    await this.rebuild(index, (async function* () {})());
  }

  async rebuild(
    index: string,
    documents: AsyncIterable<readonly SearchDocument[]>,
  ): Promise<number> {
    const cache = this.cache(index);
    const written = await this.db.transaction(async (trx) => {
      const version = await nextVersion(trx, index);
      await trx(SEARCH_TABLE).where('index_name', index).delete();
      let count = 0;
      for await (const batch of documents) {
        await writeDocuments(trx, cache.definition, batch);
        count += batch.length;
      }
      await logChanges(trx, index, version, [null]);
      return count;
    });
    cache.noteWrite();
    return written;
  }

  async count(index: string): Promise<number> {
    return (await this.cache(index).fresh()).liveCount;
  }

  async query(query: SearchQuery): Promise<SearchResult> {
    const cache = this.cache(query.index);
    const columns = await cache.fresh();
    const text = query.text?.trim() ? query.text.trim() : null;
    const result = queryColumns(
      columns,
      query,
      text ? await cache.textMatches(columns, text) : null,
    );
    const documents = await this.documents(columns, result.hits, query.fields);
    return {
      total: result.total,
      hits: result.hits.map((hit) => ({
        id: hit.id,
        score: hit.score,
        document: documents.get(hit.id) ?? { id: hit.id },
      })),
      facets: result.facets,
    };
  }

  async suggest(index: string, prefix: string, limit = 8): Promise<SearchSuggestion[]> {
    const term = prefix.trim();
    if (term.length < 2) return [];
    const result = await this.db.raw(
      `select doc_id, suggest from ${SEARCH_TABLE}, lower(unaccent(?)) as q, lower(unaccent(?)) as p
       where index_name = ? and suggest_norm is not null
         and (suggest_norm like p || '%' or suggest_norm like '% ' || p || '%' or similarity(suggest_norm, q) > 0.3)
       order by (suggest_norm like p || '%') desc, similarity(suggest_norm, q) desc, suggest asc
       limit ?`,
      // `p` is the prefix for LIKE: % and _ typed by a visitor are plain characters.
      [term, term.replace(/[\\%_]/g, '\\$&'), index, limit],
    );
    return result.rows.map((row: { doc_id: string; suggest: string }) => ({
      id: row.doc_id,
      text: row.suggest,
    }));
  }

  private cache(index: string): PostgresColumnCache {
    const cache = this.caches.get(index);
    if (!cache) throw new Error(`Search index '${index}' is not defined`);
    return cache;
  }

  /** The hits' documents: from the columns when only filterable fields are asked for. */
  private async documents(
    columns: ColumnIndex,
    hits: readonly ColumnHit[],
    fields: readonly string[] | undefined,
  ): Promise<Map<string, SearchDocument>> {
    const { definition } = columns;
    for (const field of fields ?? [])
      if (!definition.fields[field]) throw new Error(`Unknown search field '${field}'`);
    const pick = (doc: SearchDocument): SearchDocument =>
      fields
        ? {
            id: doc.id,
            ...Object.fromEntries(fields.filter((f) => f in doc).map((f) => [f, doc[f]])),
          }
        : doc;
    if (hits.length === 0) return new Map();
    if (fields?.every((field) => IN_MEMORY_TYPES.has(definition.fields[field]!.type)))
      return new Map(hits.map((hit) => [hit.id, pick(columnDocument(columns, hit, fields))]));
    const geoField = Object.keys(definition.fields).find(
      (field) => definition.fields[field]!.type === 'geo_point',
    );
    const result = await this.db.raw(
      `select doc_id, body, lat, lng from ${SEARCH_TABLE} where index_name = ? and doc_id = any(?)`,
      [definition.name, hits.map((hit) => hit.id)],
    );
    return new Map(
      result.rows.map(
        (row: { doc_id: string; body: object; lat: number | null; lng: number | null }) => {
          const doc: SearchDocument = { ...row.body, id: row.doc_id };
          if (geoField && row.lat !== null && row.lng !== null)
            doc[geoField] = { lat: row.lat, lng: row.lng };
          return [row.doc_id, pick(doc)];
        },
      ),
    );
  }
}

function columnDocument(
  columns: ColumnIndex,
  hit: ColumnHit,
  fields: readonly string[],
): SearchDocument {
  const doc: SearchDocument = { id: hit.id };
  for (const field of fields) {
    const type = columns.definition.fields[field]!.type;
    const keyword = columns.keywords.get(field);
    const number = columns.numbers.get(field)?.[hit.slot];
    if (keyword) doc[field] = Array.from(keyword.codesOf(hit.slot), (code) => keyword.values[code]);
    else if (type === 'geo_point') {
      if (!Number.isNaN(columns.lat[hit.slot]!))
        doc[field] = { lat: columns.lat[hit.slot], lng: columns.lng[hit.slot] };
    } else if (number !== undefined && !Number.isNaN(number))
      doc[field] = type === 'boolean' ? number === 1 : number;
  }
  return doc;
}
