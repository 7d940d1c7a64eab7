import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

type Listed = { path: string; title: string; total: number };

describe('search landing pages', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await t.platform.seed({ demo: true, counts: { locations: 150, providers: 8, photos: 1 } });
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.platform.services.db;
  const byPath = (path?: string) =>
    t.agent
      .get('/api/guest/search/landing-pages/by-path')
      .query(path === undefined ? {} : { path });
  const searchTotal = async (filters: Record<string, string>) =>
    (
      await t.agent
        .get('/api/guest/search/locations')
        .query({ ...filters, per_page: 1 })
        .expect(200)
    ).body.total as number;

  it('seeds one page per main occasion and canton or state of each country', async () => {
    const perCountry = await db()('search_landing_pages')
      .groupBy('country_category')
      .orderBy('country_category')
      .select('country_category', db().raw('count(*)::int as pages'));
    expect(perCountry).toEqual([
      { country_category: 1, pages: 11 * 27 },
      { country_category: 2, pages: 11 * 16 },
      { country_category: 3, pages: 11 * 9 },
    ]);
  });

  it('answers a page by its path with its texts, filters and result count', async () => {
    const { body } = await byPath('/locations/hochzeit/kanton-zuerich').expect(200);
    expect(body).toEqual({
      title: 'Hochzeitslocations im Kanton Zürich',
      description: expect.stringMatching(/^Hochzeitslocations im Kanton Zürich finden und mieten/),
      filters: { category: '516', region: '297' },
      total: await searchTotal({ category: '516', region: '297' }),
      canonicalPath: '/locations/hochzeit/kanton-zuerich',
    });
    const other = await byPath('/site/locations/Hochzeit/Kanton-Zuerich/seedId=12345678').expect(
      200,
    );
    expect(other.body.canonicalPath).toBe('/locations/hochzeit/kanton-zuerich');
    expect((await byPath('/locations/in-der-steiermark').expect(404)).body.message).toBeTruthy();
    await byPath('/locations/eventlocation/bayern').expect(200);
  });

  it('answers 422 for a missing or malformed path', async () => {
    expect((await byPath().expect(422)).body.errors.path).toEqual([
      'Dieses Feld ist erforderlich.',
    ]);
    expect((await byPath('locations/hochzeit').expect(422)).body.errors.path).toEqual([
      'Ungültiges Format',
    ]);
    await byPath(`/${'x'.repeat(400)}`).expect(422);
  });

  it('lists the pages of a country that find something, with their counts', async () => {
    const { body } = await t.agent
      .get('/api/guest/search/landing-pages')
      .query({ country: '1' })
      .expect(200);
    const listed: Listed[] = body.data;
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.length).toBeLessThan(11 * 27);
    const pages = await db()('search_landing_pages').where({ country_category: 1 });
    const listedPaths = new Set(listed.map((page) => page.path));
    for (const page of pages.slice(0, 60)) {
      const total = await searchTotal(page.filters);
      const entry = listed.find((l) => l.path === page.path);
      expect(entry?.total ?? 0).toBe(total);
      expect(listedPaths.has(page.path)).toBe(total > 0);
    }
  });

  it('takes the country from the domain by default and rejects an unknown one', async () => {
    const { body } = await t.agent
      .get('/api/guest/search/landing-pages')
      .set('X-Forwarded-Host', 'eventalp.at')
      .expect(200);
    const austrian = new Set(
      await db()('search_landing_pages').where({ country_category: 3 }).pluck('path'),
    );
    expect(body.data.every((page: Listed) => austrian.has(page.path))).toBe(true);
    await t.agent.get('/api/guest/search/landing-pages').query({ country: '4' }).expect(422);
  });

  it('keeps edited texts when the seeds run again', async () => {
    await db()('search_landing_pages')
      .where({ path: '/locations/seminar/kanton-bern' })
      .update({ title: 'Seminarhotels im Kanton Bern' });
    await t.platform.seed({ demo: false });
    expect((await byPath('/locations/seminar/kanton-bern').expect(200)).body.title).toBe(
      'Seminarhotels im Kanton Bern',
    );
  });
});
