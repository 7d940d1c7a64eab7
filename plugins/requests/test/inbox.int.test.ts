import {
  OUTBOX_TABLE,
  createTestPlatform,
  waitForSentMail,
  type TestPlatform,
} from '@eventalp/platform-api/testing';

describe("the owners' requests inbox and dashboard analytics", () => {
  let t: TestPlatform;
  let own: { id: number; full_name: string };
  let foreign: { id: number };
  let client = 0;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    const db = t.platform.services.db;
    const venue = await db('accounts_users').where({ login_name: 'venue' }).first('id');
    own = await db('catalog_locations')
      .where({ owner_user_id: venue.id, approved: true })
      .whereNull('release_at')
      .orderBy('id')
      .first('id', 'full_name');
    foreign = await db('catalog_locations')
      .where((q) => q.whereNot({ owner_user_id: venue.id }).orWhereNull('owner_user_id'))
      .where({ approved: true })
      .whereNull('release_at')
      .whereNull('expires_at')
      .orderBy('id')
      .first('id');
  });
  afterAll(() => t.close());

  async function agentFor(login?: string, password?: string) {
    client += 1;
    const ip = `10.5.0.${client}`;
    const anonymous = async () => {
      const agent = t.newAgent();
      return { agent, token: await t.csrf(agent) };
    };
    const { agent, token } = login ? await t.signIn(login, password!, ip) : await anonymous();
    return {
      get: (path: string) => agent.get(path).set('X-Forwarded-For', ip),
      post: (path: string, body?: object) =>
        agent.post(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip).send(body),
      put: (path: string, body?: object) =>
        agent.put(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip).send(body),
      del: (path: string) =>
        agent.delete(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip),
    };
  }

  let requestId: number;
  it('shows an owner only their part of a request to several entries', async () => {
    const visitor = await agentFor();
    const sent = await visitor.post('/api/guest/requests', {
      entries: [
        { type: 'location', id: own.id },
        { type: 'location', id: foreign.id },
      ],
      first_name: 'Anna',
      last_name: 'Muster',
      email: 'anna.inbox@example.ch',
      phone: '+41 44 123 45 67',
      desired_date: '2099-06-20',
      people: 80,
      comment: 'Saal mit Bühne?',
    });
    expect(sent.status).toBe(201);
    requestId = sent.body.requests.find((r: { entry: { id: number } }) => r.entry.id === own.id).id;
    const otherId = sent.body.requests.find(
      (r: { entry: { id: number } }) => r.entry.id === foreign.id,
    ).id;
    const owner = await agentFor('venue', 'Venue1234');
    const open = await owner.get(`/api/user/requests/location/open/${own.id}`);
    expect(open.status).toBe(200);
    expect(open.body.data[0]).toMatchObject({ id: requestId, first_name: 'Anna', status: 'open' });
    expect((await owner.get(`/api/user/requests/view/${otherId}`)).status).toBe(404);
    expect((await owner.get(`/api/user/requests/location/open/${foreign.id}`)).status).toBe(404);
    const counts = await owner.get('/api/user/requests/counts');
    expect(
      counts.body.data.find(
        (e: { id: number; type: string }) => e.id === own.id && e.type === 'location',
      ).open,
    ).toBeGreaterThanOrEqual(1);
  });

  it('replies by e-mail through the outbox, keeps the reply, archives and restores', async () => {
    const owner = await agentFor('venue', 'Venue1234');
    expect(
      (await owner.post(`/api/user/requests/view/${requestId}/reply`, { message: '' })).status,
    ).toBe(422);
    const reply = await owner.post(`/api/user/requests/view/${requestId}/reply`, {
      message: 'Gerne, der Seesaal hat eine Bühne.',
    });
    expect(reply.status).toBe(200);
    const mail = await waitForSentMail(t.platform, 'anna.inbox@example.ch', 10_000, 0);
    const replies = await t.platform.services
      .db(OUTBOX_TABLE)
      .where({ to: 'anna.inbox@example.ch' })
      .where('subject', 'like', 'Antwort auf deine Anfrage%');
    expect(replies).toHaveLength(1);
    expect(replies[0].reply_to).toBe('venue@eventalp.ch');
    expect(mail).toBeTruthy();
    const view = await owner.get(`/api/user/requests/view/${requestId}`);
    expect(view.body.replies).toMatchObject([{ message: 'Gerne, der Seesaal hat eine Bühne.' }]);
    expect(view.body.request).toMatchObject({
      comment: 'Saal mit Bühne?',
      phone: '+41 44 123 45 67',
    });
    expect((await owner.post(`/api/user/requests/view/${requestId}/archive`)).status).toBe(200);
    const archived = await owner.get(`/api/user/requests/location/archived/${own.id}`);
    expect(archived.body.data.map((r: { id: number }) => r.id)).toContain(requestId);
    const openNow = await owner.get(`/api/user/requests/location/open/${own.id}`);
    expect(openNow.body.data.map((r: { id: number }) => r.id)).not.toContain(requestId);
    expect((await owner.post(`/api/user/requests/view/${requestId}/restore`)).status).toBe(200);
    const all = await owner.get(`/api/user/requests/location/all/${own.id}`);
    expect(all.body.total).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['an empty reply', { message: '' }, 'message', 'Dieses Feld ist erforderlich.'],
    ['a reply of one letter', { message: 'x' }, 'message', null],
    ['a reply that is no text', { message: 42 }, 'message', null],
    ['a reply longer than 5000 characters', { message: 'a'.repeat(5001) }, 'message', null],
    ['no body at all', undefined, 'message', null],
  ])('refuses %s with 422, storing and sending nothing', async (_case, body, field, message) => {
    const owner = await agentFor('venue', 'Venue1234');
    const before = await owner.get(`/api/user/requests/view/${requestId}`);
    const response = await owner.post(`/api/user/requests/view/${requestId}/reply`, body);
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toHaveLength(1);
    if (message) expect(response.body.errors[field]).toEqual([message]);
    expect((await owner.get(`/api/user/requests/view/${requestId}`)).body.replies).toEqual(
      before.body.replies,
    );
  });

  it.each([
    ['an unknown view', () => `/api/user/requests/location/deleted/${own.id}`],
    ['an unknown kind', () => `/api/user/requests/hotel/open/${own.id}`],
    ['an entity id that is no number', () => '/api/user/requests/location/open/abc'],
    ['an entity id of zero', () => '/api/user/requests/location/open/0'],
    ['an entity id beyond the range', () => '/api/user/requests/location/open/99999999999'],
    ['a page of zero', () => `/api/user/requests/location/open/${own.id}?page=0`],
    ['a page that is no number', () => `/api/user/requests/location/open/${own.id}?page=zwei`],
    ['a request id that is no number', () => '/api/user/requests/view/abc'],
    ['a negative request id', () => '/api/user/requests/view/-4'],
    ['a reply to a request id that is no number', () => '/api/user/requests/view/x1/reply'],
    [
      'an archive of a request id beyond the range',
      () => '/api/user/requests/view/99999999999/archive',
    ],
  ])('answers 4xx, never 5xx, for %s', async (_case, path) => {
    const owner = await agentFor('venue', 'Venue1234');
    const url = path();
    const response =
      url.endsWith('reply') || url.endsWith('archive')
        ? await owner.post(url, { message: 'Gerne.' })
        : await owner.get(url);
    expect([404, 422]).toContain(response.status);
  });

  it('counts detail views, favourites, requests and search impressions per day for the dashboard', async () => {
    const visitor = await agentFor();
    const detail = (await t.agent.get(`/api/guest/locations/${own.id}`)).body;
    expect(
      (await visitor.post('/api/guest/analytics/events', { event: 'view', url: detail.path }))
        .status,
    ).toBe(204);
    await visitor.post('/api/guest/analytics/events', {
      event: 'view',
      url: `${detail.path}?preview=1`,
    });
    await visitor.post('/api/guest/analytics/events', {
      event: 'favourite',
      type: 'location',
      id: own.id,
    });
    expect(
      (
        await visitor.post('/api/guest/analytics/events', {
          event: 'favourite',
          type: 'hotel',
          id: 1,
        })
      ).status,
    ).toBe(422);
    await t.agent.get('/api/guest/search/locations?per_page=100').expect(200);
    const owner = await agentFor('venue', 'Venue1234');
    const dashboard = await owner.get('/api/user/analytics');
    expect(dashboard.status).toBe(200);
    const entry = dashboard.body.entries.find(
      (e: { id: number; type: string }) => e.type === 'location' && e.id === own.id,
    );
    expect(entry.days).toHaveLength(90);
    expect(entry.totals).toMatchObject({ views: 1, favourites: 1, requests: 1 });
    expect(entry.totals.impressions).toBeGreaterThanOrEqual(1);
    expect(dashboard.body.entries.some((e: { id: number }) => e.id === foreign.id)).toBe(false);
  });

  it('changes the profile: name, e-mail with re-verification, password with the current one, sign out everywhere', async () => {
    const owner = await agentFor('venue', 'Venue1234');
    const second = await agentFor('venue', 'Venue1234');
    const named = await owner.put('/api/user/profile', {
      first_name: 'Vera',
      last_name: 'Neu',
      username: 'Seehotel Team',
    });
    expect(named.body.profile).toMatchObject({ last_name: 'Neu' });
    const wrong = await owner.put('/api/user/profile/email', {
      email: 'vera@neu.example',
      current_password: 'falsch',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      current_password: ['Das aktuelle Passwort ist nicht korrekt.'],
    });
    const taken = await owner.put('/api/user/profile/email', {
      email: 'admin@eventalp.ch',
      current_password: 'Venue1234',
    });
    expect(taken.body.errors).toEqual({ email: ['Diese E-Mail-Adresse ist bereits registriert.'] });
    const changed = await owner.put('/api/user/profile/email', {
      email: 'vera@neu.example',
      current_password: 'Venue1234',
    });
    expect(changed.body.profile).toMatchObject({
      email: 'venue@eventalp.ch',
      pending_email: 'vera@neu.example',
      email_verified: true,
    });
    const mail = await waitForSentMail(t.platform, 'vera@neu.example');
    const token = /verify\/([\w-]+)/.exec(mail.text)![1]!;
    expect((await owner.post('/api/auth/email/verify', { token })).status).toBe(200);
    expect((await owner.get('/api/user/profile')).body).toMatchObject({
      email: 'vera@neu.example',
      pending_email: null,
    });
    const password = await owner.put('/api/user/profile/password', {
      current_password: 'Venue1234',
      password: 'Neues123',
      password_confirmation: 'Neues123',
    });
    expect(password.status).toBe(200);
    expect((await second.get('/api/user/profile')).status).toBe(401);
    expect((await owner.get('/api/user/profile')).status).toBe(200);
    expect((await owner.del('/api/user/profile/sessions')).status).toBe(204);
    expect((await owner.get('/api/user/profile')).status).toBe(401);
  });
});
