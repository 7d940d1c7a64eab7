import type { FacetCount, SearchFieldType, SearchIndexDefinition } from '@eventalp/platform-sdk';
import { Bitset } from './bitset';
import { countFacet } from './facet-counts';

/**
 * The values of one keyword field: a dictionary of codes, a posting bitset per code, and each
 * slot's codes in one shared pool (a start and a length per slot): small arrays per document
 * would cost about 100 bytes each, over 100 MB for 100,000 venues.
 */
export class KeywordColumn {
  readonly codes = new Map<string, number>();
  readonly values: string[] = [];
  postings: Bitset[] = [];
  starts: Int32Array;
  lengths: Uint16Array;
  pool = new Int32Array(4096);
  /** Pool entries in use, including those of replaced values (reclaimed by a reload). */
  poolSize = 0;

  constructor(
    private wordCount: number,
    capacity: number,
  ) {
    this.starts = new Int32Array(capacity);
    this.lengths = new Uint16Array(capacity);
  }

  set(slot: number, values: readonly string[]): void {
    this.clear(slot);
    if (values.length === 0) return;
    if (this.poolSize + values.length > this.pool.length) {
      const pool = new Int32Array(Math.max(this.pool.length * 2, this.poolSize + values.length));
      pool.set(this.pool);
      this.pool = pool;
    }
    const start = this.poolSize;
    let length = 0;
    for (const value of values) {
      let code = this.codes.get(value);
      if (code === undefined) {
        code = this.values.length;
        this.codes.set(value, code);
        this.values.push(value);
        this.postings.push(new Bitset(this.wordCount));
      }
      if (this.pool.subarray(start, start + length).includes(code)) continue;
      this.pool[start + length++] = code;
      this.postings[code]!.add(slot);
    }
    this.starts[slot] = start;
    this.lengths[slot] = length;
    this.poolSize += length;
  }

  clear(slot: number): void {
    const start = this.starts[slot]!;
    for (let i = start; i < start + this.lengths[slot]!; i++)
      this.postings[this.pool[i]!]!.remove(slot);
    this.lengths[slot] = 0;
  }

  /** The slot's codes, first value first. */
  codesOf(slot: number): Int32Array {
    return this.pool.subarray(this.starts[slot]!, this.starts[slot]! + this.lengths[slot]!);
  }

  grow(wordCount: number, capacity: number): void {
    this.wordCount = wordCount;
    this.postings = this.postings.map((posting) => posting.resized(wordCount));
    const starts = new Int32Array(capacity);
    starts.set(this.starts);
    this.starts = starts;
    const lengths = new Uint16Array(capacity);
    lengths.set(this.lengths);
    this.lengths = lengths;
  }
}

const isNumeric = (type: SearchFieldType) =>
  type === 'integer' || type === 'float' || type === 'boolean';

/**
 * The filterable part of an index, held in memory: one slot per document, keyword fields as
 * posting bitsets, numbers and coordinates in typed arrays. Texts stay in Postgres.
 */
export class ColumnIndex {
  readonly ids: string[] = [];
  readonly slots = new Map<string, number>();
  readonly keywords = new Map<string, KeywordColumn>();
  readonly numbers = new Map<string, Float64Array>();
  alive: Bitset;
  idHashes: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
  private capacity = 1024;
  /** Raised by every change; cached whole-index facet counts belong to one generation. */
  private generation = 0;
  private readonly totals = new Map<string, { generation: number; counts: FacetCount[] }>();

  constructor(readonly definition: SearchIndexDefinition) {
    this.alive = new Bitset(this.capacity >>> 5);
    this.idHashes = new Uint32Array(this.capacity);
    this.lat = new Float64Array(this.capacity).fill(NaN);
    this.lng = new Float64Array(this.capacity).fill(NaN);
    for (const [field, spec] of Object.entries(definition.fields)) {
      if (spec.type === 'keyword')
        this.keywords.set(field, new KeywordColumn(this.capacity >>> 5, this.capacity));
      else if (isNumeric(spec.type))
        this.numbers.set(field, new Float64Array(this.capacity).fill(NaN));
    }
  }

  /** Slots ever used, live or dead; every bitset covers them. */
  get slotCount(): number {
    return this.ids.length;
  }

  get wordCount(): number {
    return this.capacity >>> 5;
  }

  get liveCount(): number {
    return this.slots.size;
  }

  get deadCount(): number {
    return this.ids.length - this.slots.size;
  }

  /** Facet counts of a keyword field over every live document. */
  totalsOf(field: string): FacetCount[] {
    const cached = this.totals.get(field);
    if (cached?.generation === this.generation) return cached.counts;
    const counts = countFacet(this.keywords.get(field)!, this.alive);
    this.totals.set(field, { generation: this.generation, counts });
    return counts;
  }

  /** Writes one document's filterable fields (`body` as stored, keywords as string lists). */
  put(id: string, body: Record<string, unknown>, point: { lat: number; lng: number } | null) {
    this.generation++;
    let slot = this.slots.get(id);
    if (slot === undefined) {
      slot = this.ids.length;
      if (slot >= this.capacity) this.grow(this.capacity * 2);
      this.ids.push(id);
      this.slots.set(id, slot);
      this.idHashes[slot] = hashString(id);
      this.alive.add(slot);
    }
    for (const [field, column] of this.keywords) {
      const value = body[field];
      column.set(
        slot,
        value === undefined || value === null
          ? []
          : (Array.isArray(value) ? value : [value]).map(String),
      );
    }
    for (const [field, column] of this.numbers) column[slot] = toNumber(body[field]);
    this.lat[slot] = point?.lat ?? NaN;
    this.lng[slot] = point?.lng ?? NaN;
  }

  remove(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.generation++;
    this.slots.delete(id);
    this.alive.remove(slot);
    for (const column of this.keywords.values()) column.clear(slot);
  }

  private grow(capacity: number): void {
    const words = capacity >>> 5;
    this.alive = this.alive.resized(words);
    for (const column of this.keywords.values()) column.grow(words, capacity);
    for (const [field, column] of this.numbers) this.numbers.set(field, extend(column, capacity));
    this.lat = extend(this.lat, capacity);
    this.lng = extend(this.lng, capacity);
    const hashes = new Uint32Array(capacity);
    hashes.set(this.idHashes);
    this.idHashes = hashes;
    this.capacity = capacity;
  }
}

function extend(column: Float64Array, capacity: number): Float64Array {
  const grown = new Float64Array(capacity).fill(NaN);
  grown.set(column);
  return grown;
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return NaN;
}

/** FNV-1a over the UTF-16 code units: a stable 32-bit fingerprint of a document id or seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
