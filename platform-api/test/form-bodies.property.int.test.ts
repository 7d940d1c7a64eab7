import fc from 'fast-check';
import { createTestPlatform, type TestPlatform } from './test-platform';

/** Whatever JSON a visitor posts to a public form, the answer is a 2xx or a 4xx, never a 5xx. */
describe('public form bodies (property)', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'demo',
      env: { TRUST_PROXY: 'true', FORM_RATE_LIMIT_PER_MINUTE: '10000' },
    });
  }, 120_000);
  afterAll(() => t.close());

  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  );
  const fields = [
    'login',
    'password',
    'email',
    'token',
    'password_confirmation',
    'entries',
    'first_name',
    'last_name',
    'phone',
    'desired_date',
    'people',
    'errorMessage',
    'errorLine',
    'errorStack',
    'remember',
    'location_id',
    'location_name',
    'postcode',
    'city',
    'function',
    'message',
    'source',
    'language',
    'venue',
    'highlights',
    'lowlights',
    'grade',
    'event_month',
    'event_year',
    'voter_type',
    'truthful',
    'challenge',
    'nonce',
    'publication',
  ];
  const body = fc.oneof(
    fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 8 }),
    fc.array(value, { maxLength: 3 }),
    fc.jsonValue(),
  );

  it.each([
    '/api/auth/login',
    '/api/auth/password/email',
    '/api/auth/password/reset',
    '/api/guest/requests',
    '/api/guest/common/log',
    '/api/guest/award/nominations',
    '/api/guest/award/ratings',
    '/api/guest/award/ratings/confirmations',
  ])('POST %s never answers 5xx', async (path) => {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    let client = 0;
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        client += 1;
        const response = await agent
          .post(path)
          .set('X-CSRF-Token', token)
          .set('X-Forwarded-For', `10.9.${Math.floor(client / 250)}.${client % 250}`)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(payload));
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
  });
});
