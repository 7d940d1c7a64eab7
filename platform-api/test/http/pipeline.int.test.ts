import { z } from 'zod';
import {
  defineRoute,
  definePlugin,
  errorAnswer,
  NotFoundError,
  requiredText,
  RouteResponse,
} from '@eventalp/platform-sdk';
import { accountsPlugin } from '@eventalp/plugin-accounts';
import { createTestPlatform, type TestPlatform } from '../test-platform';

const echoAnswer = z.object({ id: z.number(), name: z.string() }).meta({ id: 'ProbeEcho' });
const secretAnswer = z.object({ secret: z.number() }).meta({ id: 'ProbeSecret' });
const okAnswer = z.object({ ok: z.boolean() }).meta({ id: 'ProbeOk' });

/** A plugin that exercises every step of the route pipeline. */
const probePlugin = definePlugin({
  id: 'probe',
  dependencies: ['accounts'],
  permissions: [
    { name: 'probe.secret', description: 'Read the secret', grantedToRoles: ['admin'] },
    { name: 'probe.booking', description: 'Per-user permission' },
  ],
  routes: () => [
    defineRoute({
      method: 'post',
      path: '/probe/echo/:id',
      summary: 'Echo validated input',
      access: 'public',
      input: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ name: requiredText({ min: 2, max: 10 }) }),
      },
      rateLimit: { points: 5, durationSeconds: 60 },
      responses: { 201: echoAnswer },
      async handler({ params, body }) {
        return new RouteResponse(201, { id: params.id, name: body.name });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/probe/secret',
      summary: 'Admin only',
      access: { permissions: ['probe.secret'] },
      responses: { 200: secretAnswer },
      async handler() {
        return { secret: 42 };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/probe/booking',
      summary: 'Needs a per-user permission',
      access: { permissions: ['probe.booking'] },
      responses: { 200: okAnswer },
      async handler() {
        return { ok: true };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/probe/missing',
      summary: 'Always 404',
      access: 'public',
      responses: { 404: errorAnswer },
      async handler() {
        throw new NotFoundError();
      },
    }),
    defineRoute({
      method: 'get',
      path: '/probe/crash',
      summary: 'Fails like a broken query',
      access: 'public',
      responses: { 200: okAnswer },
      async handler() {
        throw new Error('relation "secret_table" does not exist at /srv/app/query.ts:12');
      },
    }),
  ],
});

describe('HTTP pipeline', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ plugins: [accountsPlugin, probePlugin], seed: 'demo' });
  });
  afterAll(() => t.close());

  it('answers health, readiness, metrics and the OpenAPI document', async () => {
    await t.agent.get('/api/healthz').expect(200, { status: 'ok' });
    await t.agent.get('/api/readyz').expect(200, { status: 'ready', checks: { database: true } });
    const metrics = await t.agent.get('/api/metrics').expect(200);
    expect(metrics.text).toContain('http_request_duration_seconds_bucket{');
    expect(metrics.text).toContain('route="/api/healthz"');
    const openApi = await t.agent.get('/api/openapi.json').expect(200);
    const echo = openApi.body.paths['/api/probe/echo/{id}'].post;
    expect(echo.requestBody.content['application/json'].schema.properties.name.type).toBe('string');
    expect(echo.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(openApi.body.paths['/api/probe/secret'].get['x-access']).toEqual({
      permissions: ['probe.secret'],
    });
    expect(openApi.body.paths['/api/auth/login'].post.tags).toEqual(['accounts']);
  });

  it('gives every answer a request id, keeping a sane incoming one', async () => {
    const own = await t.agent.get('/api/healthz').set('X-Request-Id', 'abcd-1234-efgh').expect(200);
    expect(own.headers['x-request-id']).toBe('abcd-1234-efgh');
    const generated = await t.agent.get('/api/healthz').set('X-Request-Id', '<script>').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 for unknown API paths and typed not-found errors', async () => {
    await t.agent.get('/api/nothing/here').expect(404, { message: 'Nicht gefunden.' });
    await t.agent.get('/api/probe/missing').expect(404, { message: 'Nicht gefunden.' });
  });

  it('answers 500 without stack, SQL or paths', async () => {
    const response = await t.agent.get('/api/probe/crash').expect(500);
    expect(response.body.message).toBe('Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.');
    expect(JSON.stringify(response.body)).not.toMatch(/secret_table|query\.ts|at /);
  });

  it('rejects state changes without a valid CSRF token', async () => {
    const agent = t.newAgent();
    await agent.post('/api/probe/echo/1').send({ name: 'Anna' }).expect(403);
    await agent.get('/api/auth/session').expect(200);
    await agent
      .post('/api/probe/echo/1')
      .set('X-CSRF-Token', 'forged')
      .send({ name: 'Anna' })
      .expect(403);
    const stranger = await t.csrf(t.newAgent());
    await agent
      .post('/api/probe/echo/1')
      .set('X-CSRF-Token', stranger)
      .send({ name: 'Anna' })
      .expect(403);
  });

  it('validates params and body with 422 and the spec messages', async () => {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const bad = await agent
      .post('/api/probe/echo/abc')
      .set('X-CSRF-Token', token)
      .send({ name: 'A' })
      .expect(422);
    expect(bad.body.errors.id).toHaveLength(1);
    const body = await agent
      .post('/api/probe/echo/3')
      .set('X-CSRF-Token', token)
      .send({})
      .expect(422);
    expect(body.body).toEqual({
      message: 'Dieses Feld ist erforderlich.',
      errors: { name: ['Dieses Feld ist erforderlich.'] },
    });
    await agent
      .post('/api/probe/echo/3')
      .set('X-CSRF-Token', token)
      .send({ name: 'Anna' })
      .expect(201, { id: 3, name: 'Anna' });
  });

  it('answers 400 for malformed JSON and 413 for oversized bodies', async () => {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    await agent
      .post('/api/probe/echo/1')
      .set('X-CSRF-Token', token)
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    await agent
      .post('/api/probe/echo/1')
      .set('X-CSRF-Token', token)
      .send({ name: 'x'.repeat(2 * 1024 * 1024) })
      .expect(413);
  });

  it('limits form posts with 429 and Retry-After', async () => {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const post = () =>
      agent
        .post('/api/probe/echo/9')
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-For', '10.9.9.9')
        .send({ name: 'Anna' });
    // The earlier tests used this route from the same address; count what is left.
    let response = await post();
    while (response.status === 201) response = await post();
    expect(response.status).toBe(429);
    expect(response.body.message).toBe(
      'Du hast das Limit für Formularübermittlungen erreicht. Bitte versuche es in einer Minute erneut.',
    );
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('guards routes by sign-in and permission', async () => {
    await t.agent.get('/api/probe/secret').expect(401, { message: 'Nicht autorisiert.' });
    const login = async (name: string, password: string) => (await t.signIn(name, password)).agent;
    const admin = await login('admin', 'Admin1234');
    await admin.get('/api/probe/secret').expect(200, { secret: 42 });
    await admin.get('/api/probe/booking').expect(403);
    const venue = await login('venue', 'Venue1234');
    await venue.get('/api/probe/secret').expect(403, { message: 'Nicht autorisiert.' });
    const media = await login('media', 'Media1234');
    await media.get('/api/probe/booking').expect(403);
  });
});

describe('client address behind the proxy', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({
      plugins: [accountsPlugin, probePlugin],
      env: { TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => t.close());

  it('limits by the address the proxy appended, not one the client made up', async () => {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      // A client that sends a new fake address each time; the proxy appends the real one.
      const response = await agent
        .post('/api/probe/echo/1')
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-For', `203.0.113.${i}, 10.7.7.7`)
        .send({ name: 'Anna' });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
