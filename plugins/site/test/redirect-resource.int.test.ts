import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

/**
 * The redirect table through the back-office resource routes the host makes from
 * `redirectResource`: list (filters, search, sort, pages), CSV export, create, change, delete,
 * bulk delete, history, and the contract's answers to bad input and missing rights.
 */
describe('back-office redirects', () => {
  let t: TestPlatform;
  let admin: Awaited<ReturnType<TestPlatform['signIn']>>;
  let adminId: number;
  const base = '/api/backoffice/redirects';

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo' });
    admin = await t.signIn('admin', 'Admin1234');
    adminId = (
      await t.platform.services.db('accounts_users').where({ login_name: 'admin' }).first('id')
    ).id;
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string) => admin.agent.get(url);
  const send = (method: 'post' | 'put' | 'delete', url: string, body?: object) =>
    admin.agent[method](url).set('X-CSRF-Token', admin.token).send(body);

  it('keeps anonymous visitors (401) and public users (403) out of every route', async () => {
    await t.newAgent().get(base).expect(401);
    const venue = await t.signIn('venue', 'Venue1234');
    await venue.agent.get(base).expect(403);
    await venue.agent.get(`${base}/1/history`).expect(403);
    await venue.agent
      .post(base)
      .set('X-CSRF-Token', venue.token)
      .send({ from: '/x', to: '/y', status: 301 })
      .expect(403);
  });

  it('lists with paging, sort, search and filters', async () => {
    const all = await get(base).expect(200);
    expect(all.body).toMatchObject({ total: 4, page: 1, per_page: 25, page_count: 1 });
    expect(all.body.data.map((row: { from: string }) => row.from)).toEqual([
      '/award',
      '/site/_eventalp/hochzeit.html',
      '/site/_redaktionell/52/magazin.html',
      '/site/extern/kontakt.html',
    ]);
    const second = await get(`${base}?per_page=3&page=2&sort=from&order=desc`).expect(200);
    expect(second.body).toMatchObject({ total: 4, page: 2, per_page: 3, page_count: 2 });
    expect(second.body.data.map((row: { from: string }) => row.from)).toEqual(['/award']);
    const temporary = await get(`${base}?status=302`).expect(200);
    expect(temporary.body.data.map((row: { to: string }) => row.to)).toEqual([
      '/site/de/swisslocationaward',
    ]);
    const searched = await get(`${base}?q=MAGAZIN`).expect(200);
    expect(searched.body.total).toBe(1);
    expect((await get(`${base}?q=100%25`).expect(200)).body.total).toBe(0);
    expect((await get(`${base}?active=false`).expect(200)).body.total).toBe(0);
  });

  it.each([
    ['an unknown sort field', '?sort=password', 'sort'],
    ['an unknown order', '?order=up', 'order'],
    ['an unknown filter', '?owner=1', 'owner'],
    ['a page beyond the last', '?page=2', 'page'],
    ['page 0', '?page=0', 'page'],
    ['too many rows per page', '?per_page=101', 'per_page'],
    ['a bad boolean', '?active=ja', 'active'],
    ['a bad status', '?status=303', 'status'],
  ])('answers 422 for %s', async (_case, query, field) => {
    const { body } = await get(`${base}${query}`).expect(422);
    expect(body.errors[field]).toEqual(['Ungültiges Format']);
  });

  it.each([
    [
      'nothing',
      {},
      { from: ['Dieses Feld ist erforderlich.'], to: ['Dieses Feld ist erforderlich.'] },
    ],
    [
      'a source that is no path',
      { from: 'alt.html', to: '/neu', status: 301 },
      { from: ['Ungültiges Format'] },
    ],
    [
      'a target that is no address',
      { from: '/alt', to: 'ftp://x', status: 301 },
      { to: ['Ungültiges Format'] },
    ],
    [
      'a redirect to itself',
      { from: '/alt', to: '/alt', status: 301 },
      { to: ['Ungültiges Format'] },
    ],
    ['status 303', { from: '/alt', to: '/neu', status: 303 }, { status: ['Ungültiges Format'] }],
    [
      'an overlong source',
      { from: `/${'a'.repeat(2000)}`, to: '/neu', status: 301 },
      { from: ['Dieses Feld darf maximal 2000 Zeichen lang sein.'] },
    ],
    [
      'a source that has a redirect',
      { from: '/award', to: '/neu', status: 301 },
      { from: ['Für diesen Pfad gibt es schon eine Weiterleitung.'] },
    ],
  ])('refuses %s with the spec texts', async (_case, body, errors) => {
    const response = await send('post', base, body).expect(422);
    expect(response.body.errors).toMatchObject(errors);
  });

  it('needs the CSRF token to change anything', async () => {
    const response = await admin.agent
      .post(base)
      .send({ from: '/a', to: '/b', status: 301 })
      .expect(403);
    expect(response.body.message).toBe('Die Sitzung ist abgelaufen. Bitte lade die Seite neu.');
  });

  it('creates, changes and deletes a redirect, each with its audit entry', async () => {
    const created = await send('post', base, {
      from: '/alt/seite.html',
      to: '/neu',
      status: '302',
    }).expect(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      from: '/alt/seite.html',
      status: 302,
      active: true,
      created_by: adminId,
      updated_by: adminId,
    });
    const rules = await t.newAgent().get('/api/redirects/getall/front').expect(200);
    expect(rules.body).toContainEqual({ from: '/alt/seite.html', to: '/neu', status: 302 });

    const changed = await send('put', `${base}/${id}`, {
      ...created.body,
      to: '/neuer',
      id: 999,
    }).expect(200);
    expect(changed.body).toMatchObject({ id, to: '/neuer', from: '/alt/seite.html' });
    // Saving the same values again changes nothing and writes no entry.
    await send('put', `${base}/${id}`, changed.body).expect(200);
    expect((await get(`${base}/${id}`).expect(200)).body).toEqual(changed.body);

    await send('delete', `${base}/${id}`).expect(204);
    await get(`${base}/${id}`).expect(404);
    await send('delete', `${base}/${id}`).expect(404);
    await send('put', `${base}/${id}`, changed.body).expect(404);

    const history = await get(`${base}/${id}/history`).expect(200);
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    const [deleted, update, create] = history.body.data;
    expect(update).toMatchObject({
      resource: 'redirects',
      record_id: id,
      actor_id: adminId,
      actor_name: 'Back Office',
      changed: ['to'],
      before: { to: '/neu' },
      after: { to: '/neuer' },
    });
    expect(create.before).toBeNull();
    expect(deleted.after).toBeNull();
    await get(`${base}/999999/history`).expect(404);
  });

  it('deletes many at once and counts what it deleted', async () => {
    const ids: number[] = [];
    for (const from of ['/bulk-a', '/bulk-b'])
      ids.push((await send('post', base, { from, to: '/ziel', status: 301 }).expect(201)).body.id);
    const { body } = await send('post', `${base}/bulk`, {
      action: 'delete',
      ids: [...ids, 999999],
    }).expect(200);
    expect(body.done).toBe(2);
    await get(`${base}/${ids[0]}`).expect(404);
    await send('post', `${base}/bulk`, { action: 'archive', ids }).expect(422);
    await send('post', `${base}/bulk`, { action: 'delete', ids: [] }).expect(422);
  });

  it('exports the filtered list as CSV', async () => {
    const response = await get(`${base}/export?status=302&sort=from`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain('redirects.csv');
    const lines = response.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('id;from;to;status;active;created_by;updated_by;created_at;updated_at');
    expect(lines.slice(1).map((line) => line.split(';')[1])).toEqual(['/award']);
    await get(`${base}/export?page=1`).expect(422);
  });

  it('answers 422 for an id that is no row id', async () => {
    for (const id of ['abc', '0', '99999999999'])
      expect((await get(`${base}/${id}`).expect(422)).body.errors.id).toEqual([
        'Ungültiges Format',
      ]);
  });

  it('keeps the count of a broad list (10,000 rows and more) until a write through the resource', async () => {
    const db = t.platform.services.db;
    await db.raw(
      `insert into site_redirects ("from", "to", status, active, created_at, updated_at)
       select '/massen/' || n, '/ziel', 301, true, now(), now() from generate_series(1, 10000) n`,
    );
    try {
      const counted = (await get(`${base}?q=/massen/`).expect(200)).body.total;
      expect(counted).toBe(10_000);
      // A row written elsewhere is not counted while the broad count is kept; its page is fresh.
      await db('site_redirects').insert({ from: '/massen/nebenbei', to: '/ziel', status: 301 });
      expect((await get(`${base}?q=/massen/&page=2`).expect(200)).body.total).toBe(10_000);
      // A write through the resource drops every kept count.
      await send('post', base, { from: '/massen/neu', to: '/ziel', status: '301' }).expect(201);
      expect((await get(`${base}?q=/massen/`).expect(200)).body.total).toBe(10_002);
      // A small list is always counted afresh.
      await db('site_redirects').insert({ from: '/wenige/1', to: '/ziel', status: 301 });
      expect((await get(`${base}?q=/wenige/`).expect(200)).body.total).toBe(1);
      await db('site_redirects').insert({ from: '/wenige/2', to: '/ziel', status: 301 });
      expect((await get(`${base}?q=/wenige/`).expect(200)).body.total).toBe(2);
    } finally {
      await db('site_redirects')
        .where('from', 'like', '/massen/%')
        .orWhere('from', 'like', '/wenige/%')
        .delete();
    }
  });
});
