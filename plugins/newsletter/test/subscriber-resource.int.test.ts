import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

/**
 * Newsletter subscribers in the back office (admin only): the list searches by address and
 * filters by status, language, country and date, sorted either way; the CSV export has the list's
 * filters; an admin unsubscribes an address or deletes it for good, both audited without the
 * address itself.
 */
describe('back-office newsletter subscribers', () => {
  let t: TestPlatform;
  let admin: Awaited<ReturnType<TestPlatform['signIn']>>;
  const base = '/api/backoffice/newsletter-subscribers';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    admin = await t.signIn('admin', 'Admin1234', '10.40.0.1');
    const rows = [
      ['anna@abo.example', 'confirmed', 'de-CH', 1, '2026-03-01T10:00:00Z'],
      ['bruno@abo.example', 'pending', 'fr', 1, '2026-04-01T10:00:00Z'],
      ['clara@abo.example', 'unsubscribed', 'de-DE', 2, '2026-05-01T10:00:00Z'],
      ['dora@abo.example', 'confirmed', 'it', 3, '2026-06-01T10:00:00Z'],
    ] as const;
    for (const [email, status, locale, country, at] of rows) {
      const [row] = await t.platform.services
        .db('newsletter_subscribers')
        .insert({
          email,
          status,
          locale,
          country_category: country,
          created_at: at,
          confirm_token_hash: status === 'pending' ? `hash-${email}` : null,
          ip: '10.0.0.9',
          confirmed_at: status === 'confirmed' ? at : null,
        })
        .returning('id');
      ids[email.split('@')[0]!] = Number(row.id);
    }
  }, 400_000);
  afterAll(() => t.close());

  const get = (url: string) => admin.agent.get(url);
  /** The addresses listed, of this test's subscribers unless the query searches otherwise. */
  const emails = async (query: string) =>
    (
      await get(`${base}?${query.includes('q=') ? '' : 'q=abo.example&'}${query}`).expect(200)
    ).body.data.map((row: { email: string }) => row.email);

  it('is for admins only: anonymous 401, a public user and every other role 403', async () => {
    await t.newAgent().get(base).expect(401);
    for (const [login, password, ip] of [
      ['venue', 'Venue1234', '10.40.0.2'],
      ['editor', 'Editor1234', '10.40.0.3'],
      ['sales', 'Sales1234', '10.40.0.4'],
    ] as const) {
      const who = await t.signIn(login, password, ip);
      await who.agent.get(base).expect(403);
      await who.agent.get(`${base}/export`).expect(403);
      await who.agent
        .post(`${base}/${ids.anna}/unsubscribe`)
        .set('X-CSRF-Token', who.token)
        .send({})
        .expect(403);
    }
  });

  it('searches by address, filters by status, language, country and date, sorts both ways', async () => {
    expect(await emails('sort=email&order=asc')).toEqual([
      'anna@abo.example',
      'bruno@abo.example',
      'clara@abo.example',
      'dora@abo.example',
    ]);
    expect(await emails('')).toEqual([
      'dora@abo.example',
      'clara@abo.example',
      'bruno@abo.example',
      'anna@abo.example',
    ]);
    expect(await emails('status=confirmed&sort=email&order=asc')).toEqual([
      'anna@abo.example',
      'dora@abo.example',
    ]);
    expect(await emails('status=unsubscribed')).toEqual(['clara@abo.example']);
    expect(await emails('locale=fr')).toEqual(['bruno@abo.example']);
    expect(await emails('country_category=3')).toEqual(['dora@abo.example']);
    expect(
      await emails('created_from=2026-04-01&created_to=2026-05-02&sort=email&order=asc'),
    ).toEqual(['bruno@abo.example', 'clara@abo.example']);
    expect(await emails('q=BRUNO')).toEqual(['bruno@abo.example']);
    const { body } = await get(`${base}/${ids.bruno}`).expect(200);
    expect(body).toMatchObject({ email: 'bruno@abo.example', status: 'pending', locale: 'fr' });
    expect(JSON.stringify(body)).not.toMatch(/token_hash|"ip"|10\.0\.0\.9/);
  });

  it('exports the filtered, sorted list as CSV without token hashes or addresses of clients', async () => {
    const response = await get(
      `${base}/export?q=abo.example&status=confirmed&sort=email&order=asc`,
    ).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id;email;status;locale;country_category;confirm_token_expires_at;confirmed_at;unsubscribed_at;created_at;updated_at',
    );
    expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual([
      'anna@abo.example',
      'dora@abo.example',
    ]);
    expect(response.text).not.toMatch(/hash-|10\.0\.0\.9/);
  });

  it.each([
    ['an unknown status', '?status=active', 'status'],
    ['an unknown language', '?locale=es', 'locale'],
    ['a country that does not exist', '?country_category=4', 'country_category'],
    ['a bad date', '?created_from=gestern', 'created_from'],
    ['an unknown sort field', '?sort=ip', 'sort'],
    ['an unknown filter', '?confirm_token_hash=x', 'confirm_token_hash'],
  ])('answers 422 for %s', async (_case, query, field) => {
    const { body } = await get(`${base}${query}`).expect(422);
    expect(body.errors[field]).toEqual(['Ungültiges Format']);
  });

  it('unsubscribes an address once, audited without the address', async () => {
    const unsubscribe = (id: number) =>
      admin.agent.post(`${base}/${id}/unsubscribe`).set('X-CSRF-Token', admin.token).send({});
    const { body } = await unsubscribe(ids.anna!).expect(200);
    expect(body).toMatchObject({ status: 'unsubscribed', unsubscribed_at: expect.any(String) });
    // Again: nothing to do, no second audit entry.
    await unsubscribe(ids.anna!).expect(200);
    const history = (await get(`${base}/${ids.anna}/history`).expect(200)).body.data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'unsubscribe', actor_name: expect.any(String) });
    expect(history[0].changed).toEqual(expect.arrayContaining(['status', 'unsubscribed_at']));
    expect(history[0].after.status).toBe('unsubscribed');
    expect(JSON.stringify(history[0])).not.toContain('anna@abo.example');
    await unsubscribe(999_999).expect(404);
    await admin.agent
      .post(`${base}/abc/unsubscribe`)
      .set('X-CSRF-Token', admin.token)
      .send({})
      .expect(422);
  });

  it('deletes an address for good (erasure): gone from the list and from the audit log', async () => {
    await admin.agent.delete(`${base}/${ids.bruno}`).set('X-CSRF-Token', admin.token).expect(204);
    await get(`${base}/${ids.bruno}`).expect(404);
    expect(await emails('q=bruno')).toEqual([]);
    const history = (await get(`${base}/${ids.bruno}/history`).expect(200)).body.data;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['delete']);
    const logged = await t.platform.services
      .db('platform_audit_log')
      .where({ resource: 'newsletter-subscribers' })
      .select('before', 'after');
    expect(JSON.stringify(logged)).not.toMatch(/@abo\.example/);
    await admin.agent.delete(`${base}/${ids.bruno}`).set('X-CSRF-Token', admin.token).expect(404);
  });
});
