import type { Knex } from 'knex';
import type { SearchIndexDefinition } from '@eventalp/platform-sdk';
import { ColumnIndex } from './memory/column-index';
import { textMatchesOf, type TextMatches } from './memory/column-query';
import {
  SEARCH_CHANGES_TABLE,
  SEARCH_TABLE,
  SEARCH_VERSIONS_TABLE,
  searchableText,
} from './postgres-search-rows';

const TEXT_CACHE_SIZE = 256;

type Row = {
  doc_id: string;
  body: Record<string, unknown>;
  lat: number | null;
  lng: number | null;
};

/**
 * One index's filter columns in this process, kept in step with Postgres: before each query it
 * reads the index version (one primary-key lookup) and applies the documents changed since,
 * or reloads everything after a rebuild or a long absence. Concurrent queries share one check.
 */
export class PostgresColumnCache {
  private columns: ColumnIndex;
  private version = -1;
  private readonly textFields: string[];
  private readonly texts = new Map<string, TextMatches>();
  private check: { promise: Promise<ColumnIndex>; writes: number } | null = null;
  private writes = 0;

  constructor(
    private readonly db: Knex,
    readonly definition: SearchIndexDefinition,
  ) {
    this.columns = new ColumnIndex(definition);
    this.textFields = Object.entries(definition.fields)
      .filter(([, spec]) => spec.type === 'text')
      .map(([field]) => field);
  }

  /** This process wrote to the index: the next query must look again, not share an older check. */
  noteWrite(): void {
    this.writes++;
  }

  /** The columns as of the latest committed version (at the latest when this call started). */
  fresh(): Promise<ColumnIndex> {
    if (this.check && this.check.writes === this.writes) return this.check.promise;
    const previous = this.check?.promise;
    const promise = (async () => {
      if (previous) await previous.catch(() => undefined);
      await this.catchUp();
      return this.columns;
    })();
    const check = { promise, writes: this.writes };
    this.check = check;
    const release = () => {
      if (this.check === check) this.check = null;
    };
    promise.then(release, release);
    return promise;
  }

  /** Slots of `columns` matching the free text (german stemming, unaccented) with their rank. */
  async textMatches(columns: ColumnIndex, text: string): Promise<TextMatches> {
    const cached = columns === this.columns ? this.texts.get(text) : undefined;
    if (cached) {
      this.texts.delete(text);
      this.texts.set(text, cached);
      return cached;
    }
    const { version } = this;
    const result = await this.db.raw(
      `select doc_id, ts_rank_cd(tsv, q) as score
       from ${SEARCH_TABLE}, websearch_to_tsquery('german', unaccent(?)) as q
       where index_name = ? and tsv @@ q`,
      [searchableText(text), this.definition.name],
    );
    const matches = textMatchesOf(
      columns,
      result.rows.map((row: { doc_id: string; score: number }) => [row.doc_id, Number(row.score)]),
    );
    // Slots of other columns (a reload happened meanwhile) must not be cached.
    if (version === this.version && columns === this.columns) {
      this.texts.set(text, matches);
      if (this.texts.size > TEXT_CACHE_SIZE) this.texts.delete(this.texts.keys().next().value!);
    }
    return matches;
  }

  private async catchUp(): Promise<void> {
    const index = this.definition.name;
    const latest = await this.latestVersion(this.db);
    if (latest === this.version) return;
    if (this.version < 0) return this.reload();
    const changes: { version: string; doc_id: string | null }[] = await this.db(
      SEARCH_CHANGES_TABLE,
    )
      .where('index_name', index)
      .andWhere('version', '>', this.version)
      .select('version', 'doc_id');
    const versions = new Set(changes.map((change) => Number(change.version)));
    const newest = Math.max(latest, ...versions);
    const columns = this.columns;
    const missedSome = versions.size < newest - this.version;
    const replaced = changes.some((change) => change.doc_id === null);
    const fragmented = columns.deadCount > 1000 && columns.deadCount * 4 > columns.liveCount;
    if (missedSome || replaced || fragmented) return this.reload();
    const ids = [...new Set(changes.map((change) => change.doc_id!))];
    const rows = await this.rows(this.db, ids);
    const present = new Set<string>();
    for (const row of rows) {
      present.add(row.doc_id);
      columns.put(row.doc_id, row.body, position(row));
    }
    for (const id of ids) if (!present.has(id)) columns.remove(id);
    this.version = newest;
    this.texts.clear();
  }

  /** Reads the version and every document in one snapshot, then swaps the columns in. */
  private async reload(): Promise<void> {
    const { version, rows } = await this.db.transaction(async (trx) => {
      await trx.raw('set transaction isolation level repeatable read, read only');
      return { version: await this.latestVersion(trx), rows: await this.rows(trx, null) };
    });
    const columns = new ColumnIndex(this.definition);
    for (const row of rows) columns.put(row.doc_id, row.body, position(row));
    this.columns = columns;
    this.version = version;
    this.texts.clear();
  }

  private async latestVersion(db: Knex | Knex.Transaction): Promise<number> {
    const row = await db(SEARCH_VERSIONS_TABLE)
      .where('index_name', this.definition.name)
      .first('version');
    return Number(row?.version ?? 0);
  }

  /** Filterable fields only: the texts stay in the database. */
  private async rows(db: Knex | Knex.Transaction, ids: readonly string[] | null): Promise<Row[]> {
    const result = await db.raw(
      `select doc_id, body - ?::text[] as body, lat, lng from ${SEARCH_TABLE}
       where index_name = ? ${ids ? 'and doc_id = any(?)' : ''}`,
      [this.textFields, this.definition.name, ...(ids ? [ids] : [])] as Knex.RawBinding[],
    );
    return result.rows;
  }
}

function position(row: Row): { lat: number; lng: number } | null {
  return row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng };
}
