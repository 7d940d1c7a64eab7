import { createTestPlatform, type TestPlatform } from './test-platform';

/** The spec's platform calls (section 7) answered from real, seeded tables. */
describe('platform calls', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo' });
  });
  afterAll(() => t.close());

  it('GET /api/guest/location/all-taxonomies gives all three groups with every type code', async () => {
    const { body } = await t.agent.get('/api/guest/location/all-taxonomies').expect(200);
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['taxonomies', 'filter_taxonomies', 'event_taxonomies']),
    );
    const types = Object.keys(body.taxonomies)
      .map(Number)
      .sort((a, b) => a - b);
    expect(types).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    const regionIds = body.taxonomies['26'].map((entry: { id: number }) => entry.id);
    for (let id = 272; id <= 305; id += 1) expect(regionIds).toContain(id);
    expect(regionIds).toContain(1001);
    expect(body.taxonomies['21'].map((e: { id: number }) => e.id).sort()).toEqual([
      450, 451, 452, 453, 455, 456, 457,
    ]);
    expect(
      body.taxonomies['9'].map((e: { id: number }) => e.id).sort((a: number, b: number) => a - b),
    ).toEqual([508, 509, 510, 511, 512, 513, 514, 515, 516, 521, 1024]);
    expect(body.sla_rating.map((e: { slug: string }) => e.slug)).toEqual([
      'architektur',
      'stil_atmosphare',
      'ausstattung',
      'lage_aussicht',
      'erreichbarkeit',
      'kulinarik',
      'programm',
    ]);
    expect(body.event_taxonomies.private.length).toBeGreaterThan(0);
    expect(body.event_taxonomies.company.length).toBeGreaterThan(0);
    expect(body.event_taxonomies.public.length).toBeGreaterThan(0);
    const castle = body.taxonomies['4'].find((e: { name: string }) => /Schloss/.test(e.name));
    expect(castle.weak_search).toBe(1);
    expect(body.filter_taxonomies['29']).toBeUndefined();
  });

  it('GET /api/guest/location/package-options gives the six option lists', async () => {
    const { body } = await t.agent.get('/api/guest/location/package-options').expect(200);
    expect(Object.keys(body)).toEqual([
      'restrictions',
      'meet',
      'celebration',
      'celebration_business',
      'celebration_private',
      'marry',
    ]);
    expect(body.marry).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Trauung' })]),
    );
  });

  it('GET /api/guest/magazine/tags lists the tags of public articles, the award tag first', async () => {
    const { body } = await t.agent.get('/api/guest/magazine/tags').expect(200);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      name: 'Swiss Location Award',
      slug: 'swiss_location_award',
      count: expect.any(Number),
    });
    expect(body[0].count).toBeGreaterThan(0);
  });

  it('GET /api/redirects/getall/front lists active redirects only', async () => {
    await t.platform.services
      .db('site_redirects')
      .insert({ from: '/inactive', to: '/x', active: false });
    const { body } = await t.agent.get('/api/redirects/getall/front').expect(200);
    expect(body).toEqual(
      expect.arrayContaining([{ from: '/award', to: '/site/de/swisslocationaward', status: 302 }]),
    );
    expect(body.find((r: { from: string }) => r.from === '/inactive')).toBeUndefined();
  });

  it('GET /api/guest/service-labels/draw lists label, value and fallback', async () => {
    const { body } = await t.agent.get('/api/guest/service-labels/draw').expect(200);
    expect(body).toEqual(
      expect.arrayContaining([
        {
          label: 'search.results.empty',
          value: null,
          fallback: 'Keine passenden Einträge gefunden.',
        },
      ]),
    );
  });

  it('POST /api/guest/common/log stores the report, clipped, and validates it', async () => {
    const token = await t.csrf();
    await t.agent
      .post('/api/guest/common/log')
      .set('X-CSRF-Token', token)
      .send({
        errorMessage: 'TypeError: x is undefined',
        errorLine: 12,
        errorColumn: 7,
        errorURL: 'http://localhost:3000/',
        errorStack: 's'.repeat(30_000),
      })
      .expect(204);
    const row = await t.platform.services.db('site_client_errors').orderBy('id', 'desc').first();
    expect(row).toMatchObject({
      message: 'TypeError: x is undefined',
      line: 12,
      column: 7,
      url: 'http://localhost:3000/',
    });
    expect(row.stack).toHaveLength(20_000);
    const bad = await t.agent
      .post('/api/guest/common/log')
      .set('X-CSRF-Token', token)
      .send({ errorLine: 'abc' })
      .expect(422);
    expect(bad.body.errors.errorMessage).toEqual(['Dieses Feld ist erforderlich.']);
  });

  it('GET /api/backoffice/redirects is for admins only', async () => {
    await t.agent.get('/api/backoffice/redirects').expect(401);
    const { agent } = await t.signIn('venue', 'Venue1234');
    await agent.get('/api/backoffice/redirects').expect(403);
    const { agent: admin } = await t.signIn('admin', 'Admin1234');
    const { body } = await admin.get('/api/backoffice/redirects').expect(200);
    expect(body.data.length).toBeGreaterThanOrEqual(4);
  });
});

describe('all-taxonomies caching', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'reference' });
  });
  afterAll(() => t.close());

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.agent.get('/api/guest/location/all-taxonomies').expect(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    await t.agent.get('/api/guest/location/all-taxonomies').set('If-None-Match', etag).expect(304);
    await t.agent
      .get('/api/guest/location/all-taxonomies')
      .set('If-None-Match', '"other"')
      .expect(200);
  });
});
