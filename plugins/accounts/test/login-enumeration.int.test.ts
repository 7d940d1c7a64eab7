import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

/** Median of the durations of `runs` calls, in ms. */
async function medianMs(runs: number, call: () => Promise<unknown>): Promise<number> {
  const durations: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await call();
    durations.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  durations.sort((a, b) => a - b);
  return durations[Math.floor(runs / 2)]!;
}

describe('login without account enumeration', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    // A cost where one comparison takes tens of milliseconds, so a cheaper dummy hash shows.
    t = await createTestPlatform({
      seed: 'demo',
      env: { PASSWORD_HASH_ROUNDS: '10', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => t.close());

  async function login(login: string, password: string, address: string) {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    return agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', address)
      .send({ login, password });
  }

  it('answers an unknown login as slowly as a wrong password for a real one', async () => {
    // Warm up both paths (the dummy hash is made on first use).
    await login('nobody-at-all', 'wrong-password', '10.0.0.1');
    await login('venue', 'wrong-password', '10.0.0.2');
    // The two kinds alternate, so a burst of load on the shared machine slows both alike.
    const unknownMs: number[] = [];
    const knownMs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      unknownMs.push(await medianMs(1, () => login('nobody-at-all', 'wrong-password', '10.0.0.3')));
      knownMs.push(await medianMs(1, () => login('venue', 'wrong-password', '10.0.0.4')));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2]!;
    // Before the fix the dummy hash had cost 4: 64 times cheaper than cost 10. Equal costs measure
    // within a factor of 2 of each other even on a loaded 2-core machine; a quarter leaves room
    // for that noise and still fails for a dummy cost of 7 or less (8 times cheaper and more).
    expect(median(unknownMs)).toBeGreaterThan(median(knownMs) * 0.25);
  });

  it('throttles failed logins per address, whatever the names', async () => {
    const address = '10.0.1.1';
    for (let i = 0; i < 20; i += 1) {
      const response = await login(`probe-${i}`, 'wrong-password', address);
      expect(response.status).toBe(422);
    }
    const blocked = await login('probe-next', 'wrong-password', address);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Zu viele Loginversuche\. Bitte versuche es in \d+ Sekunden erneut\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even a real account waits from that address, and another address is not affected.
    expect((await login('venue', 'Venue1234', address)).status).toBe(429);
    expect((await login('venue', 'Venue1234', '10.0.1.2')).status).toBe(200);
  });
});
