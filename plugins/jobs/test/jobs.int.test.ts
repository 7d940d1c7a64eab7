import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('event jobs', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({
      now: () => NOW,
      seed: 'demo',
      counts: { locations: 4, providers: 2, photos: 1, articles: 5 },
    });
  }, 120_000);
  afterAll(() => t.close());

  it('lists only live jobs, newest first, in the spec shape', async () => {
    const { body } = await t.agent.get('/api/guest/jobs').expect(200);
    expect(body.total).toBe(30);
    expect(body.page_count).toBe(3);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({
      id: 1,
      name: expect.any(String),
      path: expect.stringMatching(/^\/site\/_redaktionell\/51\/Eventjobs\/1\/[a-z0-9-]+\.html$/),
      image: expect.stringContaining('600w'),
      basic_data: { short: expect.any(String) },
      additional_data: {
        employer: expect.any(String),
        employment_level: expect.any(String),
        workplace: expect.any(String),
      },
    });
    const all = await t.agent.get('/api/guest/jobs?per_page=100').expect(200);
    const ids = all.body.data.map((job: { id: number }) => job.id);
    expect(ids).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const legacy = all.body.data.find((job: { id: number }) => job.id === 5);
    expect(legacy.path).toMatch(/^\/site\/_redaktionell\/51\/Eventjobs\/5\/[a-z0-9_]+\.html$/);
    expect(all.body.data.find((job: { id: number }) => job.id === 4).image).toBe('');
  });

  it('answers a live job with its sanitised description and how to apply', async () => {
    const { body } = await t.agent.get('/api/guest/jobs/2').expect(200);
    expect(body.description).toContain('<h2>Ihre Aufgaben</h2>');
    expect(body.apply).toEqual({ url: expect.stringMatching(/^https:\/\//), email: null });
    expect((await t.agent.get('/api/guest/jobs/3').expect(200)).body.apply.email).toBe(
      'jobs@eventalp.ch',
    );
  });

  it('answers 410 with a link to the list for an expired job', async () => {
    const { body } = await t.agent.get('/api/guest/jobs/31').expect(410);
    expect(body).toMatchObject({
      message: 'Diese Stelle ist nicht mehr ausgeschrieben.',
      list_path: '/site/_redaktionell/51/Eventjobs.html',
    });
  });

  it.each([
    ['a job dated next week', '39'],
    ['an unknown job', '4000'],
  ])('answers 404 for %s', async (_case, id) => {
    await t.agent.get(`/api/guest/jobs/${id}`).expect(404);
  });

  it.each([
    ['/api/guest/jobs?page=0', 'page'],
    ['/api/guest/jobs?page=x', 'page'],
    ['/api/guest/jobs?per_page=500', 'per_page'],
    ['/api/guest/jobs/-1', 'id'],
    ['/api/guest/jobs/abc', 'id'],
  ])('answers 422 for %s', async (url, field) => {
    const { body } = await t.agent.get(url).expect(422);
    expect(body.errors[field]).toEqual(['Ungültiges Format']);
  });
});

describe('sitemap paths of the editorial area', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ now: () => NOW });
    await t.platform.seed({
      demo: true,
      counts: { locations: 4, providers: 2, photos: 1, articles: 20 },
    });
  }, 120_000);
  afterAll(() => t.close());

  it('lists live jobs and public articles only', async () => {
    const jobs = (await t.agent.get('/api/guest/sitemap/jobs').expect(200)).body.data;
    expect(jobs).toHaveLength(30);
    expect(jobs[0].path).toMatch(/^\/site\/_redaktionell\/51\/Eventjobs\/1\//);
    const articles = (await t.agent.get('/api/guest/sitemap/magazine').expect(200)).body.data;
    expect(articles).toHaveLength(17);
    expect(articles[0]).toEqual({
      path: expect.stringMatching(/^\/site\/_redaktionell\/52\/eventmagazin\/17\//),
      lastmod: expect.any(String),
    });
  });
});
