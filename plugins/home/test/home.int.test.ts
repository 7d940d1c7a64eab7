import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('home content', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ now: () => NOW });
    await t.platform.seed({
      demo: true,
      counts: { locations: 12, providers: 10, photos: 1, articles: 3 },
    });
  }, 180_000);
  afterAll(() => t.close());

  it('answers the Swiss home: offer types, headers with real srcsets, boxes, searches', async () => {
    const { body, headers } = await t.agent.get('/api/guest/home?country=1').expect(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(body.country).toBe(1);
    expect(body.offer_types).toHaveLength(8);
    expect(body.offer_types[0]).toEqual({
      value: 'location',
      label: 'Locations',
      labelHome: 'Location',
      description: 'Ich suche eine...',
      route: '/locations',
      display: true,
    });
    expect(body.offer_types.filter((type: { display: boolean }) => !type.display)).toHaveLength(1);

    const locationHeaders = body.headers.filter(
      (header: { category: string }) => header.category === 'location',
    );
    expect(locationHeaders.length).toBeGreaterThan(1);
    expect(locationHeaders[0].image.srcset).toMatch(
      /\/storage\/\d+\/conversions\/.+-1920\.jpg 1920w/,
    );
    expect(locationHeaders[0].mobile_image.height).toBeGreaterThan(
      locationHeaders[0].mobile_image.width,
    );

    expect(body.event_partners.length).toBeGreaterThan(0);
    expect(body.event_partners[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      link: { entity_type: 'provider', category_id: expect.any(Number) },
    });
    expect(body.inspiring_locations[0].link.entity_type).toBe('location');
    expect(body.regions.map((region: { name: string }) => region.name)).toContain('Zürich');
    expect(body.regions[0].path).toMatch(/^\/locations\?region=\d+$/);
    expect(body.popular_searches.map((search: { label: string }) => search.label)).toEqual([
      'Tagungshotel',
      'Hochzeitslocation',
      'Partyservice',
      'Sitzungszimmer',
    ]);
  });

  it('gives each country category its own regions', async () => {
    const germany = await t.agent.get('/api/guest/home?country=2').expect(200);
    expect(germany.body.regions.map((region: { name: string }) => region.name)).toContain('Bayern');
    expect(germany.body.regions.map((region: { name: string }) => region.name)).not.toContain(
      'Zürich',
    );
  });

  it('takes the country category from the domain when none is asked for', async () => {
    const { body } = await t.agent
      .get('/api/guest/home')
      .set('Host', 'www.eventalp.at')
      .expect(200);
    expect(body.country).toBe(3);
  });

  it.each(['0', '4', 'ch', '1.5'])('refuses country=%s with 422', async (country) => {
    const { body } = await t.agent.get(`/api/guest/home?country=${country}`).expect(422);
    expect(body.errors.country).toEqual([expect.any(String)]);
  });

  it('groups the package deals private, company, public', async () => {
    const { body } = await t.agent.get('/api/guest/home/package-deals').expect(200);
    expect(Object.keys(body)).toEqual(['private', 'company', 'public']);
    expect(body.private[0]).toMatchObject({
      name: 'Hochzeit',
      text_underline: expect.any(String),
      path: '/locations?category=516',
      image: { srcset: expect.stringContaining('960w') },
    });
  });

  it('carries the award plugin’s campaigns for the ribbon', async () => {
    const { body } = await t.agent.get('/api/guest/award/campaigns').expect(200);
    const home = await t.agent.get('/api/guest/home').expect(200);
    expect(home.body.award).toEqual(body);
    expect(Object.keys(home.body.award.windows)).toHaveLength(8);
  });

  it('leaves out entries that are not public (any more)', async () => {
    const before = await t.agent.get('/api/guest/home?country=1').expect(200);
    const hidden = before.body.event_partners[0].id as number;
    await t.platform.services
      .db('catalog_providers')
      .where({ id: hidden })
      .update({ approved: false });
    const after = await t.agent.get('/api/guest/home?country=1').expect(200);
    expect(after.body.event_partners.map((slide: { id: number }) => slide.id)).toEqual(
      before.body.event_partners
        .map((slide: { id: number }) => slide.id)
        .filter((id: number) => id !== hidden),
    );
    await t.platform.services
      .db('catalog_providers')
      .where({ id: hidden })
      .update({ approved: true });
  });

  it('leaves edited content alone when seeding again', async () => {
    await t.platform.services
      .db('home_offer_types')
      .where({ value: 'location' })
      .update({ label_home: 'Eventlocation' });
    const before = await t.platform.services.db('home_headers').count('* as n');
    await t.platform.seed({
      demo: true,
      counts: { locations: 12, providers: 10, photos: 1, articles: 3 },
    });
    expect(await t.platform.services.db('home_headers').count('* as n')).toEqual(before);
    const { body } = await t.agent.get('/api/guest/home?country=1').expect(200);
    expect(body.offer_types[0].labelHome).toBe('Eventlocation');
  });
});

describe('home content without demo data', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'reference' });
  }, 120_000);
  afterAll(() => t.close());

  it('has the spec’s popular searches and the award’s windows on every install', async () => {
    const { body } = await t.agent.get('/api/guest/home?country=2').expect(200);
    expect(body.popular_searches.map((search: { label: string }) => search.label)).toEqual([
      'Tagungshotel',
      'Hochzeitslocation',
      'Partyservice',
      'Sitzungszimmer',
    ]);
    expect(Object.keys(body.award.windows)).toHaveLength(8);
  });
});
