import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { landingPageInput } from '../src/landing-pages/landing-page-resource';

type Client = Awaited<ReturnType<TestPlatform['signIn']>>;

/**
 * The SEO landing pages through the back-office resource routes (list, filters, create, change,
 * delete, bad input, access per role); the public by-path page and the sitemap list show each
 * change on the next request.
 */
describe('back-office SEO landing pages', () => {
  let t: TestPlatform;
  let editor: Client;
  const base = '/api/backoffice/seo-landing-pages';
  const page = {
    path: '/locations/hochzeit/am-see',
    country_category: 1,
    title: 'Hochzeitslocations am See',
    description: 'Hochzeitslocations am See finden und mieten: Räume und Angebote vergleichen.',
    filters: { category: '516' },
  };

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo' });
    editor = await t.signIn('editor', 'Editor1234', '10.43.0.1');
  }, 120_000);
  afterAll(() => t.close());

  const send = (method: 'post' | 'put' | 'delete', url: string, body?: object, who = editor) =>
    who.agent[method](url).set('X-CSRF-Token', who.token).send(body);
  const ids = async (query: string) =>
    (await editor.agent.get(`${base}?${query}`).expect(200)).body;
  const sitemap = async () =>
    (await t.newAgent().get('/api/guest/search/landing-pages?country=1').expect(200)).body.data.map(
      (listed: { path: string }) => listed.path,
    ) as string[];

  it('lets editors and admin in, keeps sales, owners and visitors out', async () => {
    await t.newAgent().get(base).expect(401);
    const venue = await t.signIn('venue', 'Venue1234', '10.43.0.2');
    await venue.agent.get(base).expect(403);
    const sales = await t.signIn('sales', 'Sales1234', '10.43.0.3');
    await sales.agent.get(base).expect(403);
    await send('post', base, page, sales).expect(403);
    const admin = await t.signIn('admin', 'Admin1234', '10.43.0.4');
    await admin.agent.get(base).expect(200);
  });

  it('lists the seeded pages with country filter, path filter and search', async () => {
    expect((await ids('country_category=3')).total).toBe(11 * 9);
    const zurich = await ids('q=kanton-zuerich&sort=path');
    expect(zurich.data[0]).toMatchObject({
      path: '/locations/bar-club/kanton-zuerich',
      filters: { category: '515', region: '297' },
    });
    expect((await ids('path=/hochzeit/kanton-zuerich')).total).toBe(1);
    await editor.agent.get(`${base}?country_category=4`).expect(422);
  });

  it('accepts every seeded page as it is (the rules fit the reference texts)', async () => {
    const rows = await t.platform.services.db('search_landing_pages').select();
    const refused = rows.filter((row) => !landingPageInput.safeParse(row).success);
    expect(refused.map((row) => row.path)).toEqual([]);
  });

  it.each([
    [
      'nothing',
      {},
      {
        path: ['Dieses Feld ist erforderlich.'],
        title: ['Dieses Feld ist erforderlich.'],
        description: ['Dieses Feld ist erforderlich.'],
        country_category: ['Ungültiges Format'],
        filters: ['Ungültiges Format'],
      },
    ],
    [
      'capitals in the path',
      { ...page, path: '/locations/Hochzeit/am-see' },
      { path: ['Ungültiges Format'] },
    ],
    [
      'a path outside /locations',
      { ...page, path: '/site/hochzeit' },
      { path: ['Ungültiges Format'] },
    ],
    [
      'a trailing slash',
      { ...page, path: '/locations/hochzeit/' },
      { path: ['Ungültiges Format'] },
    ],
    [
      'a double hyphen',
      { ...page, path: '/locations/hochzeit--see' },
      { path: ['Ungültiges Format'] },
    ],
    [
      'a path that has a page',
      { ...page, path: '/locations/hochzeit/kanton-zuerich' },
      { path: ['Für diesen Pfad gibt es schon eine Landingpage.'] },
    ],
    [
      'a short title',
      { ...page, title: 'Hochzeit' },
      { title: ['Dieses Feld muss mindestens 10 Zeichen lang sein.'] },
    ],
    [
      'an overlong description',
      { ...page, description: 'x'.repeat(321) },
      { description: ['Dieses Feld darf maximal 320 Zeichen lang sein.'] },
    ],
    ['country 4', { ...page, country_category: 4 }, { country_category: ['Ungültiges Format'] }],
    ['no filters', { ...page, filters: {} }, { filters: ['Ungültiges Format'] }],
    [
      'an unknown filter',
      { ...page, filters: { colour: 'red' } },
      { filters: ['Ungültiges Format'] },
    ],
    [
      'a region that is no id',
      { ...page, filters: { region: 'zürich' } },
      { filters: ['Ungültiges Format'] },
    ],
  ])('refuses %s with the spec texts (422)', async (_case, body, errors) => {
    const response = await send('post', base, body).expect(422);
    expect(response.body.errors).toMatchObject(errors);
  });

  it('creates, changes and deletes a page; the public page and the sitemap follow at once', async () => {
    const before = await sitemap();
    expect(before).not.toContain(page.path);
    // The search of a listed page finds something: a new page with it is listed too.
    const { filters } = await t.platform.services
      .db('search_landing_pages')
      .where({ path: before[0] })
      .first('filters');
    const created = await send('post', base, { ...page, filters, country_category: '1' }).expect(
      201,
    );
    expect(created.body).toMatchObject({ ...page, filters });
    const id = created.body.id;
    const shown = await t
      .newAgent()
      .get('/api/guest/search/landing-pages/by-path')
      .query({ path: '/site/locations/Hochzeit/am-see/' })
      .expect(200);
    expect(shown.body).toMatchObject({ title: page.title, canonicalPath: page.path });
    // The list counted a moment ago shows the new page at once.
    expect(await sitemap()).toContain(page.path);

    await send('put', `${base}/${id}`, {
      ...created.body,
      title: 'Heiraten am Wasser: Seelocations',
    }).expect(200);
    const changed = await t
      .newAgent()
      .get('/api/guest/search/landing-pages/by-path')
      .query({ path: page.path })
      .expect(200);
    expect(changed.body.title).toBe('Heiraten am Wasser: Seelocations');

    await send('delete', `${base}/${id}`).expect(204);
    await t
      .newAgent()
      .get('/api/guest/search/landing-pages/by-path')
      .query({ path: page.path })
      .expect(404);
    expect(await sitemap()).not.toContain(page.path);
    const history = await editor.agent.get(`${base}/${id}/history`).expect(200);
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });
});

/**
 * SEO categories (the occasions of the landing pages) through the back-office resource routes: a
 * new one gets its landing pages at once; a change keeps slug and category.
 */
describe('back-office SEO categories', () => {
  let t: TestPlatform;
  let editor: Client;
  const base = '/api/backoffice/seo-categories';

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo' });
    editor = await t.signIn('editor', 'Editor1234', '10.44.0.1');
    // A location category the plan does not know yet.
    await t.platform.services
      .db('taxonomy_terms')
      .insert({ id: 990_001, type: 9, name: 'Sommerfestlocations', slug: 'sommerfest' });
  }, 120_000);
  afterAll(() => t.close());

  const send = (method: 'post' | 'put', url: string, body?: object, who = editor) =>
    who.agent[method](url).set('X-CSRF-Token', who.token).send(body);
  const byPath = (path: string) =>
    t.newAgent().get('/api/guest/search/landing-pages/by-path').query({ path });

  it('lists the seeded categories for editors, not for sales', async () => {
    const { body } = await editor.agent.get(`${base}?sort=slug`).expect(200);
    expect(body.total).toBe(11);
    expect(body.data[0]).toMatchObject({ slug: 'bar-club', category_id: 515 });
    const sales = await t.signIn('sales', 'Sales1234', '10.44.0.2');
    await sales.agent.get(base).expect(403);
    await t.newAgent().get(base).expect(401);
  });

  it.each([
    [
      'nothing',
      {},
      {
        slug: ['Dieses Feld ist erforderlich.'],
        heading: ['Dieses Feld ist erforderlich.'],
        category_id: ['Ungültiges Format'],
      },
    ],
    [
      'a slug with capitals',
      { slug: 'Sommer', category_id: 990001, heading: 'Sommerfeste' },
      { slug: ['Ungültiges Format'] },
    ],
    [
      'a taken slug',
      { slug: 'hochzeit', category_id: 990001, heading: 'Sommerfeste' },
      { slug: ['Dieser Wert ist bereits vergeben.'] },
    ],
    [
      'a category that has one',
      { slug: 'heiraten', category_id: 516, heading: 'Hochzeiten' },
      { category_id: ['Dieser Wert ist bereits vergeben.'] },
    ],
    [
      'a region as category',
      { slug: 'sommer', category_id: 272, heading: 'Sommerfeste' },
      { category_id: ['Ungültiges Format'] },
    ],
    [
      'a short heading',
      { slug: 'sommer', category_id: 990001, heading: 'So' },
      { heading: ['Dieses Feld muss mindestens 3 Zeichen lang sein.'] },
    ],
  ])('refuses %s with the spec texts (422)', async (_case, body, errors) => {
    const response = await send('post', base, body).expect(422);
    expect(response.body.errors).toMatchObject(errors);
  });

  it('makes a new category’s landing pages at once; a change keeps slug and category', async () => {
    await byPath('/locations/sommerfest/kanton-zuerich').expect(404);
    const created = await send('post', base, {
      slug: 'sommerfest',
      category_id: '990001',
      heading: 'Sommerfestlocations',
    }).expect(201);
    const page = await byPath('/locations/sommerfest/kanton-zuerich').expect(200);
    expect(page.body).toMatchObject({
      title: 'Sommerfestlocations im Kanton Zürich',
      filters: { category: '990001', region: '297' },
    });
    const pages = await t.platform.services
      .db('search_landing_pages')
      .where('path', 'like', '/locations/sommerfest/%')
      .count({ n: '*' })
      .first();
    expect(Number(pages?.n)).toBe(27 + 16 + 9);

    const changed = await send('put', `${base}/${created.body.id}`, {
      ...created.body,
      slug: 'sommer',
      category_id: 516,
      heading: 'Locations für Sommerfeste',
    }).expect(200);
    expect(changed.body).toMatchObject({
      slug: 'sommerfest',
      category_id: 990001,
      heading: 'Locations für Sommerfeste',
    });
    // Existing pages keep their (possibly edited) texts.
    expect((await byPath('/locations/sommerfest/kanton-zuerich').expect(200)).body.title).toBe(
      'Sommerfestlocations im Kanton Zürich',
    );
  });
});
