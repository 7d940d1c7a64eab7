import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { readShellConfig } from './config';
import { createShellServer } from './createShellServer';

/** The shell server in front of the real platform API, itself behind a (trusted) load balancer. */
describe('the shell server behind a load balancer', () => {
  let t: TestPlatform;
  let publicDir: string;
  let shell: ReturnType<typeof createShellServer>;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    const apiUrl = await t.listen();
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-public-'));
    fs.writeFileSync(path.join(publicDir, 'main.css'), 'body{margin:0}');
    // No micro-frontend runs: pages fall back to rendering in the browser, which is all the
    // document needs here.
    const nowhere = 'http://127.0.0.1:9';
    shell = createShellServer(
      readShellConfig(
        {
          API_URL: apiUrl,
          TRUST_PROXY: 'true',
          SSR_TIMEOUT_MS: '1000',
          MF_MARKETPLACE_URL: nowhere,
          MF_MAGAZINE_URL: nowhere,
          MF_AWARD_URL: nowhere,
          MF_USER_AREA_URL: nowhere,
          MF_BACKOFFICE_URL: nowhere,
        },
        publicDir,
      ),
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  function visitor(address: string) {
    const agent = supertest.agent(shell.callback());
    return {
      agent,
      get: (url: string) => agent.get(url).set('X-Forwarded-For', address),
      post: (url: string, token: string, body: object) =>
        agent.post(url).set('X-Forwarded-For', address).set('X-CSRF-Token', token).send(body),
    };
  }

  it('gives each visitor their own rate-limit bucket (the API sees the visitor, not the balancer)', async () => {
    const attempt = async (client: ReturnType<typeof visitor>) => {
      const session = await client.get('/api/auth/session').expect(200);
      return client.post('/api/auth/login', session.body.csrfToken as string, {
        login: 'media',
        password: 'wrong-password',
      });
    };
    const prober = visitor('198.51.100.7');
    for (let i = 0; i < 5; i += 1) expect((await attempt(prober)).status).toBe(422);
    expect((await attempt(prober)).status).toBe(429);
    // Another visitor behind the same balancer may still try.
    expect((await attempt(visitor('198.51.100.8'))).status).toBe(422);
  });

  it('serves every document with a CSP whose fresh nonce every inline script and style carries', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const page = await visitor('198.51.100.20').get('/');
      expect(page.type).toBe('text/html');
      const csp = String(page.headers['content-security-policy']);
      const nonce = /'nonce-([A-Za-z0-9_-]{22})'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(csp).toMatch(/script-src 'nonce-[\w-]+' 'self' http:\/\/127\.0\.0\.1:9;/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const inline = [...page.text.matchAll(/<(script|style)\b[^>]*>/g)]
        .map((match) => match[0])
        // Data blocks (JSON-LD, the page config) are never run: the CSP does not apply to them.
        .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
      expect(inline.length).toBeGreaterThan(1);
      for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['permissions-policy']).toContain('camera=()');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['strict-transport-security']).toBeUndefined();
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends HSTS when the balancer says the visitor came over HTTPS', async () => {
    const page = await visitor('198.51.100.21').get('/').set('X-Forwarded-Proto', 'https');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
