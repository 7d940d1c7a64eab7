import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

describe('catalogue', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await t.platform.seed({ demo: true, counts: { locations: 120, providers: 30, photos: 2 } });
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.platform.services.db;

  it('seeds a deterministic catalogue over all cantons with every tier', async () => {
    const locations = await db()('catalog_locations').count('* as n').first();
    expect(Number(locations!.n)).toBe(120);
    const cantons = await db()('catalog_locations as l')
      .join('taxonomy_terms as r', 'r.id', 'l.region_id')
      .where('r.type', 26)
      .countDistinct('l.region_id as n')
      .first();
    expect(Number(cantons!.n)).toBeGreaterThanOrEqual(26);
    const tiers = await db()('catalog_locations')
      .distinct('type_id')
      .orderBy('type_id')
      .pluck('type_id');
    expect(tiers).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const providerCategories = await db()('catalog_providers')
      .distinct('category_id')
      .orderBy('category_id')
      .pluck('category_id');
    expect(providerCategories).toEqual([450, 451, 452, 453, 455, 456, 457]);
    const first = await db()('catalog_locations')
      .where({ id: 1 })
      .first('full_name', 'place', 'type_id');
    // Running the seed again adds nothing and changes nothing.
    await t.platform.seed({ demo: true, counts: { locations: 120, providers: 30, photos: 2 } });
    expect(
      await db()('catalog_locations').where({ id: 1 }).first('full_name', 'place', 'type_id'),
    ).toEqual(first);
    expect(Number((await db()('catalog_locations').count('* as n').first())!.n)).toBe(120);
  });

  it('answers a public location detail with rooms, properties, photos and no e-mail addresses', async () => {
    const visible = await db()('catalog_locations')
      .where({ approved: true })
      .whereNull('release_at')
      .whereNull('expires_at')
      .where('show_reviews', true)
      .orderBy('id')
      .first('id');
    const { body } = await t.agent.get(`/api/guest/locations/${visible.id}`).expect(200);
    expect(body).toMatchObject({
      id: visible.id,
      entity_type: 'location',
      category: { id: expect.any(Number), slug: expect.any(String) },
    });
    expect(body.path).toMatch(
      new RegExp(`^/site/_test-[0-9a-f]+/\\d+/[a-z_]+/${visible.id}/[a-z0-9-]+\\.html$`),
    );
    expect(body.rooms.length).toBeGreaterThan(0);
    expect(body.rooms[0].capacity.banquet.max).toBeGreaterThan(0);
    expect(body.rooms[0].image.src).toMatch(/^\/storage\/\d+\/conversions\/room-\d+-600\.jpg$/);
    expect(body.photos.length).toBeGreaterThan(0);
    expect(body.photos[0].srcset).toContain('1920w');
    expect(Object.keys(body.photo_slots)).toEqual([
      'exterior_image',
      'entrance_image',
      'environment_image',
      'conference_image',
      'celebration_image',
      'wedding_image',
    ]);
    expect(body.properties.event_kinds.length).toBeGreaterThan(0);
    expect(body.distances.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'airport',
      'highway',
      'train_station',
    ]);
    expect(JSON.stringify(body)).not.toMatch(/anfragen@|info@/);
    await t.agent.get(body.photos[0].src).expect(200).expect('Content-Type', 'image/jpeg');
  });

  it('answers the showcase extras: price list PDF, review photo, header video, 360° tour, brochure', async () => {
    const showcase = await db()('catalog_locations as l')
      .whereRaw('l.id % 10 = 7')
      .where({ approved: true, show_reviews: true })
      .whereNull('release_at')
      .whereNull('expires_at')
      .whereExists((q) =>
        q.from('catalog_reviews as r').whereRaw("r.entry_type = 'location' and r.entry_id = l.id"),
      )
      .orderBy('l.id')
      .first('l.id');
    const { body } = await t.agent.get(`/api/guest/locations/${showcase.id}`).expect(200);
    expect(body.vr.url).toMatch(/^https:\/\/tour\.example\//);
    expect(body.header_video).toBe(
      `https://www.youtube.com/watch?v=demo${String(showcase.id).padStart(7, '0')}`,
    );
    expect(body.documents).toEqual([
      expect.objectContaining({ mime_type: 'application/pdf', title: 'Dokumentation' }),
    ]);
    expect(body.prices[0].pdf).toMatchObject({ mime_type: 'application/pdf' });
    expect(body.prices.slice(1).every((p: { pdf: unknown }) => p.pdf === null)).toBe(true);
    await t.agent.get(body.prices[0].pdf.url).expect(200).expect('Content-Type', /pdf/);
    expect(body.reviews[0]).toMatchObject({
      company: expect.any(String),
      rating: expect.any(Number),
      image: { mime_type: 'image/jpeg', srcset: expect.stringContaining('w') },
    });
    expect(body.reviews.slice(1).every((r: { image: unknown }) => r.image === null)).toBe(true);

    // An entry that is no showcase has none of these media.
    const other = await db()('catalog_locations')
      .whereRaw('id % 10 <> 7')
      .where({ approved: true })
      .whereNull('release_at')
      .whereNull('expires_at')
      .orderBy('id')
      .first('id');
    const plain = await t.agent.get(`/api/guest/locations/${other.id}`).expect(200);
    expect(plain.body.header_video).toBeNull();
    expect(plain.body.documents).toEqual([]);
  });

  it('answers no 360° tour and no header video unless their URL is https', async () => {
    const [{ id }] = await db()('catalog_locations')
      .insert({
        full_name: 'Ohne sichere Links',
        category_id: 516,
        approved: true,
        // The table refuses a tour URL not starting with https:// (below); one without a host is
        // let through there and still not answered.
        vr_url: 'https://',
        header_video_url: 'javascript:alert(1)',
      })
      .returning('id');
    const { body } = await t.agent.get(`/api/guest/locations/${id}`).expect(200);
    expect(body.vr).toBeNull();
    expect(body.header_video).toBeNull();
    await expect(
      db()('catalog_locations').where({ id }).update({ vr_url: 'http://tour.example/unsicher' }),
    ).rejects.toThrow(/vr_https/);
    const [{ id: other }] = await db()('catalog_locations')
      .insert({
        full_name: 'Nur http',
        category_id: 516,
        approved: true,
        header_video_url: 'http://v.example/a.mp4',
      })
      .returning('id');
    expect(
      (await t.agent.get(`/api/guest/locations/${other}`).expect(200)).body.header_video,
    ).toBeNull();
  });

  it.each([
    ['not approved', { approved: false }],
    ['released in the future', { release_at: new Date(Date.now() + 86_400_000) }],
    ['expired', { expires_at: new Date(Date.now() - 1000) }],
  ])('hides a location that is %s', async (_case, change) => {
    const [{ id }] = await db()('catalog_locations')
      .insert({ full_name: 'Versteckt', category_id: 516, approved: true, ...change })
      .returning('id');
    await t.agent.get(`/api/guest/locations/${id}`).expect(404);
    const grid = await t.agent
      .get('/api/guest/locations')
      .query({ category_id: 516, per_page: 100 })
      .expect(200);
    expect(grid.body.data.map((c: { id: number }) => c.id)).not.toContain(id);
    const favourites = await t.agent
      .get('/api/guest/favourites')
      .query({ locations: `${id}` })
      .expect(200);
    expect(favourites.body.locations).toEqual([]);
  });

  it('lists a category grid best tier first and pages through it', async () => {
    const first = await t.agent
      .get('/api/guest/locations')
      .query({ category_id: 511, per_page: 5 })
      .expect(200);
    expect(first.body.total).toBeGreaterThan(5);
    const tiers = first.body.data.map((c: { type_id: number }) => c.type_id);
    expect(tiers).toEqual([...tiers].sort((a, b) => b - a));
    const second = await t.agent
      .get('/api/guest/locations')
      .query({ category_id: 511, per_page: 5, page: 2 })
      .expect(200);
    const ids = new Set([...first.body.data, ...second.body.data].map((c: { id: number }) => c.id));
    expect(ids.size).toBe(first.body.data.length + second.body.data.length);
    const providers = await t.agent
      .get('/api/guest/providers')
      .query({ category_id: 451 })
      .expect(200);
    expect(providers.body.data[0].path).toMatch(
      /^\/site\/_dienstleister\/451\/catering_partyservice\/\d+/,
    );
  });

  it('answers favourites cards in the asked order, dropping unknown ids', async () => {
    const ids = await db()('catalog_locations')
      .where({ approved: true })
      .whereNull('release_at')
      .whereNull('expires_at')
      .orderBy('id')
      .limit(3)
      .pluck('id');
    const { body } = await t.agent
      .get('/api/guest/favourites')
      .query({ locations: `${ids[2]},999999,${ids[0]}`, providers: '1' })
      .expect(200);
    expect(body.locations.map((c: { id: number }) => c.id)).toEqual([ids[2], ids[0]]);
    expect(body.locations[0].media.photos.length).toBeLessThanOrEqual(3);
  });

  it.each([
    ['/api/guest/locations/abc', 422],
    ['/api/guest/locations/0', 422],
    ['/api/guest/locations/99999999999', 422],
    ['/api/guest/locations?category_id=x', 422],
    ['/api/guest/locations?category_id=511&page=0', 422],
    ['/api/guest/favourites?locations=1,abc', 422],
    ['/api/guest/providers/424242', 404],
  ])('answers %s with %i', async (path, status) => {
    await t.agent.get(path).expect(status);
  });
});
