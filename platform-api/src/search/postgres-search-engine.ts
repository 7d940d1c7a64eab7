import type { Knex } from 'knex';
import type {
  FacetCount,
  SearchDocument,
  SearchEngine,
  SearchFilter,
  SearchIndexDefinition,
  SearchQuery,
  SearchResult,
  SearchSuggestion,
} from '@eventalp/platform-sdk';

export const SEARCH_TABLE = 'platform_search_documents';

/** A random-order seed goes into SQL, so only letters and digits are accepted. */
export function randomSeed(seed: string): string {
  if (!/^[A-Za-z0-9]{1,32}$/.test(seed)) throw new Error(`Invalid random sort seed '${seed}'`);
  return seed;
}
const CHUNK = 500;

type Condition = { sql: string; bindings: unknown[]; field?: string };

/**
 * Search on Postgres: german-stemmed tsvector over unaccented text (weights A-D), jsonb containment
 * for keyword filters (GIN), numeric ranges, a radius on the document's geo point, facet counts in
 * SQL and pg_trgm suggestions. One table holds all indexes; definitions live in memory.
 */
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';
  private readonly definitions = new Map<string, SearchIndexDefinition>();

  constructor(private readonly db: Knex) {}

  async ensureIndex(definition: SearchIndexDefinition): Promise<void> {
    this.definitions.set(definition.name, definition);
  }

  async upsert(index: string, documents: readonly SearchDocument[]): Promise<void> {
    const definition = this.definition(index);
    for (let start = 0; start < documents.length; start += CHUNK) {
      const rows = documents.slice(start, start + CHUNK).map((doc) => this.row(definition, doc));
      const sql = `insert into ${SEARCH_TABLE} (index_name, doc_id, body, tsv, suggest, suggest_norm, lat, lng, updated_at)
        values ${rows.map((row) => row.sql).join(', ')}
        on conflict (index_name, doc_id) do update set body = excluded.body, tsv = excluded.tsv,
          suggest = excluded.suggest, suggest_norm = excluded.suggest_norm, lat = excluded.lat,
          lng = excluded.lng, updated_at = excluded.updated_at`;
      await this.db.raw(sql, rows.flatMap((row) => row.bindings) as Knex.RawBinding[]);
    }
  }

  async delete(index: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db(SEARCH_TABLE)
      .where('index_name', index)
      .whereIn('doc_id', [...ids])
      .delete();
  }

  async clear(index: string): Promise<void> {
    await this.db(SEARCH_TABLE).where('index_name', index).delete();
  }

  async rebuild(
    index: string,
    documents: AsyncIterable<readonly SearchDocument[]>,
  ): Promise<number> {
    this.definition(index);
    return this.db.transaction(async (trx) => {
      const inTransaction = new PostgresSearchEngine(trx);
      for (const definition of this.definitions.values())
        await inTransaction.ensureIndex(definition);
      await inTransaction.clear(index);
      let written = 0;
      for await (const batch of documents) {
        await inTransaction.upsert(index, batch);
        written += batch.length;
      }
      return written;
    });
  }

  async count(index: string): Promise<number> {
    const [row] = await this.db(SEARCH_TABLE)
      .where('index_name', index)
      .count<{ count: string }[]>('* as count');
    return Number(row?.count ?? 0);
  }

  async query(query: SearchQuery): Promise<SearchResult> {
    const definition = this.definition(query.index);
    const perPage = Math.min(Math.max(query.perPage ?? 20, 1), 500);
    const page = Math.max(query.page ?? 1, 1);
    const text = query.text?.trim() ? query.text.trim() : null;
    const conditions: Condition[] = [{ sql: 'index_name = ?', bindings: [query.index] }];
    if (text)
      conditions.push({
        sql: "tsv @@ websearch_to_tsquery('german', unaccent(?))",
        bindings: [text],
      });
    for (const filter of query.filters ?? [])
      conditions.push(this.filterCondition(definition, filter));
    for (const field of query.facets ?? []) {
      if (definition.fields[field]?.type !== 'keyword')
        throw new Error(`Facet field '${field}' is not a keyword field`);
    }

    const where = (list: Condition[]) => ({
      sql: list.map((c) => `(${c.sql})`).join(' and '),
      bindings: list.flatMap((c) => c.bindings),
    });
    const all = where(conditions);
    const score = text ? "ts_rank_cd(tsv, websearch_to_tsquery('german', unaccent(?)))" : '0';
    const scoreBindings = text ? [text] : [];
    const orderBy = this.orderBy(definition, query, Boolean(text));

    const [rows, totalRows, facets] = await Promise.all([
      this.db.raw(
        `select doc_id, body, ${score} as score from ${SEARCH_TABLE} where ${all.sql} order by ${orderBy} limit ? offset ?`,
        [...scoreBindings, ...all.bindings, perPage, (page - 1) * perPage] as Knex.RawBinding[],
      ),
      this.db.raw(
        `select count(*)::int as total from ${SEARCH_TABLE} where ${all.sql}`,
        all.bindings as Knex.RawBinding[],
      ),
      this.facetCounts(query.facets ?? [], conditions, where),
    ]);
    return {
      total: totalRows.rows[0].total,
      hits: rows.rows.map((row: { doc_id: string; body: SearchDocument; score: number }) => ({
        id: row.doc_id,
        score: Number(row.score),
        document: { ...row.body, id: row.doc_id },
      })),
      facets,
    };
  }

  async suggest(index: string, prefix: string, limit = 8): Promise<SearchSuggestion[]> {
    const term = prefix.trim();
    if (term.length < 2) return [];
    const result = await this.db.raw(
      `select doc_id, suggest from ${SEARCH_TABLE}, lower(unaccent(?)) as q
       where index_name = ? and suggest_norm is not null
         and (suggest_norm like q || '%' or suggest_norm like '% ' || q || '%' or similarity(suggest_norm, q) > 0.3)
       order by (suggest_norm like q || '%') desc, similarity(suggest_norm, q) desc, suggest asc
       limit ?`,
      [term, index, limit],
    );
    return result.rows.map((row: { doc_id: string; suggest: string }) => ({
      id: row.doc_id,
      text: row.suggest,
    }));
  }

  private definition(index: string): SearchIndexDefinition {
    const definition = this.definitions.get(index);
    if (!definition) throw new Error(`Search index '${index}' is not defined`);
    return definition;
  }

  private row(
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
      if (spec.type === 'keyword')
        body[field] = (Array.isArray(value) ? value : [value]).map(String);
      else if (spec.type === 'geo_point') point = value as { lat: number; lng: number };
      else body[field] = value;
      if (spec.type === 'text') {
        vectorParts.push(`setweight(to_tsvector('german', unaccent(?)), '${spec.weight ?? 'D'}')`);
        vectorBindings.push(String(value));
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

  private filterCondition(definition: SearchIndexDefinition, filter: SearchFilter): Condition {
    const spec = definition.fields[filter.field];
    if (!spec)
      throw new Error(`Unknown search field '${filter.field}' in index '${definition.name}'`);
    const asJson = (value: unknown) => (spec.type === 'keyword' ? String(value) : value);
    if ('anyOf' in filter) {
      if (filter.anyOf.length === 0) return { sql: 'true', bindings: [], field: filter.field };
      const values = filter.anyOf.map((value) =>
        JSON.stringify({
          [filter.field]: spec.type === 'keyword' ? [String(value)] : asJson(value),
        }),
      );
      return {
        sql: values.map(() => 'body @> ?::jsonb').join(' or '),
        bindings: values,
        field: filter.field,
      };
    }
    if ('allOf' in filter) {
      return {
        sql: 'body @> ?::jsonb',
        bindings: [JSON.stringify({ [filter.field]: filter.allOf.map(String) })],
        field: filter.field,
      };
    }
    if ('near' in filter) {
      const { lat, lng, radiusKm } = filter.near;
      return {
        sql: `lat is not null and 12742 * asin(sqrt(power(sin(radians(lat - ?) / 2), 2) + cos(radians(?)) * cos(radians(lat)) * power(sin(radians(lng - ?) / 2), 2))) <= ?`,
        bindings: [lat, lat, lng, radiusKm],
        field: filter.field,
      };
    }
    const parts: string[] = [];
    const bindings: unknown[] = [];
    if (filter.min !== undefined) {
      parts.push(`(body->>'${filter.field}')::float8 >= ?`);
      bindings.push(filter.min);
    }
    if (filter.max !== undefined) {
      parts.push(`(body->>'${filter.field}')::float8 <= ?`);
      bindings.push(filter.max);
    }
    return { sql: parts.length > 0 ? parts.join(' and ') : 'true', bindings, field: filter.field };
  }

  private orderBy(definition: SearchIndexDefinition, query: SearchQuery, hasText: boolean): string {
    const sorts = (query.sort ?? []).map((sort) => {
      if ('relevance' in sort) return hasText ? 'score desc' : null;
      if ('random' in sort) return `hashtext(doc_id || '${randomSeed(sort.random)}')`;
      const spec = definition.fields[sort.field];
      if (!spec) throw new Error(`Unknown sort field '${sort.field}'`);
      const numeric = spec.type === 'integer' || spec.type === 'float';
      const expression = numeric ? `(body->>'${sort.field}')::float8` : `body->>'${sort.field}'`;
      return `${expression} ${sort.order === 'desc' ? 'desc' : 'asc'} nulls last`;
    });
    const keys = sorts.filter((sort): sort is string => sort !== null);
    if ((query.sort ?? []).length === 0 && hasText) keys.push('score desc');
    return [...keys, 'doc_id asc'].join(', ');
  }

  private async facetCounts(
    fields: readonly string[],
    conditions: Condition[],
    where: (list: Condition[]) => { sql: string; bindings: unknown[] },
  ): Promise<Record<string, FacetCount[]>> {
    const entries = await Promise.all(
      fields.map(async (field) => {
        // Disjunctive facets: a field's counts ignore the filter on that same field.
        const scope = where(conditions.filter((condition) => condition.field !== field));
        const result = await this.db.raw(
          `select value, count(*)::int as count from ${SEARCH_TABLE},
             jsonb_array_elements_text(case jsonb_typeof(body->'${field}') when 'array' then body->'${field}' else '[]'::jsonb end) as value
           where ${scope.sql} group by value order by count desc, value asc`,
          scope.bindings as Knex.RawBinding[],
        );
        return [field, result.rows as FacetCount[]] as const;
      }),
    );
    return Object.fromEntries(entries);
  }
}
