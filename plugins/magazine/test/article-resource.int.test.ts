import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

const NOW = new Date('2026-11-21T12:00:00Z');

/**
 * Magazine articles in the back office (`articleResource`): an editor lists, creates and edits;
 * the body is stored sanitised; each save re-indexes through `magazine.articles.changed` and the
 * public article answers the new text at once; bad input is a 422 in the spec's words; sales may
 * not.
 */
describe('back-office magazine articles', () => {
  let t: TestPlatform;
  let editor: Awaited<ReturnType<TestPlatform['signIn']>>;
  const base = '/api/backoffice/magazine-articles';
  const valid = {
    name: 'Zehn Ideen für das Sommerfest am See',
    subtitle: 'Vom Pedalo-Rennen bis zum Grill am Ufer',
    slug: 'sommerfest-am-see',
    teaser: 'Was ein Sommerfest am Wasser besonders macht.',
    body: '<h2>Am Ufer</h2><p>Grillen mit Aussicht.</p><script>alert(1)</script>',
    published: true,
    publish_at: '2026-11-20T08:00:00Z',
    sponsor_text: 'Präsentiert von Seeblick AG',
    sponsor_url: 'https://seeblick.example/',
  };

  beforeAll(async () => {
    t = await createTestPlatform({ now: () => NOW });
    await t.platform.seed({
      demo: true,
      counts: { locations: 2, providers: 1, photos: 1, articles: 3 },
    });
    editor = await t.signIn('editor', 'Editor1234');
  }, 240_000);
  afterAll(() => t.close());

  const send = (method: 'post' | 'put', url: string, body?: object) =>
    editor.agent[method](url).set('X-CSRF-Token', editor.token).send(body);
  const searchHits = async (q: string) =>
    (await t.agent.get(`/api/guest/magazine/search?q=${encodeURIComponent(q)}`).expect(200)).body
      .data as { item: { path: string } }[];

  it('is the editors’ area: sales may not, guests must sign in', async () => {
    const sales = await t.signIn('sales', 'Sales1234');
    await sales.agent.get(base).expect(403);
    await t.agent.get(base).expect(401);
  });

  it('lists the articles newest first', async () => {
    const { body } = await editor.agent.get(base).expect(200);
    expect(body.total).toBe(3);
    const dates = body.data.map((row: { publish_at: string }) => row.publish_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('creates an article, sanitised, public and found; an edit shows at once', async () => {
    const { body: article } = await send('post', base, valid).expect(201);
    expect(article.body).toBe('<h2>Am Ufer</h2><p>Grillen mit Aussicht.</p>');
    const shown = await t.agent.get(`/api/guest/magazine/articles/${article.id}`).expect(200);
    expect(shown.body.name).toBe(valid.name);
    await t.eventually(async () => expect(await searchHits('Pedalo')).toHaveLength(1));

    await send('put', `${base}/${article.id}`, {
      ...article,
      subtitle: 'Vom Floss bis zum Grill am Ufer',
    }).expect(200);
    const edited = await t.agent.get(`/api/guest/magazine/articles/${article.id}`).expect(200);
    expect(edited.body.subtitle).toBe('Vom Floss bis zum Grill am Ufer');
    await t.eventually(async () => {
      expect(await searchHits('Pedalo')).toEqual([]);
      expect(await searchHits('Floss')).toHaveLength(1);
    });

    // Unpublished: off the public page and out of the search.
    await send('put', `${base}/${article.id}`, { ...article, published: false }).expect(200);
    await t.agent.get(`/api/guest/magazine/articles/${article.id}`).expect(404);
    await t.eventually(async () => expect(await searchHits('Floss')).toEqual([]));

    const history = await editor.agent.get(`${base}/${article.id}/history`).expect(200);
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'update',
      'update',
      'create',
    ]);
  });

  it.each([
    ['no title', { name: '' }, { name: ['Dieses Feld ist erforderlich.'] }],
    ['a slug with capitals', { slug: 'Sommer Fest' }, { slug: ['Ungültiges Format'] }],
    [
      'a sponsor link that is no address',
      { sponsor_url: 'seeblick' },
      { sponsor_url: ['Ungültiges Format'] },
    ],
    ['no publish date', { publish_at: '' }, { publish_at: ['Dieses Feld ist erforderlich.'] }],
    [
      'a title too long',
      { name: 'x'.repeat(256) },
      { name: ['Dieses Feld darf maximal 255 Zeichen lang sein.'] },
    ],
  ])('refuses %s (422) and stores nothing', async (_case, change, errors) => {
    const before = (await editor.agent.get(base).expect(200)).body.total;
    const response = await send('post', base, { ...valid, slug: null, ...change });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject(errors);
    expect((await editor.agent.get(base).expect(200)).body.total).toBe(before);
  });

  it('answers no hit for an index document without kind or item', async () => {
    await t.platform.services.search.upsert('editorial', [
      { id: 'broken-1', name: 'Kaputtes Dokument', publish_ts: 0, expires_ts: 8.64e15 },
    ]);
    expect(await searchHits('Kaputtes')).toEqual([]);
  });

  it('refuses a slug another article has', async () => {
    const response = await send('post', base, { ...valid, name: 'Doppelt' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ slug: ['Dieser Slug ist bereits vergeben.'] });
  });
});
