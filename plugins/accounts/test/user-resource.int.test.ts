import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

/**
 * The back-office list of accounts: filtered by role (through the roles index) and enabled,
 * sorted by username either way, paged; an unknown role lists nobody. An admin signs an account
 * out everywhere (audited; the account stays enabled).
 */
describe('back-office users list', () => {
  let t: TestPlatform;
  let admin: Awaited<ReturnType<TestPlatform['signIn']>>;
  const base = '/api/backoffice/users';

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    admin = await t.signIn('admin', 'Admin1234', '10.32.0.1');
    const db = t.platform.services.db;
    await db('accounts_users').insert(
      ['Zora', 'anna', 'Bruno', 'Anna'].map((name, index) => ({
        username: `${name} Liste`,
        login_name: `liste-${index}`,
        email: `liste-${index}@example.ch`,
        first_name: name,
        last_name: 'Liste',
        password_hash: '!',
        roles: index === 2 ? ['media', 'public_user'] : ['public_user'],
        enabled: index !== 3,
      })),
    );
  }, 400_000);
  afterAll(() => t.close());

  type Listed = { login_name: string; roles: string[]; enabled: boolean };
  const list = async (query: string) =>
    (await admin.agent.get(`${base}?${query}`).expect(200)).body as {
      data: Listed[];
      total: number;
    };

  it('lists the holders of a role, also among several roles', async () => {
    const editors = await list('role=editor');
    expect(editors.data.map((user) => user.login_name)).toEqual(['editor']);
    const media = await list('role=media&q=liste&sort=username');
    expect(media.data.map((user) => user.login_name)).toEqual(['liste-2']);
    expect((await list('role=intern')).total).toBe(0);
  });

  it('filters by enabled and sorts by username both ways, paged', async () => {
    const ascending = await list('role=public_user&enabled=true&q=liste&sort=username&order=asc');
    const names = ascending.data.map((user) => user.login_name);
    expect(ascending.total).toBe(3);
    const db = t.platform.services.db;
    const expected = await db('accounts_users')
      .where('login_name', 'like', 'liste-%')
      .where({ enabled: true })
      .orderBy([{ column: 'username' }, { column: 'id' }])
      .pluck('login_name');
    expect(names).toEqual(expected);
    const descending = await list('role=public_user&enabled=true&q=liste&sort=username&order=desc');
    expect(descending.data.map((user) => user.login_name)).toEqual([...expected].reverse());
    const second = await list(
      'role=public_user&enabled=true&q=liste&sort=username&order=asc&per_page=2&page=2',
    );
    expect(second.data.map((user) => user.login_name)).toEqual(expected.slice(2));
    expect(second.total).toBe(3);
  });

  it('refuses a page past the last one', async () => {
    const { body } = await admin.agent.get(`${base}?role=editor&page=2`).expect(422);
    expect(Object.keys(body.errors)).toEqual(['page']);
  });

  it('signs a public user out everywhere, audited, and the account may sign in again', async () => {
    const db = t.platform.services.db;
    const venueId = (await db('accounts_users').where({ login_name: 'venue' }).first('id')).id;
    const phone = await t.signIn('venue', 'Venue1234', '10.32.0.2');
    const laptop = await t.signIn('venue', 'Venue1234', '10.32.0.3');
    await phone.agent.get('/api/auth/me').expect(200);
    const signOut = (who: typeof admin, id: number) =>
      who.agent.post(`${base}/${id}/sign-out`).set('X-CSRF-Token', who.token).send({});

    const editor = await t.signIn('editor', 'Editor1234', '10.32.0.4');
    await signOut(editor, venueId).expect(403);
    await signOut(phone, venueId).expect(403);
    await phone.agent.get('/api/auth/me').expect(200);

    const { body } = await signOut(admin, venueId).expect(200);
    expect(body).toMatchObject({ login_name: 'venue', enabled: true });
    await phone.agent.get('/api/auth/me').expect(401);
    await laptop.agent.get('/api/auth/me').expect(401);
    const history = (await admin.agent.get(`${base}/${venueId}/history`).expect(200)).body.data;
    expect(history[0]).toMatchObject({ action: 'sign-out', changed: [] });
    const again = await t.signIn('venue', 'Venue1234', '10.32.0.5');
    await again.agent.get('/api/auth/me').expect(200);

    await signOut(admin, 999_999).expect(404);
    await admin.agent
      .post(`${base}/x/sign-out`)
      .set('X-CSRF-Token', admin.token)
      .send({})
      .expect(422);
  });
});
