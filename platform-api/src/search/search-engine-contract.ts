import type { SearchEngine, SearchIndexDefinition } from '@eventalp/platform-sdk';

/** The index every adapter is tested with. */
export const contractIndex: SearchIndexDefinition = {
  name: 'contract_venues',
  fields: {
    name: { type: 'text', weight: 'A', suggest: true },
    description: { type: 'text', weight: 'C' },
    region: { type: 'keyword' },
    features: { type: 'keyword' },
    capacity: { type: 'integer' },
    tier: { type: 'integer' },
    position: { type: 'geo_point' },
  },
};

const venues = [
  {
    id: '1',
    name: 'Seehotel am Zürichsee',
    description: 'Hochzeiten und Seminare direkt am See',
    region: '298',
    features: ['5', '6'],
    capacity: 200,
    tier: 3,
    position: { lat: 47.2266, lng: 8.6687 },
  },
  {
    id: '2',
    name: 'Schloss Laufen',
    description: 'Historisches Schloss für Bankette',
    region: '297',
    features: ['5'],
    capacity: 120,
    tier: 5,
    position: { lat: 47.6778, lng: 8.6153 },
  },
  {
    id: '3',
    name: 'Kongresshaus Zürich',
    description: 'Kongresse und grosse Tagungen',
    region: '297',
    features: ['6', '7'],
    capacity: 2000,
    tier: 7,
    position: { lat: 47.3638, lng: 8.5327 },
  },
  {
    id: '4',
    name: 'Berghaus Säntis',
    description: 'Seminare mit Aussicht in den Bergen',
    region: '272',
    features: [],
    capacity: 80,
    tier: 1,
    position: { lat: 47.2493, lng: 9.3433 },
  },
  {
    id: '5',
    name: 'Stadthalle Wien',
    description: 'Konzerte und Messen',
    region: '1500',
    features: ['7'],
    capacity: 16000,
    tier: 2,
    position: { lat: 48.2026, lng: 16.3334 },
  },
];

/**
 * The behaviour every SearchEngine adapter must show. Call inside a test file with a factory
 * that returns a fresh engine; each test starts from the five venues above.
 */
export function describeSearchEngineContract(
  adapterName: string,
  makeEngine: () => Promise<SearchEngine>,
): void {
  describe(`SearchEngine contract: ${adapterName}`, () => {
    let engine: SearchEngine;

    beforeEach(async () => {
      engine = await makeEngine();
      await engine.ensureIndex(contractIndex);
      await engine.clear(contractIndex.name);
      await engine.upsert(contractIndex.name, venues);
    });

    const ids = async (query: Omit<Parameters<SearchEngine['query']>[0], 'index'>) =>
      (await engine.query({ index: contractIndex.name, ...query })).hits.map((hit) => hit.id);

    it('counts and lists all documents', async () => {
      expect(await engine.count(contractIndex.name)).toBe(5);
      expect(await ids({})).toEqual(['1', '2', '3', '4', '5']);
    });

    it('finds German words by stem and without umlauts', async () => {
      expect(await ids({ text: 'Seminar' })).toEqual(expect.arrayContaining(['1', '4']));
      expect(await ids({ text: 'Zurich' })).toEqual(['3']);
      expect(await ids({ text: 'Santis' })).toEqual(['4']);
      expect(await ids({ text: 'Bankett' })).toEqual(['2']);
    });

    it('finds each word of slash-joined (gendered) forms', async () => {
      await engine.upsert(contractIndex.name, [
        { id: '6', name: 'Eventmanager/in gesucht', description: 'Koch/Köchin für Bankette' },
      ]);
      expect(await ids({ text: 'Eventmanager' })).toEqual(['6']);
      expect(await ids({ text: 'Eventmanager/in' })).toEqual(['6']);
      expect(await ids({ text: 'Köchin' })).toEqual(['6']);
    });

    it('ranks name matches above description matches', async () => {
      const hits = await ids({ text: 'Schloss' });
      expect(hits[0]).toBe('2');
    });

    it('filters by any of several keywords, all of several, and ranges', async () => {
      expect(await ids({ filters: [{ field: 'region', anyOf: ['297', '272'] }] })).toEqual([
        '2',
        '3',
        '4',
      ]);
      expect(await ids({ filters: [{ field: 'features', allOf: ['5', '6'] }] })).toEqual(['1']);
      expect(await ids({ filters: [{ field: 'capacity', min: 100, max: 2000 }] })).toEqual([
        '1',
        '2',
        '3',
      ]);
    });

    it('filters out documents holding any of several keywords (documents without the field stay)', async () => {
      expect(await ids({ filters: [{ field: 'features', noneOf: ['6', '99'] }] })).toEqual([
        '2',
        '4',
        '5',
      ]);
      expect(
        await ids({
          filters: [
            { field: 'region', anyOf: ['297', '272'] },
            { field: 'features', noneOf: ['5'] },
          ],
        }),
      ).toEqual(['3', '4']);
      expect(await ids({ filters: [{ field: 'features', noneOf: [] }] })).toHaveLength(5);
    });

    it('filters by radius around a point', async () => {
      const zurich = { lat: 47.3769, lng: 8.5417, radiusKm: 40 };
      expect(await ids({ filters: [{ field: 'position', near: zurich }] })).toEqual([
        '1',
        '2',
        '3',
      ]);
    });

    it('counts facets, ignoring the filter on the facet itself', async () => {
      const result = await engine.query({
        index: contractIndex.name,
        filters: [{ field: 'region', anyOf: ['297'] }],
        facets: ['region', 'features'],
      });
      expect(result.total).toBe(2);
      expect(result.facets.region).toEqual([
        { value: '297', count: 2 },
        { value: '1500', count: 1 },
        { value: '272', count: 1 },
        { value: '298', count: 1 },
      ]);
      expect(result.facets.features).toEqual([
        { value: '5', count: 1 },
        { value: '6', count: 1 },
        { value: '7', count: 1 },
      ]);
    });

    it('sorts and paginates without repeating or skipping', async () => {
      const sort = [{ field: 'tier', order: 'desc' as const }];
      const first = await ids({ sort, perPage: 2, page: 1 });
      const second = await ids({ sort, perPage: 2, page: 2 });
      const third = await ids({ sort, perPage: 2, page: 3 });
      expect([...first, ...second, ...third]).toEqual(['3', '2', '1', '5', '4']);
    });

    it('orders randomly but stably for a seed, inside the sort before it', async () => {
      const order = async (seed: string, page = 1, perPage = 5) =>
        ids({ sort: [{ field: 'tier', order: 'desc' }, { random: seed }], page, perPage });
      const tierOrder = ['3', '2', '1', '5', '4'];
      expect(await order('12345678')).toEqual(tierOrder);
      const bySeed = async (seed: string) => ids({ sort: [{ random: seed }], perPage: 5 });
      const first = await bySeed('12345678');
      expect(await bySeed('12345678')).toEqual(first);
      expect([...first].sort()).toEqual(['1', '2', '3', '4', '5']);
      const seeds = ['11111111', '22222222', '33333333', '44444444', '55555555'];
      const orders = new Set(
        await Promise.all(seeds.map(async (seed) => (await bySeed(seed)).join(','))),
      );
      expect(orders.size).toBeGreaterThan(1);
      const paged = [
        ...(await ids({ sort: [{ random: '87654321' }], page: 1, perPage: 2 })),
        ...(await ids({ sort: [{ random: '87654321' }], page: 2, perPage: 2 })),
        ...(await ids({ sort: [{ random: '87654321' }], page: 3, perPage: 2 })),
      ];
      expect(paged).toEqual(await bySeed('87654321'));
    });

    it('ranks documents holding boosted values first without excluding the others', async () => {
      expect(
        await ids({
          sort: [
            { boost: { field: 'features', anyOf: ['7', '99'] } },
            { field: 'tier', order: 'asc' },
          ],
        }),
      ).toEqual(['5', '3', '4', '1', '2']);
    });

    it('rejects a seed that is not letters and digits', async () => {
      await expect(
        engine.query({ index: contractIndex.name, sort: [{ random: "1'; drop table x; --" }] }),
      ).rejects.toThrow('Invalid random sort seed');
    });

    it('rebuilds an index from a source, replacing what was there', async () => {
      async function* batches() {
        yield [{ ...venues[0]!, name: 'Neues Seehotel' }];
        yield [venues[2]!];
      }
      expect(await engine.rebuild(contractIndex.name, batches())).toBe(2);
      expect(await engine.count(contractIndex.name)).toBe(2);
      expect(await ids({ text: 'Neues' })).toEqual(['1']);
    });

    it('updates and deletes documents', async () => {
      await engine.upsert(contractIndex.name, [{ ...venues[3]!, name: 'Berggasthaus Ebenalp' }]);
      expect(await ids({ text: 'Ebenalp' })).toEqual(['4']);
      await engine.delete(contractIndex.name, ['4']);
      expect(await engine.count(contractIndex.name)).toBe(4);
      expect(await ids({ text: 'Ebenalp' })).toEqual([]);
    });

    it('shows every write to other readers of the same index at once', async () => {
      const reader = await makeEngine();
      await reader.ensureIndex(contractIndex);
      expect(await reader.count(contractIndex.name)).toBe(5);
      await engine.upsert(contractIndex.name, [{ ...venues[4]!, region: '272' }]);
      const inRegion = await reader.query({
        index: contractIndex.name,
        filters: [{ field: 'region', anyOf: ['272'] }],
      });
      expect(inRegion.hits.map((hit) => hit.id)).toEqual(['4', '5']);
      await engine.delete(contractIndex.name, ['4']);
      expect(await reader.count(contractIndex.name)).toBe(4);
      async function* one() {
        yield [venues[0]!];
      }
      await engine.rebuild(contractIndex.name, one());
      const after = await reader.query({ index: contractIndex.name, facets: ['region'] });
      expect(after.hits.map((hit) => hit.id)).toEqual(['1']);
      expect(after.facets.region).toEqual([{ value: '298', count: 1 }]);
    });

    it('returns only the fields asked for, positions included', async () => {
      const result = await engine.query({
        index: contractIndex.name,
        filters: [{ field: 'region', anyOf: ['297'] }],
        fields: ['tier', 'position', 'features'],
        perPage: 10_000,
      });
      expect(result.hits.map((hit) => hit.document)).toEqual([
        { id: '2', tier: 5, position: { lat: 47.6778, lng: 8.6153 }, features: ['5'] },
        { id: '3', tier: 7, position: { lat: 47.3638, lng: 8.5327 }, features: ['6', '7'] },
      ]);
      const full = await engine.query({ index: contractIndex.name, text: 'Laufen' });
      expect(full.hits[0]!.document).toMatchObject({
        id: '2',
        name: 'Schloss Laufen',
        position: { lat: 47.6778, lng: 8.6153 },
      });
    });

    it('suggests by prefix and tolerates typos', async () => {
      expect((await engine.suggest(contractIndex.name, 'Kongr')).map((s) => s.text)).toEqual([
        'Kongresshaus Zürich',
      ]);
      expect(
        (await engine.suggest(contractIndex.name, 'Schlos Laufen')).map((s) => s.id),
      ).toContain('2');
      expect(await engine.suggest(contractIndex.name, 'K')).toEqual([]);
      expect(await engine.suggest(contractIndex.name, '%_%')).toEqual([]);
    });
  });
}
