import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { firstLocation } from './catalogSupport';
import { startExtraShell } from './extraShell';
import { DEMO_USERS, pageConfigOf, test } from './support';

interface ServedPage {
  response: APIResponse;
  html: string;
  /** The meta tag's token. */
  metaToken: string;
  /** The page config's `session`. */
  session: { csrfToken: string; user: { first_name: string; last_name: string } | null };
  /** The response's Content-Security-Policy nonce. */
  nonce: string;
}

async function getPage(visitor: APIRequestContext, path: string): Promise<ServedPage> {
  const response = await visitor.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const metaToken = /<meta name="csrf-token" content="([^"]*)">/.exec(html)?.[1] ?? '';
  const { session } = pageConfigOf(html) as unknown as { session: ServedPage['session'] };
  const nonce =
    /'nonce-([A-Za-z0-9_-]+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  return { response, html, metaToken, session, nonce };
}

function login(
  visitor: APIRequestContext,
  token: string,
  user: { login: string; password: string },
) {
  return visitor.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': token },
    data: { login: user.login, password: user.password },
  });
}

test('anonymous visitors share a cached page, each with their own working CSRF token; a signed-in visitor never gets it', async ({
  playwright,
  baseURL,
}) => {
  const first = await playwright.request.newContext({ baseURL });
  const second = await playwright.request.newContext({ baseURL });
  try {
    const { path } = await firstLocation(first);

    const a = await getPage(first, path);
    const b = await getPage(second, path);
    // The second visitor gets what the first one's view rendered (or an earlier test's).
    expect(b.response.headers()['x-page-cache']).toBe('hit');
    expect(b.response.headers()['cache-control']).toBe('no-store');
    for (const page of [a, b]) {
      expect(page.metaToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(page.session).toEqual({ csrfToken: page.metaToken, user: null });
      expect(page.response.headers()['set-cookie']).toMatch(/^ea_csrf=[A-Za-z0-9_-]{43}; /);
    }
    expect(a.metaToken).not.toBe(b.metaToken);
    expect(a.html).toContain('>Login</span></button>');
    // Each response has its own CSP nonce, on every inline script and style of the page.
    expect(a.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(b.nonce).not.toBe(a.nonce);
    expect(b.html).toMatch(new RegExp(`<script src="[^"]+" nonce="${b.nonce}" defer>`));
    // Same page apart from the token and the nonce.
    const plain = (page: ServedPage) =>
      page.html.replaceAll(page.metaToken, 'TOKEN').replaceAll(page.nonce, 'NONCE');
    expect(plain(b)).toBe(plain(a));

    // A token only works with its own visitor's cookie.
    expect((await login(second, a.metaToken, DEMO_USERS.venue)).status()).toBe(403);
    const loggedIn = await login(first, a.metaToken, DEMO_USERS.venue);
    expect(loggedIn.status()).toBe(200);
    expect((await login(second, b.metaToken, DEMO_USERS.admin)).status()).toBe(200);

    // Signed in, the same URL is rendered for the user, not taken from the cache.
    const { user } = (await loggedIn.json()) as {
      user: { first_name: string; last_name: string };
    };
    const mine = await getPage(first, path);
    expect(mine.response.headers()['x-page-cache']).toBeUndefined();
    expect(mine.session.user).toMatchObject({ first_name: user.first_name });
    // Signing in changed the token (bound to the session): the anonymous one no longer passes.
    expect(mine.metaToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mine.metaToken).not.toBe(a.metaToken);
    expect(
      (await first.post('/api/auth/logout', { headers: { 'X-CSRF-Token': a.metaToken } })).status(),
    ).toBe(403);
    expect(mine.html).toContain(
      `<span class="ea-header__user">${user.first_name}<!-- --> <!-- -->${user.last_name}</span>`,
    );
    expect(mine.html).not.toContain('>Login</span></button>');
    // The page's new token does.
    expect(
      (
        await first.post('/api/auth/logout', { headers: { 'X-CSRF-Token': mine.metaToken } })
      ).status(),
    ).toBe(204);
  } finally {
    await first.dispose();
    await second.dispose();
  }
});

test('parameters a page does not read (utm_*, fbclid, gclid, unknown names) share its cached page; its own parameters do not', async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  try {
    const { path } = await firstLocation(visitor);
    const cacheOf = (page: ServedPage) => page.response.headers()['x-page-cache'];
    // The same page apart from each response's own CSRF token and CSP nonce.
    const plain = (page: ServedPage) =>
      page.html.replaceAll(page.metaToken, 'TOKEN').replaceAll(page.nonce, 'NONCE');
    const same = (a: ServedPage, b: ServedPage) => expect(plain(b)).toBe(plain(a));

    const detail = await getPage(visitor, `${path}?utm_source=newsletter&utm_medium=mail`);
    const tracked = await getPage(
      visitor,
      `${path}?utm_source=facebook&fbclid=IwAR0abc&gclid=Cj0K&unknown=1`,
    );
    expect(cacheOf(tracked)).toBe('hit');
    same(detail, tracked);
    expect(tracked.html).not.toContain('fbclid');

    const home = await getPage(visitor, `/?utm_campaign=winter-${Date.now()}`);
    const homeAgain = await getPage(visitor, `/?utm_campaign=spring-${Date.now()}&msclkid=1`);
    expect(cacheOf(homeAgain)).toBe('hit');
    same(home, homeAgain);

    // The search reads its filters: another filter value is another page.
    const persons = 100 + (Date.now() % 500);
    const search = `/locations/seedId=12345678?persons=${persons}`;
    const first = await getPage(visitor, `${search}&utm_source=a`);
    expect(cacheOf(first)).toBe('miss');
    const second = await getPage(visitor, `${search}&fbclid=b`);
    expect(cacheOf(second)).toBe('hit');
    same(first, second);
    const other = await getPage(visitor, `/locations/seedId=12345678?persons=${persons + 1}`);
    expect(cacheOf(other)).toBe('miss');
  } finally {
    await visitor.dispose();
  }
});

test('a flood of renders waits in a bounded queue, the rest is turned away with 503 and Retry-After, and cached pages are still served', async ({
  baseURL,
}) => {
  const shell = await startExtraShell({
    baseURL,
    portOffset: 92,
    env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1' },
    readyPath: '/',
  });
  try {
    // `/` in the cache first (a first render slower than SSR_TIMEOUT_MS is not kept).
    await expect
      .poll(async () => (await fetch(`${shell.url}/`)).headers.get('x-page-cache'))
      .toBe('hit');
    const flood = Array.from({ length: 24 }, (_, index) =>
      fetch(`${shell.url}/locations/seedId=${12345600 + index}?persons=${200 + index}`),
    );
    const cached = await fetch(`${shell.url}/`);
    const answers = await Promise.all(flood);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-page-cache')).toBe('hit');

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    // One render ran and one waited; the others were refused at once.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(await answer.text()).toBe('Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.');
    }
    // Once the flood is over, a refused page renders.
    const again = await fetch(refused[0]!.url);
    expect(again.status).toBe(200);
  } finally {
    shell.stop();
  }
});
