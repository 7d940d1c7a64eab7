import { createTestPlatform, runCommand, type TestPlatform } from '@eventalp/platform-api/testing';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('shared shortlists', () => {
  let t: TestPlatform;
  let venues: { id: number; full_name: string }[];
  let provider: { id: number; full_name: string };
  beforeAll(async () => {
    // Behind the shell's proxy: the client address comes from X-Forwarded-For, so each test can be its own client.
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    const publicRows = (table: string) =>
      t.platform.services
        .db(table)
        .where({ approved: true })
        .whereNull('release_at')
        .whereNull('expires_at')
        .orderBy('id')
        .select('id', 'full_name');
    venues = await publicRows('catalog_locations').limit(3);
    [provider] = await publicRows('catalog_providers').limit(1);
  });
  afterAll(() => t.close());

  let client = 0;
  async function create(body: object, options: { csrf?: boolean; ip?: string } = {}) {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    client += 1;
    const request = agent
      .post('/api/guest/shortlists')
      .set('X-Forwarded-For', options.ip ?? `10.3.0.${client}`);
    if (options.csrf !== false) request.set('X-CSRF-Token', token);
    return request.send(body);
  }
  const rowOf = (id: string) => t.platform.services.db('shortlists_lists').where({ id }).first();

  it('shares entries under a random URL-safe id and opens their cards for anyone', async () => {
    const entries = [
      { type: 'location', id: venues[1]!.id },
      { type: 'provider', id: provider.id },
      { type: 'location', id: venues[0]!.id },
      { type: 'location', id: venues[1]!.id },
    ];
    const created = await create({ entries });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const brand = t.platform.services.config.brand;
    expect(created.body.path).toBe(`/site/_${brand}/favourites/${created.body.id}.html`);
    // Doubles are kept once, in their first order.
    expect(created.body.entries).toEqual(entries.slice(0, 3));

    // Only ids: nothing about the person who shared.
    const row = await rowOf(created.body.id);
    expect(Object.keys(row).sort()).toEqual(['created_at', 'entries', 'id', 'last_visited_at']);
    expect(row.entries).toEqual(entries.slice(0, 3));

    const read = await t.newAgent().get(`/api/guest/shortlists/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(created.body.id);
    expect(read.body.locations.map((card: { id: number }) => card.id)).toEqual([
      venues[1]!.id,
      venues[0]!.id,
    ]);
    expect(read.body.locations[0]).toMatchObject({
      entity_type: 'location',
      name: venues[1]!.full_name,
      path: expect.stringMatching(new RegExp(`^/site/_${brand}/\\d+/[^/]+/\\d+`)),
    });
    expect(read.body.providers.map((card: { id: number }) => card.id)).toEqual([provider.id]);

    // Two lists of the same entries get two different ids.
    const again = await create({ entries });
    expect(again.body.id).not.toBe(created.body.id);
  });

  it('answers 404 for unknown ids and ids of the wrong shape', async () => {
    for (const id of [
      'AAAAAAAAAAAAAAAAAAAAAAAA',
      'kurz',
      "x'; drop table x; --",
      '%C3%A4'.repeat(5),
    ]) {
      const response = await t.agent.get(`/api/guest/shortlists/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Diese geteilte Liste gibt es nicht oder nicht mehr.');
    }
  });

  it('keeps a list 90 days after its last visit, then answers 404 and the cleanup deletes it', async () => {
    const entries = [{ type: 'location', id: venues[0]!.id }];
    const [stale, visited, fresh] = await Promise.all([
      create({ entries }),
      create({ entries }),
      create({ entries }),
    ]);
    const db = t.platform.services.db;
    const now = Date.now();
    await db('shortlists_lists')
      .where({ id: stale.body.id })
      .update({
        created_at: new Date(now - 200 * DAY_MS),
        last_visited_at: new Date(now - 91 * DAY_MS),
      });
    // Created long ago but visited 89 days ago: still there, and the visit moves its expiry on.
    await db('shortlists_lists')
      .where({ id: visited.body.id })
      .update({
        created_at: new Date(now - 200 * DAY_MS),
        last_visited_at: new Date(now - 89 * DAY_MS),
      });

    expect((await t.agent.get(`/api/guest/shortlists/${stale.body.id}`)).status).toBe(404);
    expect((await t.agent.get(`/api/guest/shortlists/${visited.body.id}`)).status).toBe(200);
    const visitedRow = await rowOf(visited.body.id);
    expect(Date.now() - new Date(visitedRow.last_visited_at).getTime()).toBeLessThan(60_000);
    // The expired list is not revived by being asked for.
    expect(new Date((await rowOf(stale.body.id)).last_visited_at).getTime()).toBeLessThan(
      now - 90 * DAY_MS,
    );

    const cleanup = t.platform.plugins.find((plugin) => plugin.id === 'shortlists')!.schedules!(
      t.platform.services,
    ).find((schedule) => schedule.name === 'shortlists.delete-expired')!;
    await cleanup.run();
    expect(await rowOf(stale.body.id)).toBeUndefined();
    expect(await rowOf(visited.body.id)).toBeDefined();
    expect(await rowOf(fresh.body.id)).toBeDefined();

    // The same cleanup as a command for a cron job.
    await db('shortlists_lists')
      .where({ id: fresh.body.id })
      .update({ last_visited_at: new Date(now - 90 * DAY_MS - 1000) });
    const result = await runCommand(t.platform, 'shortlists:cleanup', []);
    expect(result).toMatchObject({ exitCode: 0, output: '1 expired shared lists deleted' });
    expect(await rowOf(fresh.body.id)).toBeUndefined();
  });

  it.each([
    [
      'too many entries',
      {
        entries: Array.from({ length: 101 }, (_, index) => ({ type: 'location', id: index + 1 })),
      },
      'entries',
      'Eine geteilte Liste darf höchstens 100 Einträge enthalten.',
    ],
    [
      'no entries',
      { entries: [] },
      'entries',
      'Deine Merkliste ist leer: Merke dir zuerst Locations oder Anbieter.',
    ],
    [
      'a negative id',
      { entries: [{ type: 'location', id: -4 }] },
      'entries.0.id',
      'Ungültiges Format',
    ],
    [
      'an id as text',
      { entries: [{ type: 'location', id: '12' }] },
      'entries.0.id',
      'Ungültiges Format',
    ],
    [
      'a fractional id',
      { entries: [{ type: 'location', id: 1.5 }] },
      'entries.0.id',
      'Ungültiges Format',
    ],
    [
      'an unknown kind',
      { entries: [{ type: 'job', id: 1 }] },
      'entries.0.type',
      'Ungültiges Format',
    ],
    [
      'only unknown entries',
      { entries: [{ type: 'location', id: 987654 }] },
      'entries',
      'Keiner dieser Einträge ist mehr verfügbar.',
    ],
  ])('refuses %s with 422 and stores nothing', async (_case, body, field, message) => {
    const before = await t.platform.services.db('shortlists_lists').count('* as n').first();
    const response = await create(body);
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
    expect(await t.platform.services.db('shortlists_lists').count('* as n').first()).toEqual(
      before,
    );
  });

  it('keeps only public entries, when shared and when opened', async () => {
    const [{ id: hiddenId }] = await t.platform.services
      .db('catalog_locations')
      .insert({ full_name: 'Noch nicht frei', category_id: 516, approved: false })
      .returning('id');
    const created = await create({
      entries: [
        { type: 'location', id: hiddenId },
        { type: 'location', id: venues[2]!.id },
        { type: 'location', id: venues[0]!.id },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.entries).toEqual([
      { type: 'location', id: venues[2]!.id },
      { type: 'location', id: venues[0]!.id },
    ]);
    const before = await t.agent.get(`/api/guest/shortlists/${created.body.id}`);
    expect(before.body.locations.map((card: { id: number }) => card.id)).toEqual([
      venues[2]!.id,
      venues[0]!.id,
    ]);

    // An entry taken offline after sharing leaves the list's answer at once.
    await t.platform.services
      .db('catalog_locations')
      .where({ id: venues[2]!.id })
      .update({ approved: false });
    try {
      const after = await t.agent.get(`/api/guest/shortlists/${created.body.id}`);
      expect(after.status).toBe(200);
      expect(after.body.locations.map((card: { id: number }) => card.id)).toEqual([venues[0]!.id]);
    } finally {
      await t.platform.services
        .db('catalog_locations')
        .where({ id: venues[2]!.id })
        .update({ approved: true });
    }
  });

  it('refuses a share without the CSRF token', async () => {
    const response = await create(
      { entries: [{ type: 'location', id: venues[0]!.id }] },
      { csrf: false },
    );
    expect(response.status).toBe(403);
  });

  it('limits sharing to ten lists a minute per address', async () => {
    const statuses: number[] = [];
    let limited: { body: { message: string }; headers: Record<string, string> } | null = null;
    for (let i = 0; i < 12; i += 1) {
      const response = await create(
        { entries: [{ type: 'location', id: venues[0]!.id }] },
        { ip: '10.4.0.1' },
      );
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(limited!.body.message).toBe(
      'Du hast das Limit für Formularübermittlungen erreicht. Bitte versuche es in einer Minute erneut.',
    );
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
