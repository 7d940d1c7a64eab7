import type {
  FacetCount,
  SearchFilter,
  SearchQuery,
  SearchSort,
  SearchValue,
} from '@eventalp/platform-sdk';
import { Bitset } from './bitset';
import { hashString, type ColumnIndex } from './column-index';
import { countFacet } from './facet-counts';
import { randomSeed } from '../random-seed';
import { pageSlots, type SlotOrder } from './page-slots';

/** Slots that matched the free text, with their relevance score. */
export interface TextMatches {
  slots: Bitset;
  scores: Map<number, number>;
}

/** Text matches by document id as slots of `index`; ids the columns do not hold are dropped. */
export function textMatchesOf(index: ColumnIndex, scores: Iterable<[string, number]>): TextMatches {
  const matches: TextMatches = { slots: new Bitset(index.wordCount), scores: new Map() };
  for (const [id, score] of scores) {
    const slot = index.slots.get(id);
    if (slot === undefined) continue;
    matches.slots.add(slot);
    matches.scores.set(slot, score);
  }
  return matches;
}

export interface ColumnHit {
  id: string;
  slot: number;
  score: number;
}

export interface ColumnResult {
  total: number;
  hits: ColumnHit[];
  facets: Record<string, FacetCount[]>;
}

export const MAX_PER_PAGE = 10_000;

/**
 * Runs filters, disjunctive facet counts, sort and pagination of `query` on the in-memory
 * columns; `text` narrows to the free-text matches found by the database.
 */
export function queryColumns(
  index: ColumnIndex,
  query: SearchQuery,
  text: TextMatches | null,
): ColumnResult {
  const words = index.wordCount;
  const base = index.alive.resized(words);
  if (text) base.intersect(text.slots);
  const scores = text?.scores ?? null;
  const filters = (query.filters ?? []).map((filter) => ({
    field: filter.field,
    set: filterSet(index, filter),
  }));
  const result = base.clone();
  for (const filter of filters) result.intersect(filter.set);
  const total = result.count();

  const facets: Record<string, FacetCount[]> = {};
  for (const field of query.facets ?? []) {
    const column = index.keywords.get(field);
    if (!column) throw new Error(`Facet field '${field}' is not a keyword field`);
    const others = filters.filter((filter) => filter.field !== field);
    let scope = result;
    if (others.length !== filters.length) {
      scope = base.clone();
      for (const filter of others) scope.intersect(filter.set);
    }
    // The whole index is the scope of many first visits: its counts are kept per generation.
    facets[field] =
      !text && others.length === 0 ? index.totalsOf(field) : countFacet(column, scope);
  }

  const perPage = Math.min(Math.max(query.perPage ?? 20, 1), MAX_PER_PAGE);
  const offset = (Math.max(query.page ?? 1, 1) - 1) * perPage;
  const order = slotOrder(index, query.sort ?? [], scores);
  const hits = offset >= total ? [] : pageSlots(result, total, offset, offset + perPage, order);
  return {
    total,
    hits: hits.map((slot) => ({
      id: index.ids[slot]!,
      slot,
      score: scores?.get(slot) ?? 0,
    })),
    facets,
  };
}

function filterSet(index: ColumnIndex, filter: SearchFilter): Bitset {
  const spec = index.definition.fields[filter.field];
  if (!spec)
    throw new Error(`Unknown search field '${filter.field}' in index '${index.definition.name}'`);
  const words = index.wordCount;
  const keyword = index.keywords.get(filter.field);
  if (keyword && 'anyOf' in filter) {
    const set = new Bitset(words);
    if (filter.anyOf.length === 0) return index.alive.resized(words);
    for (const value of filter.anyOf) {
      const code = keyword.codes.get(String(value));
      if (code !== undefined) set.union(keyword.postings[code]!);
    }
    return set;
  }
  if (keyword && 'noneOf' in filter) {
    const set = index.alive.resized(words);
    for (const value of filter.noneOf) {
      const code = keyword.codes.get(String(value));
      if (code !== undefined) set.subtract(keyword.postings[code]!);
    }
    return set;
  }
  if (keyword && 'allOf' in filter) {
    const set = index.alive.resized(words);
    for (const value of filter.allOf) {
      const code = keyword.codes.get(String(value));
      if (code === undefined) return new Bitset(words);
      set.intersect(keyword.postings[code]!);
    }
    return set;
  }
  if ('near' in filter) {
    if (spec.type !== 'geo_point') throw new Error(`'${filter.field}' is not a geo_point field`);
    return scan(index, (slot) => withinRadius(index.lat[slot]!, index.lng[slot]!, filter.near));
  }
  const column = index.numbers.get(filter.field);
  if (!column) throw new Error(`Cannot filter '${filter.field}' (${spec.type}) this way`);
  if ('noneOf' in filter) {
    const values = filter.noneOf.map(Number);
    return scan(index, (slot) => !values.includes(column[slot]!));
  }
  if ('anyOf' in filter || 'allOf' in filter) {
    const values = ('anyOf' in filter ? filter.anyOf : filter.allOf).map(Number);
    if ('anyOf' in filter && values.length === 0) return index.alive.resized(words);
    const all = 'allOf' in filter;
    return scan(index, (slot) =>
      all ? values.every((v) => column[slot] === v) : values.includes(column[slot]!),
    );
  }
  const min = filter.min ?? -Infinity;
  const max = filter.max ?? Infinity;
  return scan(index, (slot) => column[slot]! >= min && column[slot]! <= max);
}

function scan(index: ColumnIndex, keep: (slot: number) => boolean): Bitset {
  const set = new Bitset(index.wordCount);
  for (let slot = 0; slot < index.slotCount; slot++) if (keep(slot)) set.add(slot);
  return set;
}

const EARTH_DIAMETER_KM = 12742;
const RAD = Math.PI / 180;

function withinRadius(
  lat: number,
  lng: number,
  near: { lat: number; lng: number; radiusKm: number },
): boolean {
  if (Number.isNaN(lat)) return false;
  // Cheap box test first: one degree of latitude is about 111 km.
  if (Math.abs(lat - near.lat) * 111.2 > near.radiusKm) return false;
  const h =
    Math.sin(((lat - near.lat) * RAD) / 2) ** 2 +
    Math.cos(near.lat * RAD) * Math.cos(lat * RAD) * Math.sin(((lng - near.lng) * RAD) / 2) ** 2;
  return EARTH_DIAMETER_KM * Math.asin(Math.sqrt(h)) <= near.radiusKm;
}

/**
 * The order of `sorts` as one comparator over per-slot keys, each turned into an ascending
 * number (descending keys negated, missing values last), then the document id.
 */
function slotOrder(
  index: ColumnIndex,
  sorts: readonly SearchSort[],
  scores: Map<number, number> | null,
): SlotOrder {
  const keys: Float64Array[] = [];
  const relevance = () => {
    const key = new Float64Array(index.slotCount);
    for (const [slot, score] of scores!) key[slot] = -score;
    return key;
  };
  for (const sort of sorts) {
    if ('relevance' in sort) {
      if (scores) keys.push(relevance());
    } else if ('boost' in sort) {
      keys.push(boostKey(index, sort.boost.field, sort.boost.anyOf));
    } else if ('random' in sort) {
      const seed = hashString(randomSeed(sort.random));
      const key = new Float64Array(index.slotCount);
      for (let slot = 0; slot < key.length; slot++)
        key[slot] = shuffle(index.idHashes[slot]!, seed);
      keys.push(key);
    } else keys.push(fieldKey(index, sort.field, sort.order === 'desc' ? -1 : 1));
  }
  if (sorts.length === 0 && scores) keys.push(relevance());
  const { ids } = index;
  const count = keys.length;
  return (a, b) => {
    for (let k = 0; k < count; k++) {
      const key = keys[k]!;
      const x = key[a]!;
      const y = key[b]!;
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0;
  };
}

/** 0 for slots holding any of the values, 1 for the rest. */
function boostKey(index: ColumnIndex, field: string, values: readonly SearchValue[]): Float64Array {
  const keyword = index.keywords.get(field);
  if (!keyword) throw new Error(`Boost field '${field}' is not a keyword field`);
  const key = new Float64Array(index.slotCount).fill(1);
  for (const value of values) {
    const code = keyword.codes.get(String(value));
    if (code !== undefined) keyword.postings[code]!.forEach((slot) => (key[slot] = 0));
  }
  return key;
}

/** A field as ascending numbers per slot; missing values sort last in both directions. */
function fieldKey(index: ColumnIndex, field: string, direction: 1 | -1): Float64Array {
  const key = new Float64Array(index.slotCount);
  const numbers = index.numbers.get(field);
  if (numbers) {
    for (let slot = 0; slot < key.length; slot++) {
      const value = numbers[slot]!;
      key[slot] = Number.isNaN(value) ? Infinity : value * direction;
    }
    return key;
  }
  const keyword = index.keywords.get(field);
  if (!keyword) throw new Error(`Unknown sort field '${field}'`);
  // A keyword sorts by its first value: rank the dictionary once, then look ranks up.
  const ranks = new Float64Array(keyword.values.length);
  [...keyword.values.keys()]
    .sort((x, y) => (keyword.values[x]! < keyword.values[y]! ? -1 : 1))
    .forEach((code, rank) => (ranks[code] = rank * direction));
  for (let slot = 0; slot < key.length; slot++) {
    const code = keyword.lengths[slot] ? keyword.pool[keyword.starts[slot]!] : undefined;
    key[slot] = code === undefined ? Infinity : ranks[code]!;
  }
  return key;
}

/** Mixes a document's fingerprint with the seed (murmur3 finaliser): a per-seed permutation. */
function shuffle(idHash: number, seed: number): number {
  let h = (idHash ^ seed) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
