import type { FacetCount, SearchFilter, SearchQuery, SearchSort } from '@eventalp/platform-sdk';
import { Bitset } from './bitset';
import { hashString, type ColumnIndex, type KeywordColumn } from './column-index';
import { topSlots, type SlotOrder } from './top-slots';

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

/** A random-order seed: letters and digits only (the same rule for every adapter). */
export function randomSeed(seed: string): string {
  if (!/^[A-Za-z0-9]{1,32}$/.test(seed)) throw new Error(`Invalid random sort seed '${seed}'`);
  return seed;
}

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
    facets[field] = countFacet(column, scope);
  }

  const perPage = Math.min(Math.max(query.perPage ?? 20, 1), MAX_PER_PAGE);
  const offset = (Math.max(query.page ?? 1, 1) - 1) * perPage;
  const order = slotOrder(index, query.sort ?? [], scores);
  const hits =
    offset >= total ? [] : topSlots(result, total, Math.min(offset + perPage, total), order);
  return {
    total,
    hits: hits.slice(offset).map((slot) => ({
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

/** Counts per value inside `scope`: by walking its slots when few, else by posting intersections. */
function countFacet(column: KeywordColumn, scope: Bitset): FacetCount[] {
  const counts = new Array<number>(column.values.length).fill(0);
  const size = scope.count();
  if (size * 128 < column.values.length * scope.words.length) {
    scope.forEach((slot) => {
      for (const code of column.slotCodes[slot] ?? []) counts[code]!++;
    });
  } else {
    for (let code = 0; code < counts.length; code++)
      counts[code] = scope.countAnd(column.postings[code]!);
  }
  const facet: FacetCount[] = [];
  counts.forEach((count, code) => {
    if (count > 0) facet.push({ value: column.values[code]!, count });
  });
  return facet.sort((a, b) =>
    a.count !== b.count ? b.count - a.count : a.value < b.value ? -1 : a.value > b.value ? 1 : 0,
  );
}

function slotOrder(
  index: ColumnIndex,
  sorts: readonly SearchSort[],
  scores: Map<number, number> | null,
): SlotOrder {
  const keys: SlotOrder[] = [];
  for (const sort of sorts) {
    if ('relevance' in sort) {
      if (scores) keys.push((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
    } else if ('random' in sort) {
      const seed = hashString(randomSeed(sort.random));
      const { idHashes } = index;
      keys.push((a, b) => shuffle(idHashes[a]!, seed) - shuffle(idHashes[b]!, seed));
    } else keys.push(fieldOrder(index, sort.field, sort.order === 'desc' ? -1 : 1));
  }
  if (sorts.length === 0 && scores)
    keys.push((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
  const { ids } = index;
  keys.push((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
  return (a, b) => {
    for (const key of keys) {
      const difference = key(a, b);
      if (difference !== 0) return difference;
    }
    return 0;
  };
}

/** Missing values sort last in both directions, as `nulls last` does. */
function fieldOrder(index: ColumnIndex, field: string, direction: 1 | -1): SlotOrder {
  const numbers = index.numbers.get(field);
  if (numbers)
    return (a, b) => {
      const x = numbers[a]!;
      const y = numbers[b]!;
      if (Number.isNaN(x) || Number.isNaN(y))
        return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
      return (x - y) * direction;
    };
  const keyword = index.keywords.get(field);
  if (!keyword) throw new Error(`Unknown sort field '${field}'`);
  const first = (slot: number) => {
    const code = keyword.slotCodes[slot]?.[0];
    return code === undefined ? null : keyword.values[code]!;
  };
  return (a, b) => {
    const x = first(a);
    const y = first(b);
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return x === y ? 0 : (x < y ? -1 : 1) * direction;
  };
}

/** Mixes a document's fingerprint with the seed (murmur3 finaliser): a per-seed permutation. */
function shuffle(idHash: number, seed: number): number {
  let h = (idHash ^ seed) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
