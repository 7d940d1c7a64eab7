import { createTestPlatform, runCommand, type TestPlatform } from '@eventalp/platform-api/testing';

/** `npm run platform -- search:check [--fix]` */
describe('search:check', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await t.platform.seed({ demo: true, counts: { locations: 40, providers: 12, photos: 1 } });
  }, 120_000);
  afterAll(() => t.close());

  const check = (...args: string[]) => runCommand(t.platform, 'search:check', args);

  it('reports every index in sync after the seed', async () => {
    const { output, exitCode } = await check();
    expect(exitCode).toBe(0);
    expect(output).toMatch(/^locations: (\d+) public, \1 indexed; in sync$/m);
    expect(output).toMatch(/^providers: (\d+) public, \1 indexed; in sync$/m);
  });

  it('names missing and stale documents, exits 1, and repairs them with --fix', async () => {
    const { db, search } = t.platform.services;
    const first = await search.query({
      index: 'locations',
      sort: [{ field: 'entry_id', order: 'asc' }],
      perPage: 2,
    });
    const [dropped, withdrawn] = first.hits.map((hit) => hit.id);
    // Changes that bypassed the catalogue's write API, so no event re-indexed them.
    await search.delete('locations', [dropped!]);
    await db('catalog_locations')
      .where({ id: Number(withdrawn) })
      .update({ approved: false });

    const found = await check();
    expect(found.exitCode).toBe(1);
    expect(found.output).toContain(`missing 1 (${dropped}); stale 1 (${withdrawn})`);
    expect(found.output).toMatch(/^providers: .*in sync$/m);

    const fixed = await check('--fix');
    expect(fixed.exitCode).toBe(0);
    expect(fixed.output).toMatch(/Repaired; now:\nlocations: (\d+) public, \1 indexed; in sync/);
    expect((await check()).exitCode).toBe(0);
  });

  it('rebuilds an index that holds documents it cannot list', async () => {
    // A document from before entry_id existed: only its count shows it.
    await t.platform.services.search.upsert('providers', [{ id: '999999', name: 'Altlast' }]);
    const found = await check();
    expect(found.exitCode).toBe(1);
    expect(found.output).toContain('1 documents without entry_id');
    expect((await check('--fix')).exitCode).toBe(0);
    expect((await check()).output).toMatch(/^providers: (\d+) public, \1 indexed; in sync$/m);
  });

  it('is listed in the usage of the platform CLI', async () => {
    const { output, exitCode } = await runCommand(t.platform, 'no-such-command', []);
    expect(exitCode).toBe(64);
    expect(output).toContain('search:check [--fix]');
  });
});
