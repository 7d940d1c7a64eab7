import { createTestPlatform, type TestPlatform } from './test-platform';

const NOW = new Date('2026-11-21T12:00:00Z');
const FORMAT = 'Ungültiges Format';

/**
 * The hostile values found by probing the public site, each answered as bad input (4xx with the
 * spec's texts), never as a server failure. The generated sweep over every route is in
 * `hostile-input.property.int.test.ts`.
 */
describe('hostile input', () => {
  let t: TestPlatform;
  let client = 0;
  beforeAll(async () => {
    t = await createTestPlatform({
      now: () => NOW,
      env: { TRUST_PROXY: 'true', FORM_RATE_LIMIT_PER_MINUTE: '10000' },
    });
    await t.platform.seed({
      demo: true,
      counts: { locations: 12, providers: 4, photos: 1, articles: 12 },
    });
  }, 120_000);
  afterAll(() => t.close());

  async function post(path: string, body: unknown) {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    client += 1;
    return agent
      .post(path)
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', `10.11.${Math.floor(client / 250)}.${client % 250}`)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));
  }

  describe('a NUL character is refused once, with 422 and the format text', () => {
    it.each([
      '/api/guest/search/locations?q=%00',
      '/api/guest/search/providers?q=a%00b',
      '/api/guest/search/suggest?q=%00&scope=locations',
      '/api/guest/search/locations/suggest?q=%00',
      '/api/guest/magazine/search?q=%00',
      '/api/guest/magazine/articles?suche_tag1=%00',
      '/api/guest/search/landing-pages/by-path?path=/locations/%00',
      '/api/guest/editorial/pages/1%00',
      '/api/guest/editorial/categories/%00',
      '/api/guest/locations/%00',
    ])('GET %s', async (url) => {
      const response = await t.agent.get(url);
      expect(response.status).toBe(422);
      expect(JSON.stringify(response.body)).toContain(FORMAT);
    });

    it('in a JSON body: login, request comment, client error log, article contact form', async () => {
      const login = await post('/api/auth/login', { login: '\u0000', password: 'x' });
      expect(login.status).toBe(422);
      expect(login.body.errors.login).toEqual([FORMAT]);
      const location = await t.platform.services
        .db('catalog_locations')
        .where({ approved: true })
        .orderBy('id')
        .first('id');
      const request = await post('/api/guest/requests', {
        entries: [{ type: 'location', id: location.id }],
        first_name: 'Anna',
        last_name: 'Muster',
        email: 'anna@example.ch',
        phone: '+41 44 123 45 67',
        desired_date: '2099-01-01',
        people: 20,
        comment: '\u0000',
      });
      expect(request.status).toBe(422);
      expect(request.body.errors.comment).toEqual([FORMAT]);
      const log = await post('/api/guest/common/log', { errorMessage: 'kaputt\u0000' });
      expect(log.status).toBe(422);
      expect(log.body.errors.errorMessage).toEqual([FORMAT]);
      const contact = await post('/api/guest/magazine/articles/8/contact', {
        first_name: 'Anna',
        family_name: 'Muster',
        email: 'anna@example.ch',
        message: 'Hallo\u0000',
      });
      expect(contact.status).toBe(422);
      expect(contact.body.errors.message).toEqual([FORMAT]);
    });

    it('in a nested value and in a key', async () => {
      const nested = await post('/api/guest/requests', { entries: [{ type: 'loc\u0000' }] });
      expect(nested.status).toBe(422);
      expect(nested.body.errors['entries.0.type']).toEqual([FORMAT]);
      const key = await post('/api/guest/common/log', { 'a\u0000': 1, errorMessage: 'x' });
      expect(key.status).toBe(422);
    });

    it('in the cookies the API reads (session, CSRF)', async () => {
      const agent = t.newAgent();
      const token = await t.csrf(agent);
      for (const path of ['/api/auth/session', '/api/user/profile']) {
        const response = await t.agent
          .get(path)
          .set('Cookie', 'ea_session=a%00b; ea_csrf=%00')
          .set('X-Forwarded-For', '10.12.0.1');
        expect(response.status).toBeLessThan(500);
      }
      const log = await agent
        .post('/api/guest/common/log')
        .set('X-CSRF-Token', token)
        .set('Cookie', 'ea_session=%00')
        .set('X-Forwarded-For', '10.12.0.2')
        .send({ errorMessage: 'kaputt' });
      expect(log.status).toBeLessThan(500);
    });
  });

  describe('ids and pages are digits only', () => {
    it.each([
      '/api/guest/locations/0x1f',
      '/api/guest/locations/1e1',
      '/api/guest/locations/%2031',
      '/api/guest/locations/31%20',
      '/api/guest/locations/+31',
      '/api/guest/locations/31.0',
      '/api/guest/locations/2147483648',
      '/api/guest/locations/99999999999999999999999',
      '/api/guest/providers/0x1',
      '/api/guest/editorial/pages/1e1',
      '/api/guest/search/locations?page=0x2',
      '/api/guest/search/locations?page=2e0',
      '/api/guest/search/locations?page[]=2&page[]=3',
      '/api/guest/search/locations?page=2&page=3',
      '/api/guest/search/locations?persons=0x10',
      '/api/guest/search/locations?area=1e3',
      '/api/guest/search/locations?distance=',
      '/api/guest/magazine/articles?page=0x2',
      '/api/guest/jobs?page=1e0',
    ])('GET %s is refused (404 or 422)', async (url) => {
      const response = await t.agent.get(url);
      expect([404, 422]).toContain(response.status);
    });

    it('a boolean or an array where a number is expected is refused, not stored as 1', async () => {
      const location = await t.platform.services
        .db('catalog_locations')
        .where({ approved: true })
        .orderBy('id')
        .first('id');
      const valid = {
        entries: [{ type: 'location', id: location.id }],
        first_name: 'Anna',
        last_name: 'Muster',
        email: 'anna@example.ch',
        phone: '+41 44 123 45 67',
        desired_date: '2099-01-01',
      };
      for (const people of [true, ['20'], '0x14', '2e1', ' 20', 20.5]) {
        const response = await post('/api/guest/requests', { ...valid, people });
        expect({ people, status: response.status }).toEqual({ people, status: 422 });
        expect(response.body.errors.people).toBeDefined();
      }
      const log = await post('/api/guest/common/log', { errorMessage: 'x', errorLine: true });
      expect(log.status).toBe(422);
      expect((await post('/api/guest/requests', { ...valid, people: '20' })).status).toBe(201);
    });
  });

  describe('stored texts have a length cap', () => {
    it('a 100,000-character client error report is refused', async () => {
      const before = await t.platform.services.db('site_client_errors').count('* as n').first();
      const response = await post('/api/guest/common/log', { errorMessage: 'x'.repeat(100_000) });
      expect(response.status).toBe(422);
      const long = await post('/api/guest/common/log', {
        errorMessage: 'kaputt',
        errorStack: 'y'.repeat(100_000),
      });
      expect(long.status).toBe(422);
      const after = await t.platform.services.db('site_client_errors').count('* as n').first();
      expect(after).toEqual(before);
    });

    it('a 5,000-character search text is refused', async () => {
      const response = await t.agent.get(`/api/guest/magazine/search?q=${'a'.repeat(5_000)}`);
      expect(response.status).toBe(422);
    });
  });

  describe("the owners' area", () => {
    async function owner() {
      client += 1;
      const address = `10.13.${Math.floor(client / 250)}.${client % 250}`;
      return { ...(await t.signIn('venue', 'Venue1234', address)), address };
    }

    it('refuses hex, exponent and boolean versions instead of acting on them', async () => {
      const { agent, token, address } = await owner();
      const db = t.platform.services.db;
      const venue = await db('accounts_users').where({ login_name: 'venue' }).first('id');
      const location = await db('catalog_locations')
        .where({ owner_user_id: venue.id })
        .orderBy('id')
        .first('id');
      const [room] = await db('catalog_rooms')
        .insert({ location_id: location.id, name: 'Probe', order: 98 })
        .returning('id');
      const rooms = await agent
        .get(`/api/user/locations/${location.id}/rooms`)
        .set('X-Forwarded-For', address)
        .expect(200);
      const version = rooms.body.version as number;
      for (const spelled of [`0x${version.toString(16)}`, `${version}e0`, ` ${version}`]) {
        const response = await agent
          .delete(
            `/api/user/locations/${location.id}/rooms/${room.id}?version=${encodeURIComponent(spelled)}`,
          )
          .set('X-CSRF-Token', token)
          .set('X-Forwarded-For', address);
        expect({ spelled, status: response.status }).toEqual({ spelled, status: 422 });
      }
      expect(await db('catalog_rooms').where({ id: room.id }).first('id')).toBeDefined();
      const section = await agent
        .put(`/api/user/locations/${location.id}/basic`)
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-For', address)
        .send({ version: 2 ** 53, values: {} });
      expect(section.status).toBe(422);
    });

    it('refuses NUL in a profile, a section text and a reply', async () => {
      const { agent, token, address } = await owner();
      const db = t.platform.services.db;
      const venue = await db('accounts_users').where({ login_name: 'venue' }).first('id');
      const location = await db('catalog_locations')
        .where({ owner_user_id: venue.id })
        .orderBy('id')
        .first('id');
      const [request] = await db('requests_requests')
        .insert({
          group_id: '00000000-0000-4000-8000-000000000012',
          entry_type: 'location',
          entry_id: location.id,
          first_name: 'Anna',
          last_name: 'Muster',
          email: 'anna@example.ch',
          phone: '+41 44 123 45 67',
          desired_date: '2099-01-01',
          people: 50,
        })
        .returning('id');
      const send = (method: 'put' | 'post', url: string, body: unknown) =>
        agent[method](url)
          .set('X-CSRF-Token', token)
          .set('X-Forwarded-For', address)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
      const profile = await send('put', '/api/user/profile', {
        first_name: 'Ve\u0000ra',
        last_name: 'Gastgeberin',
        username: 'Seehotel Team',
      });
      expect(profile.status).toBe(422);
      expect(profile.body.errors.first_name).toEqual([FORMAT]);
      const state = await agent
        .get(`/api/user/locations/${location.id}/basic`)
        .set('X-Forwarded-For', address)
        .expect(200);
      const section = await send('put', `/api/user/locations/${location.id}/basic`, {
        version: state.body.version,
        values: { ...state.body.values, summary: 'Am See\u0000' },
      });
      expect(section.status).toBe(422);
      expect(section.body.errors['values.summary']).toEqual([FORMAT]);
      const reply = await send('post', `/api/user/requests/view/${request.id}/reply`, {
        message: 'Gerne\u0000',
      });
      expect(reply.status).toBe(422);
      expect(reply.body.errors.message).toEqual([FORMAT]);
      const page = await agent
        .get(`/api/user/requests/location/open/${location.id}?page=0x2`)
        .set('X-Forwarded-For', address);
      expect(page.status).toBe(422);
    });
  });
});
