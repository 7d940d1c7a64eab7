/** Field kinds an index can hold; `keyword` values are stored as lists of strings. */
export type SearchFieldType = 'text' | 'keyword' | 'integer' | 'float' | 'boolean' | 'geo_point';

export interface SearchFieldDefinition {
  type: SearchFieldType;
  /** Relevance weight for text fields: A (highest) to D. */
  weight?: 'A' | 'B' | 'C' | 'D';
  /** Text field offered for autocomplete. */
  suggest?: boolean;
}

/** One searchable collection, declared by the plugin that owns the data. */
export interface SearchIndexDefinition {
  name: string;
  fields: Record<string, SearchFieldDefinition>;
}

/** A document as plugins hand it to the engine; `geo_point` fields are `{ lat, lng }`. */
export interface SearchDocument {
  id: string;
  [field: string]: unknown;
}

export type SearchValue = string | number | boolean;

/**
 * Filters: any of a set, all of a set, none of a set (documents without a value of the field
 * pass), a numeric range, or a radius around a point.
 */
export type SearchFilter =
  | { field: string; anyOf: readonly SearchValue[] }
  | { field: string; allOf: readonly SearchValue[] }
  | { field: string; noneOf: readonly SearchValue[] }
  | { field: string; min?: number; max?: number }
  | { field: string; near: { lat: number; lng: number; radiusKm: number } };

/**
 * One sort key: a field, the text relevance, or a pseudo-random order that is the same for the
 * same seed (letters and digits), so a visitor's result pages neither repeat nor skip entries.
 */
export type SearchSort =
  | { field: string; order: 'asc' | 'desc' }
  | { relevance: true }
  | { random: string }
  /** Documents holding any of these keyword values come first (ranks without excluding). */
  | { boost: { field: string; anyOf: readonly SearchValue[] } };

export interface SearchQuery {
  index: string;
  text?: string;
  filters?: readonly SearchFilter[];
  /** Keyword fields to count values for; each count ignores the filter on its own field. */
  facets?: readonly string[];
  /** Default: relevance when `text` is given, else document id. */
  sort?: readonly SearchSort[];
  /** 1-based. */
  page?: number;
  /** 1 to 10,000 (default 20); map views ask for every match at once. */
  perPage?: number;
  /**
   * Fields the hits' documents carry (default: all). Asking only for keyword, number and
   * position fields lets an adapter answer from its filter structures without loading bodies.
   */
  fields?: readonly string[];
}

export interface SearchHit {
  id: string;
  score: number;
  document: SearchDocument;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface SearchResult {
  total: number;
  hits: SearchHit[];
  facets: Record<string, FacetCount[]>;
}

export interface SearchSuggestion {
  id: string;
  text: string;
}

/** The search port: one contract, adapters for Postgres (embedded default) and OpenSearch. */
export interface SearchEngine {
  readonly name: string;
  ensureIndex(definition: SearchIndexDefinition): Promise<void>;
  upsert(index: string, documents: readonly SearchDocument[]): Promise<void>;
  delete(index: string, ids: readonly string[]): Promise<void>;
  /** Removes every document of the index (for full rebuilds). */
  clear(index: string): Promise<void>;
  query(query: SearchQuery): Promise<SearchResult>;
  /** Suggestions whose suggest text starts with or closely resembles `prefix`. */
  suggest(index: string, prefix: string, limit?: number): Promise<SearchSuggestion[]>;
  count(index: string): Promise<number>;
  /** Replaces every document of the index with `documents`; readers see the old set until the end. */
  rebuild(index: string, documents: AsyncIterable<readonly SearchDocument[]>): Promise<number>;
}

/** Where a full rebuild of an index gets its documents from (declared by the owning plugin). */
export interface SearchSource {
  index: string;
  documents(): AsyncIterable<readonly SearchDocument[]>;
}
