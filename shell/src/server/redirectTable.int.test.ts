import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import supertest from 'supertest';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { RedirectTable, redirects } from './redirectTable';

/**
 * The API's answer may take seconds on a machine busy with other suites (its first answer builds
 * the OpenAPI document the harness checks answers against); the product's own wait is shorter.
 */
const API_WAIT_MS = 15_000;

/** The shell's redirect middleware against the real platform API and its seeded redirect table. */
describe('redirects from the back-office table', () => {
  let t: TestPlatform;
  let api: http.Server;
  let apiUrl: string;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'reference' });
    // The platform's app over real HTTP, as the shell reaches the API (GET only is enough here).
    api = http.createServer((request, response) => {
      void t.agent.get(request.url ?? '/').then((answer) => {
        response.writeHead(answer.status, { 'Content-Type': answer.type });
        response.end(answer.text);
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve));
    await t.close();
  });

  function shellWith(table: RedirectTable) {
    const app = new Koa();
    app.use(redirects(table));
    app.use((ctx) => {
      ctx.body = 'page';
    });
    return supertest(app.callback());
  }

  it('answers each row with its status and passes other paths on', async () => {
    const shell = shellWith(new RedirectTable({ apiUrl, ttlMs: 60_000, timeoutMs: API_WAIT_MS }));
    await shell
      .get('/site/extern/kontakt.html')
      .expect(301)
      .expect('Location', '/site/extern/about_us.html#kontakt');
    await shell
      .get('/award?von=mail')
      .expect(302)
      .expect('Location', '/site/de/swisslocationaward?von=mail');
    await shell.get('/locations').expect(200, 'page');
    await shell.post('/award').expect(200, 'page');
  });

  it('keeps the table for its TTL, then picks up back-office changes', async () => {
    let now = 1_000_000;
    const shell = shellWith(
      new RedirectTable({ apiUrl, ttlMs: 60_000, timeoutMs: API_WAIT_MS, now: () => now }),
    );
    await shell.get('/neu-im-backoffice').expect(200);
    await t.platform.services
      .db('site_redirects')
      .insert({ from: '/neu-im-backoffice', to: '/locations', status: 302 });
    now += 59_000;
    await shell.get('/neu-im-backoffice').expect(200);
    now += 1_000;
    await shell.get('/neu-im-backoffice').expect(302).expect('Location', '/locations');
  });

  it('serves pages when the API cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shell = shellWith(
      new RedirectTable({ apiUrl: 'http://127.0.0.1:9', ttlMs: 60_000, timeoutMs: 500 }),
    );
    await shell.get('/site/extern/kontakt.html').expect(200, 'page');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
