import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

/**
 * The back-office list of accounts: filtered by role (through the roles index) and enabled,
 * sorted by username either way, paged; an unknown role lists nobody.
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
});
