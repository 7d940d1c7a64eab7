import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

describe('catalogue sitemap sources', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo' });
  });
  afterAll(() => t.close());

  const publicCount = async (table: string, country: number) => {
    const row = await t.platform.services
      .db(table)
      .where({ approved: true, country_category: country })
      .where((q) => q.whereNull('release_at').orWhere('release_at', '<=', new Date()))
      .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', new Date()))
      .count('* as n')
      .first();
    return Number(row?.n);
  };

  it('counts the public entries of a country', async () => {
    const response = await t.agent.get('/api/guest/sitemap/entries?country=1').expect(200);
    expect(response.body).toEqual({
      per_page: 10_000,
      locations: await publicCount('catalog_locations', 1),
      providers: await publicCount('catalog_providers', 1),
    });
    expect(response.body.locations).toBeGreaterThan(0);
  });

  it('lists the canonical paths of public locations and providers of a country', async () => {
    const locations = await t.agent.get('/api/guest/sitemap/locations?country=1').expect(200);
    expect(locations.body.data.length).toBe(await publicCount('catalog_locations', 1));
    const brand = t.platform.services.config.brand;
    for (const { path } of locations.body.data)
      expect(path).toMatch(new RegExp(`^/site/_${brand}/\\d+/[a-z_-]+/\\d+/.+\\.html$`));
    const detail = await t.agent.get(
      `/api/guest/locations/${/\/(\d+)\/[^/]+\.html$/.exec(locations.body.data[0].path)![1]}`,
    );
    expect(detail.body.path).toBe(locations.body.data[0].path);

    const providers = await t.agent.get('/api/guest/sitemap/providers?country=1').expect(200);
    for (const { path } of providers.body.data) expect(path).toMatch(/^\/site\/_dienstleister\//);
    const beyond = await t.agent.get('/api/guest/sitemap/locations?country=1&page=2').expect(200);
    expect(beyond.body.data).toEqual([]);
  });

  it.each(['country=4', 'country=x', '', 'country=1&page=0'])('rejects %p', async (query) => {
    expect((await t.agent.get(`/api/guest/sitemap/locations?${query}`)).status).toBe(422);
  });
});
