import { createTestPlatform, type TestPlatform } from './test-platform';

/** Every plugin's migrations run up, down to nothing and up again; seeds are idempotent. */
const small = { locations: 30, providers: 10, photos: 1 };

describe('migrations', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  const tables = async () =>
    (await t.platform.services.db('pg_tables').where({ schemaname: 'public' }).pluck('tablename'))
      .filter((name: string) => !name.startsWith('platform_migrations'))
      .sort();

  it('are reversible and ordered by plugin dependencies', async () => {
    const before = await tables();
    expect(before).toEqual(
      expect.arrayContaining([
        'accounts_users',
        'taxonomy_terms',
        'site_redirects',
        'magazine_tags',
        'packages_options',
        'platform_mail_outbox',
      ]),
    );
    const done: string[] = await t.platform.services
      .db('platform_migrations')
      .orderBy('id')
      .pluck('name');
    expect(done[0]!.startsWith('platform/')).toBe(true);

    const reverted = await t.platform.rollback(true);
    expect(reverted).toHaveLength(done.length);
    expect(await tables()).toEqual([]);

    const again = await t.platform.migrate();
    expect(again).toEqual(done);
    expect(await tables()).toEqual(before);
  });

  it('seeds are idempotent and start-up seeds only run once', async () => {
    await t.platform.seed({ demo: true, counts: small });
    const count = async (table: string) =>
      Number((await t.platform.services.db(table).count('* as c'))[0]!.c);
    const terms = await count('taxonomy_terms');
    const users = await count('accounts_users');
    await t.platform.seed({ demo: true, counts: small });
    expect(await count('taxonomy_terms')).toBe(terms);
    expect(await count('accounts_users')).toBe(users);
    expect(await t.platform.seed({ demo: true, onlyNew: true, counts: small })).toEqual([]);
  });
});
