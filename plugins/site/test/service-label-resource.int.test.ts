import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

type Client = Awaited<ReturnType<TestPlatform['signIn']>>;

/**
 * Service labels through the back-office resource routes (list, search, create, change, delete,
 * bad input, access per role); the public draw answers each change on the next request.
 */
describe('back-office service labels', () => {
  let t: TestPlatform;
  let editor: Client;
  const base = '/api/backoffice/service-labels';

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo' });
    editor = await t.signIn('editor', 'Editor1234', '10.42.0.1');
  }, 120_000);
  afterAll(() => t.close());

  const send = (method: 'post' | 'put' | 'delete', url: string, body?: object, who = editor) =>
    who.agent[method](url).set('X-CSRF-Token', who.token).send(body);
  const drawn = async () =>
    (await t.newAgent().get('/api/guest/service-labels/draw').expect(200)).body as {
      label: string;
      value: string | null;
      fallback: string | null;
    }[];

  it('lets editors and admin in, keeps sales, owners and visitors out', async () => {
    await t.newAgent().get(base).expect(401);
    const venue = await t.signIn('venue', 'Venue1234', '10.42.0.2');
    await venue.agent.get(base).expect(403);
    const sales = await t.signIn('sales', 'Sales1234', '10.42.0.3');
    await sales.agent.get(base).expect(403);
    await send('post', base, { label: 'x.y', value: 'z' }, sales).expect(403);
    const admin = await t.signIn('admin', 'Admin1234', '10.42.0.4');
    await admin.agent.get(base).expect(200);
  });

  it('lists the labels by key and searches key, text and fallback', async () => {
    const all = await editor.agent.get(base).expect(200);
    expect(all.body.data.map((row: { label: string }) => row.label)).toEqual([
      'footer.claim',
      'home.newsletter.text',
      'home.newsletter.title',
      'search.results.empty',
    ]);
    const found = await editor.agent.get(`${base}?q=keine%20passenden`).expect(200);
    expect(found.body.data.map((row: { label: string }) => row.label)).toEqual([
      'search.results.empty',
    ]);
    await editor.agent.get(`${base}?sort=value`).expect(422);
  });

  it.each([
    ['no key', { value: 'Text' }, { label: ['Dieses Feld ist erforderlich.'] }],
    ['a key with spaces', { label: 'home title' }, { label: ['Ungültiges Format'] }],
    [
      'an overlong text',
      { label: 'home.long', value: 'x'.repeat(5001) },
      { value: ['Dieses Feld darf maximal 5000 Zeichen lang sein.'] },
    ],
    [
      'a key that exists',
      { label: 'footer.claim', value: 'Noch einer' },
      { label: ['Für diesen Schlüssel gibt es schon einen Text.'] },
    ],
  ])('refuses %s with the spec texts (422)', async (_case, body, errors) => {
    const response = await send('post', base, body).expect(422);
    expect(response.body.errors).toMatchObject(errors);
  });

  it('creates, changes and deletes a label; the public draw shows each change at once', async () => {
    const created = await send('post', base, {
      label: 'home.hero.claim',
      value: '  Dein Moment.  ',
      fallback: '',
    }).expect(201);
    expect(created.body).toMatchObject({
      label: 'home.hero.claim',
      value: 'Dein Moment.',
      fallback: null,
    });
    expect(await drawn()).toContainEqual({
      label: 'home.hero.claim',
      value: 'Dein Moment.',
      fallback: null,
    });

    const id = created.body.id;
    await send('put', `${base}/${id}`, {
      ...created.body,
      value: null,
      fallback: 'Dein Event.',
    }).expect(200);
    expect(await drawn()).toContainEqual({
      label: 'home.hero.claim',
      value: null,
      fallback: 'Dein Event.',
    });
    await send('put', `${base}/${id}`, { ...created.body, label: 'footer.claim' }).expect(422);

    await send('delete', `${base}/${id}`).expect(204);
    expect((await drawn()).map((row) => row.label)).not.toContain('home.hero.claim');
    const history = await editor.agent.get(`${base}/${id}/history`).expect(200);
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });
});
