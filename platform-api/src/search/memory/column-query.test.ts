import fc from 'fast-check';
import type { SearchFilter, SearchIndexDefinition, SearchSort } from '@eventalp/platform-sdk';
import { ColumnIndex } from './column-index';
import { queryColumns, textMatchesOf } from './column-query';

const definition: SearchIndexDefinition = {
  name: 'venues',
  fields: {
    name: { type: 'text' },
    region: { type: 'keyword' },
    features: { type: 'keyword' },
    tier: { type: 'integer' },
    area: { type: 'float' },
    position: { type: 'geo_point' },
  },
};

interface Doc {
  id: string;
  region: string[];
  features: string[];
  tier?: number;
  area?: number;
  position?: { lat: number; lng: number };
}

const docArb: fc.Arbitrary<Doc> = fc.record(
  {
    id: fc.integer({ min: 1, max: 60 }).map(String),
    region: fc.subarray(['1', '2', '3'], { maxLength: 1 }),
    features: fc.subarray(['a', 'b', 'c', 'd']),
    tier: fc.integer({ min: 0, max: 6 }),
    area: fc.integer({ min: 0, max: 400 }),
    position: fc.record({
      lat: fc.double({ min: 45.8, max: 47.8, noNaN: true }),
      lng: fc.double({ min: 5.9, max: 10.5, noNaN: true }),
    }),
  },
  { requiredKeys: ['id', 'region', 'features'] },
);

const filterArb: fc.Arbitrary<SearchFilter> = fc.oneof(
  fc.record({ field: fc.constant('region'), anyOf: fc.subarray(['1', '2', '3', '9']) }),
  fc.record({ field: fc.constant('features'), anyOf: fc.subarray(['a', 'b', 'c', 'd']) }),
  fc.record({ field: fc.constant('features'), allOf: fc.subarray(['a', 'b', 'c', 'x']) }),
  fc.record({ field: fc.constant('features'), noneOf: fc.subarray(['a', 'b', 'x']) }),
  fc.record({ field: fc.constant('tier'), noneOf: fc.subarray([0, 3, 6]) }),
  fc.record(
    {
      field: fc.constant('area'),
      min: fc.integer({ min: 0, max: 400 }),
      max: fc.integer({ min: 0, max: 400 }),
    },
    { requiredKeys: ['field'] },
  ),
  fc.record({ field: fc.constant('tier'), anyOf: fc.subarray([0, 2, 4, 6]) }),
  fc.record({
    field: fc.constant('position'),
    near: fc.record({
      lat: fc.constant(47.37),
      lng: fc.constant(8.54),
      radiusKm: fc.integer({ min: 0, max: 200 }),
    }),
  }),
);

const sortArb: fc.Arbitrary<SearchSort[]> = fc.subarray([
  { field: 'tier', order: 'desc' } as SearchSort,
  { field: 'area', order: 'asc' } as SearchSort,
  { field: 'region', order: 'asc' } as SearchSort,
  { boost: { field: 'features', anyOf: ['b', 'd'] } } as SearchSort,
]);

/** The obvious, slow way: what the columns must agree with. */
function matches(doc: Doc, filter: SearchFilter): boolean {
  const value = (doc as unknown as Record<string, unknown>)[filter.field];
  if ('anyOf' in filter) {
    if (filter.anyOf.length === 0) return true;
    const held = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return filter.anyOf.some((v) => held.includes(v));
  }
  if ('noneOf' in filter) {
    const held = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return !filter.noneOf.some((v) => held.includes(v));
  }
  if ('allOf' in filter) return filter.allOf.every((v) => (value as string[]).includes(String(v)));
  if ('near' in filter) {
    if (!doc.position) return false;
    const rad = Math.PI / 180;
    const { lat, lng } = doc.position;
    const h =
      Math.sin(((lat - filter.near.lat) * rad) / 2) ** 2 +
      Math.cos(filter.near.lat * rad) *
        Math.cos(lat * rad) *
        Math.sin(((lng - filter.near.lng) * rad) / 2) ** 2;
    return 12742 * Math.asin(Math.sqrt(h)) <= filter.near.radiusKm;
  }
  if (typeof value !== 'number') return false;
  return value >= (filter.min ?? -Infinity) && value <= (filter.max ?? Infinity);
}

function compare(a: Doc, b: Doc, sorts: SearchSort[]): number {
  for (const sort of sorts) {
    if ('boost' in sort) {
      const boosted = (d: Doc) => d.features.some((f) => sort.boost.anyOf.includes(f));
      if (boosted(a) !== boosted(b)) return boosted(a) ? -1 : 1;
      continue;
    }
    if (!('field' in sort)) continue;
    const raw = (d: Doc) => (d as unknown as Record<string, unknown>)[sort.field];
    const first = (d: Doc) =>
      (Array.isArray(raw(d)) ? (raw(d) as string[])[0] : raw(d)) as string | number | undefined;
    const x = first(a);
    const y = first(b);
    if (x === undefined || y === undefined) {
      if (x !== y) return x === undefined ? 1 : -1;
      continue;
    }
    if (x !== y) return (x < y ? -1 : 1) * (sort.order === 'desc' ? -1 : 1);
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function load(writes: Doc[], removals: string[]): { index: ColumnIndex; docs: Map<string, Doc> } {
  const index = new ColumnIndex(definition);
  const docs = new Map<string, Doc>();
  for (const doc of writes) {
    index.put(doc.id, { ...doc }, doc.position ?? null);
    docs.set(doc.id, doc);
  }
  for (const id of removals) {
    index.remove(id);
    docs.delete(id);
  }
  return { index, docs };
}

describe('queryColumns', () => {
  it('filters, counts disjunctive facets, sorts and pages like the obvious implementation', () => {
    fc.assert(
      fc.property(
        fc.array(docArb, { maxLength: 80 }),
        fc.array(fc.integer({ min: 1, max: 60 }).map(String), { maxLength: 10 }),
        fc.array(filterArb, { maxLength: 3 }),
        sortArb,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 25 }),
        (writes, removals, filters, sort, page, perPage) => {
          const { index, docs } = load(writes, removals);
          const all = [...docs.values()];
          const expected = all.filter((doc) => filters.every((f) => matches(doc, f)));
          expected.sort((a, b) => compare(a, b, sort));
          const result = queryColumns(
            index,
            { index: 'venues', filters, sort, page, perPage, facets: ['region', 'features'] },
            null,
          );
          expect(result.total).toBe(expected.length);
          const start = (page - 1) * perPage;
          expect(result.hits.map((hit) => hit.id)).toEqual(
            expected.slice(start, start + perPage).map((doc) => doc.id),
          );
          for (const field of ['region', 'features'] as const) {
            const scope = all.filter((doc) =>
              filters.every((f) => f.field === field || matches(doc, f)),
            );
            const counts = new Map<string, number>();
            for (const doc of scope)
              for (const value of new Set(doc[field]))
                counts.set(value, (counts.get(value) ?? 0) + 1);
            expect(
              Object.fromEntries(result.facets[field]!.map((f) => [f.value, f.count])),
            ).toEqual(Object.fromEntries(counts));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pages through a seeded random order without repeating or skipping, inside the tier order', () => {
    const writes = Array.from({ length: 3000 }, (_, i) => ({
      id: String(i + 1),
      region: [String(i % 3)],
      features: [],
      tier: i % 7,
    }));
    const { index } = load(writes, ['5', '77', '2999']);
    const sort: SearchSort[] = [{ field: 'tier', order: 'desc' }, { random: '12345678' }];
    const seen: string[] = [];
    for (let page = 1; page <= 84; page++)
      seen.push(
        ...queryColumns(index, { index: 'venues', sort, page, perPage: 36 }, null).hits.map(
          (hit) => hit.id,
        ),
      );
    expect(seen).toHaveLength(2997);
    expect(new Set(seen).size).toBe(2997);
    const tiers = seen.map((id) => (Number(id) - 1) % 7);
    expect(tiers).toEqual([...tiers].sort((a, b) => b - a));
    const other = queryColumns(
      index,
      {
        index: 'venues',
        sort: [{ field: 'tier', order: 'desc' }, { random: '87654321' }],
        perPage: 36,
      },
      null,
    );
    expect(other.hits.map((hit) => hit.id)).not.toEqual(seen.slice(0, 36));
  });

  it('ranks free-text matches by score and ignores matches the columns do not hold', () => {
    const { index } = load(
      [
        { id: '1', region: ['1'], features: [] },
        { id: '2', region: ['1'], features: [] },
        { id: '3', region: ['2'], features: [] },
      ],
      [],
    );
    const text = textMatchesOf(index, [
      ['3', 0.2],
      ['1', 0.9],
      ['404', 1],
    ]);
    const result = queryColumns(index, { index: 'venues', facets: ['region'] }, text);
    expect(result.hits.map((hit) => [hit.id, hit.score])).toEqual([
      ['1', 0.9],
      ['3', 0.2],
    ]);
    expect(result.facets.region).toEqual([
      { value: '1', count: 1 },
      { value: '2', count: 1 },
    ]);
  });

  it('rejects unknown fields and facets on non-keyword fields', () => {
    const { index } = load([], []);
    expect(() =>
      queryColumns(index, { index: 'venues', filters: [{ field: 'nope', anyOf: ['1'] }] }, null),
    ).toThrow("Unknown search field 'nope'");
    expect(() => queryColumns(index, { index: 'venues', facets: ['tier'] }, null)).toThrow(
      "Facet field 'tier' is not a keyword field",
    );
  });
});
