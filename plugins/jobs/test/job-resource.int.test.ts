import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

const NOW = new Date('2026-11-21T12:00:00Z');

/**
 * Jobs in the back office (`jobResource`): an editor lists, searches, creates, edits, archives and
 * restores; each save re-indexes through the `jobs.changed` event, an archived job leaves the
 * public board and the editorial search; the audit log keeps every change.
 */
describe('back-office jobs', () => {
  let t: TestPlatform;
  let editor: Awaited<ReturnType<TestPlatform['signIn']>>;
  const base = '/api/backoffice/jobs';
  const valid = {
    name: 'Eventmanager Zirkuszelt',
    slug: 'eventmanager-zirkuszelt',
    short: 'Planung und Durchführung von Zeltfesten.',
    employer: 'Zeltbau AG',
    employment_level: '80-100 %',
    workplace: 'Bern',
    description: '<h2>Aufgaben</h2><p>Alles rund ums Zelt.</p><script>alert(1)</script>',
    apply_url: 'https://zeltbau.example/jobs',
    apply_email: '',
    published: true,
    publish_at: '2026-11-20T08:00:00Z',
    expires_at: '2027-01-31T23:00:00Z',
  };

  beforeAll(async () => {
    t = await createTestPlatform({
      now: () => NOW,
      seed: 'demo',
      counts: { locations: 4, providers: 2, photos: 1, articles: 5 },
    });
    editor = await t.signIn('editor', 'Editor1234');
  }, 240_000);
  afterAll(() => t.close());

  const send = (method: 'post' | 'put', url: string, body?: object) =>
    editor.agent[method](url).set('X-CSRF-Token', editor.token).send(body);
  const searchHits = async (q: string) =>
    (await t.agent.get(`/api/guest/magazine/search?q=${encodeURIComponent(q)}`).expect(200)).body
      .data as { item: { path: string } }[];

  it('is the editors’ area: sales may not', async () => {
    const sales = await t.signIn('sales', 'Sales1234');
    await sales.agent.get(base).expect(403);
  });

  it('lists newest first with search and filters', async () => {
    const { body } = await editor.agent.get(`${base}?per_page=5`).expect(200);
    expect(body.total).toBe(40);
    const dates = body.data.map((job: { publish_at: string }) => job.publish_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bern = await editor.agent.get(`${base}?workplace=Bern&sort=name`).expect(200);
    for (const job of bern.body.data) expect(job.workplace).toContain('Bern');
    const upcoming = await editor.agent.get(`${base}?publish_from=2026-11-22`).expect(200);
    for (const job of upcoming.body.data) expect(job.publish_at >= '2026-11-22').toBe(true);
  });

  it.each([
    ['no name', { name: '' }, { name: ['Dieses Feld ist erforderlich.'] }],
    ['no publish date', { publish_at: '' }, { publish_at: ['Dieses Feld ist erforderlich.'] }],
    [
      'an expiry before the publish date',
      { expires_at: '2026-11-01T00:00:00Z' },
      { expires_at: ['Ungültiges Format'] },
    ],
    ['a slug with spaces', { slug: 'Event Manager' }, { slug: ['Ungültiges Format'] }],
    [
      'an apply link that is no address',
      { apply_url: 'zeltbau' },
      { apply_url: ['Ungültiges Format'] },
    ],
    ['a bad apply address', { apply_email: 'jobs@' }, { apply_email: ['Ungültige Emailadresse'] }],
    [
      'an overlong name',
      { name: 'x'.repeat(256) },
      { name: ['Dieses Feld darf maximal 255 Zeichen lang sein.'] },
    ],
  ])('refuses %s with the spec texts', async (_case, change, errors) => {
    const { body } = await send('post', base, { ...valid, ...change }).expect(422);
    expect(body.errors).toMatchObject(errors);
  });

  it('creates a job that goes live, searchable, with a sanitised description', async () => {
    const { body: job } = await send('post', base, valid).expect(201);
    expect(job.description).toBe('<h2>Aufgaben</h2><p>Alles rund ums Zelt.</p>');
    expect(job.apply_email).toBeNull();
    await t.agent.get(`/api/guest/jobs/${job.id}`).expect(200);
    await t.eventually(async () =>
      expect((await searchHits('Zirkuszelt')).map((hit) => hit.item.path)).toEqual([
        `/site/_redaktionell/51/Eventjobs/${job.id}/eventmanager-zirkuszelt.html`,
      ]),
    );
    await send('post', base, { ...valid, name: 'Zweiter' }).expect(422);
  });

  it('re-indexes an edit, and archiving takes the job off the board until it is restored', async () => {
    const { body: job } = await send('post', base, {
      ...valid,
      slug: 'lichttechnik',
      name: 'Lichttechnikerin',
    }).expect(201);
    await send('put', `${base}/${job.id}`, { ...job, name: 'Tontechnikerin' }).expect(200);
    await t.eventually(async () => {
      expect(await searchHits('Lichttechnikerin')).toEqual([]);
      expect(await searchHits('Tontechnikerin')).toHaveLength(1);
    });

    const archived = await send('post', `${base}/${job.id}/archive`).expect(200);
    expect(archived.body.archived_at).toBe(NOW.toISOString());
    await t.agent.get(`/api/guest/jobs/${job.id}`).expect(404);
    await t.eventually(async () => expect(await searchHits('Tontechnikerin')).toEqual([]));
    const listed = await editor.agent.get(`${base}?q=Tontechnikerin`).expect(200);
    expect(listed.body.total).toBe(0);
    const archivedList = await editor.agent
      .get(`${base}?q=Tontechnikerin&archived=archived`)
      .expect(200);
    expect(archivedList.body.total).toBe(1);

    await send('post', `${base}/bulk`, { action: 'restore', ids: [job.id] }).expect(200);
    await t.agent.get(`/api/guest/jobs/${job.id}`).expect(200);
    await t.eventually(async () => expect(await searchHits('Tontechnikerin')).toHaveLength(1));

    const history = await editor.agent.get(`${base}/${job.id}/history`).expect(200);
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'restore',
      'archive',
      'update',
      'create',
    ]);
    expect(history.body.data[2]).toMatchObject({
      changed: ['name'],
      actor_name: 'Back Office editor',
    });
  });

  it('keeps every change in the audit log, for admins only', async () => {
    await editor.agent.get('/api/backoffice/audit-log').expect(403);
    const admin = await t.signIn('admin', 'Admin1234');
    const { body } = await admin.agent
      .get('/api/backoffice/audit-log?resource=jobs&action=archive')
      .expect(200);
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      resource: 'jobs',
      action: 'archive',
      changed: ['archived_at'],
    });
    const since = await admin.agent.get('/api/backoffice/audit-log?from=2030-01-01').expect(200);
    expect(since.body.total).toBe(0);
    await admin.agent.get('/api/backoffice/audit-log?from=gestern').expect(422);
  });
});
