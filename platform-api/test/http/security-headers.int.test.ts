import { createTestPlatform, type TestPlatform } from '../test-platform';

const METRICS_TOKEN = 'a-metrics-token-for-tests';

describe('security headers, personal answers and the metrics route', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'demo',
      env: { TRUST_PROXY: 'true', METRICS_TOKEN },
    });
  });
  afterAll(() => t.close());

  const signedIn = async (login: string, password: string) =>
    (await t.signIn(login, password)).agent;

  it('sends helmet’s headers on every answer: nothing may run, load or frame from the API', async () => {
    const response = await t.newAgent().get('/api/healthz').expect(200);
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Plain HTTP: no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // Errors carry them too.
    const missing = await t.newAgent().get('/api/user/profile').expect(401);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS when the request came over HTTPS (X-Forwarded-Proto behind a trusted proxy)', async () => {
    const response = await t
      .newAgent()
      .get('/api/healthz')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('keeps every personal answer out of caches: Cache-Control no-store', async () => {
    const venue = await signedIn('venue', 'Venue1234');
    for (const path of ['/api/auth/me', '/api/auth/session', '/api/user/profile']) {
      const response = await venue.get(path);
      expect([path, response.status]).toEqual([path, 200]);
      expect([path, response.headers['cache-control']]).toEqual([path, 'no-store']);
    }
    const admin = await signedIn('admin', 'Admin1234');
    for (const path of ['/api/backoffice/approvals', '/api/backoffice/newsletter-subscribers']) {
      const response = await admin.get(path);
      expect([path, response.status]).toEqual([path, 200]);
      expect([path, response.headers['cache-control']]).toEqual([path, 'no-store']);
    }
    // A public route asked with a session may hold personal parts too.
    const withSession = await venue.get('/api/healthz').expect(200);
    expect(withSession.headers['cache-control']).toBe('no-store');
    // Refusals of personal routes as well.
    const refused = await t.newAgent().get('/api/user/profile').expect(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    // An anonymous public answer is not marked.
    const anonymous = await t.newAgent().get('/api/healthz').expect(200);
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });

  it('answers /api/metrics only on loopback without a proxy in between, or with the token', async () => {
    const local = await t.newAgent().get('/api/metrics');
    expect(local.status).toBe(200);
    expect(local.text).toContain('process_cpu_user_seconds_total');
    // Relayed by the shell or a load balancer: not local, whatever the socket says.
    const relayed = await t.newAgent().get('/api/metrics').set('X-Forwarded-For', '203.0.113.9');
    expect(relayed.status).toBe(403);
    expect(relayed.text).not.toContain('process_cpu');
    const wrongToken = await t
      .newAgent()
      .get('/api/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', 'Bearer not-the-token-at-all');
    expect(wrongToken.status).toBe(403);
    const withToken = await t
      .newAgent()
      .get('/api/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`);
    expect(withToken.status).toBe(200);
  });
});
