import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

describe('location search', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await t.platform.seed({ demo: true, counts: { locations: 300, providers: 20, photos: 1 } });
  }, 120_000);
  afterAll(() => t.close());

  const search = (query: Record<string, string | number>) =>
    t.agent.get('/api/guest/search/locations').query(query);
  const publicCount = async () =>
    Number(
      (await t.platform.services
        .db('catalog_locations')
        .where({ approved: true })
        .where((q) => q.whereNull('release_at').orWhere('release_at', '<=', new Date()))
        .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', new Date()))
        .count('* as n')
        .first())!.n,
    );

  it('indexes every public location at seed time and lists them best tier first', async () => {
    const { body } = await search({ per_page: 100 }).expect(200);
    expect(body.total).toBe(await publicCount());
    expect(body.seed).toMatch(/^\d{8}$/);
    const tiers = body.data.map((card: { type_id: number }) => card.type_id);
    expect(tiers).toEqual([...tiers].sort((a: number, b: number) => b - a));
    expect(body.facets.region.length).toBeGreaterThan(20);
    expect(body.data[0].path).toMatch(/^\/site\/_test-[0-9a-f]+\/\d+\//);
  });

  it('pages through a seeded order without repeats or gaps', async () => {
    const all = (await search({ per_page: 100, seed: '24681357' }).expect(200)).body;
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 36); page += 1) {
      const { body } = await search({ page, seed: '24681357' }).expect(200);
      ids.push(...body.data.map((card: { id: number }) => card.id));
    }
    expect(new Set(ids).size).toBe(all.total);
    expect(ids.length).toBe(all.total);
    const again = (await search({ seed: '24681357' })).body.data.map((c: { id: number }) => c.id);
    expect(again).toEqual(ids.slice(0, 36));
  });

  it('filters by canton, capacity and room size, with facet counts that ignore their own filter', async () => {
    const everything = (await search({ per_page: 1 })).body;
    const zurich =
      everything.facets.region.find((f: { value: string }) => f.value === '297') ??
      everything.facets.region[0];
    const { body } = await search({ region: zurich.value, per_page: 100 }).expect(200);
    expect(body.total).toBe(zurich.count);
    expect(body.facets.region).toEqual(everything.facets.region);
    const big = (await search({ persons: 200, style: 'banquet', per_page: 100 })).body;
    const capacities = await t.platform.services
      .db('catalog_rooms')
      .whereIn(
        'location_id',
        big.data.map((c: { id: number }) => c.id),
      )
      .groupBy('location_id')
      .max('banquet_max as max');
    expect(capacities.every((row) => Number(row.max) >= 200)).toBe(true);
    expect(big.total).toBeLessThan(everything.total);
  });

  it('finds by free text and suggests names from two characters on', async () => {
    const first = (await search({ per_page: 1 })).body.data[0];
    const word = String(first.name).split(' ')[0]!;
    const { body } = await search({ q: word, per_page: 100 }).expect(200);
    expect(body.data.map((c: { id: number }) => c.id)).toContain(first.id);
    const suggest = await t.agent
      .get('/api/guest/search/locations/suggest')
      .query({ q: word.slice(0, 4) })
      .expect(200);
    expect(suggest.body.data.length).toBeGreaterThan(0);
    await t.agent.get('/api/guest/search/locations/suggest').query({ q: 'a' }).expect(422);
  });

  it('rebuilds the index from the command and answers 422 for malformed parameters', async () => {
    expect(await t.platform.reindex()).toEqual({
      locations: await publicCount(),
      providers: expect.any(Number),
      // The magazine's index is rebuilt by the same command.
      editorial: expect.any(Number),
      // And the packages' index (plugins/packages).
      packages: expect.any(Number),
    });
    const malformed: Record<string, string | number>[] = [
      { region: 'x' },
      { page: 0 },
      { seed: 'abc' },
      { persons: 'many' },
      { country: 9 },
      { distance: -1 },
    ];
    for (const bad of malformed) {
      await search(bad).expect(422);
    }
  });
});

describe('search index upkeep', () => {
  let t: TestPlatform;
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestPlatform({ now: () => clock });
    await t.platform.seed({ demo: true, counts: { locations: 40, providers: 8, photos: 1 } });
  }, 120_000);
  afterAll(() => t.close());

  it('adds a location when its release date passes and removes it when it expires', async () => {
    const db = t.platform.services.db;
    const start = clock.getTime();
    await db('catalog_locations').insert({
      full_name: 'Zeitfenster Saal',
      category_id: 511,
      approved: true,
      release_at: new Date(start + 30_000),
      expires_at: new Date(start + 90_000),
    });
    const schedule = t.platform.plugins.find((p) => p.id === 'search')!.schedules!(
      t.platform.services,
    )[0]!;
    const found = async () => {
      const { body } = await t.agent
        .get('/api/guest/search/locations')
        .query({ q: 'Zeitfenster', seed: '11112222' })
        .expect(200);
      return body.total as number;
    };
    await schedule.run();
    expect(await found()).toBe(0);
    clock = new Date(start + 60_000);
    await schedule.run();
    expect(await found()).toBe(1);
    clock = new Date(start + 120_000);
    await schedule.run();
    expect(await found()).toBe(0);
  });
});
