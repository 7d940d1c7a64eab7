import { expect } from '@playwright/test';
import { startExtraShell, UNREACHABLE } from './extraShell';
import {
  DEMO_USERS,
  loginThroughModal,
  pageConfigOf,
  remoteOrigins,
  waitForShell,
  test,
} from './support';
import { startSwitchableProxy } from './switchableProxy';

test('a remote the browser cannot reach leaves its server-rendered page readable', async ({
  page,
}) => {
  await page.goto('/');
  const { marketplace } = await remoteOrigins(page);
  await page.route(`${marketplace}/**`, (route) => route.abort('connectionrefused'));

  await page.goto('/');
  await waitForShell(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dein Moment. Dein Event.' }),
  ).toBeVisible();
  // The shell itself still works.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
});

test('a client-rendered remote that is down shows a notice inside the working shell', async ({
  page,
}) => {
  await loginThroughModal(page, DEMO_USERS.venue, '/site/user/dashboard');
  const { 'user-area': userArea } = await remoteOrigins(page);
  await page.route(`${userArea}/**`, (route) => route.abort('connectionrefused'));

  await page.reload();
  await waitForShell(page);
  await expect(
    page.getByRole('heading', { name: 'Dieser Bereich ist gerade nicht erreichbar.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
});

test.describe('a shell server whose magazine remote is down', () => {
  let shell: Awaited<ReturnType<typeof startExtraShell>> | undefined;
  let shellUrl = '';

  test.beforeAll(async ({ baseURL }) => {
    shell = await startExtraShell({
      baseURL,
      portOffset: 90,
      env: { MF_MAGAZINE_URL: UNREACHABLE },
      readyPath: '/api/healthz',
    });
    shellUrl = shell.url;
  });

  test.afterAll(() => shell?.stop());

  test('still serves the page and renders a notice in the browser', async ({ page, request }) => {
    const response = await request.get(`${shellUrl}/site/_redaktionell/52/eventmagazin.html`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="ea-app-magazine"');
    expect(html).not.toContain('data-ssr="true"');

    await page.goto(`${shellUrl}/site/_redaktionell/52/eventmagazin.html`);
    await waitForShell(page);
    await expect(
      page.getByRole('heading', { name: 'Dieser Bereich ist gerade nicht erreichbar.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});

/** A secret of its own: the extra shell signs anonymous visitors' tokens without asking the API. */
const EXTRA_SHELL_SECRET = 'extra-shell-secret-0123456789abcdef0123';
const MAGAZINE = '/site/_redaktionell/52/eventmagazin.html';
const JOBS = '/site/_redaktionell/51/Eventjobs.html';
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test.describe('a shell server whose API fails (the database is down)', () => {
  let shell: Awaited<ReturnType<typeof startExtraShell>> | undefined;
  let api: Awaited<ReturnType<typeof startSwitchableProxy>> | undefined;

  test.beforeAll(async ({ baseURL }) => {
    api = await startSwitchableProxy(new URL(baseURL ?? 'http://localhost:4000').origin);
    shell = await startExtraShell({
      baseURL,
      portOffset: 93,
      env: {
        API_URL: api.url,
        APP_SECRET: EXTRA_SHELL_SECRET,
        // The first render loads the remote's server build: room for a busy machine.
        SSR_TIMEOUT_MS: '10000',
        PAGE_CACHE_TTL_MS: '300',
        PAGE_CACHE_STALE_IF_ERROR_MS: '60000',
      },
      readyPath: '/api/healthz',
    });
  });

  test.afterAll(async () => {
    shell?.stop();
    await api?.close();
  });

  test('serves the last good copy of a page, the German error page for others, and logs the outage once', async ({
    page,
    request,
  }) => {
    const url = shell!.url;
    const good = await request.get(`${url}${MAGAZINE}`);
    expect(good.status()).toBe(200);
    const goodHtml = await good.text();
    expect(goodHtml).toContain('data-ssr="true"');

    api!.set('fail');
    await new Promise((resolve) => setTimeout(resolve, 400));
    for (let i = 0; i < 5; i += 1) {
      const stale = await request.get(`${url}${MAGAZINE}`);
      expect(stale.status()).toBe(200);
      expect(stale.headers()['x-page-cache']).toBe('stale');
      const html = await stale.text();
      expect(html).toContain('data-ssr="true"');
      expect(titleOf(html)).toBe(titleOf(goodHtml));
    }

    for (let i = 0; i < 5; i += 1) {
      const failed = await request.get(`${url}${JOBS}`);
      expect(failed.status()).toBe(503);
      expect(titleOf(await failed.text())).toBe('Es ist ein Fehler aufgetreten');
    }
    await page.goto(`${url}${JOBS}`);
    await expect(page).toHaveTitle('Es ist ein Fehler aufgetreten');

    // One line when the API started failing, none of them a stack.
    expect(shell!.output().match(/platform API unavailable/g)).toHaveLength(1);
    expect(shell!.output()).not.toMatch(/^\s+at /m);

    api!.set('forward');
    const back = await request.get(`${url}${JOBS}`);
    expect(back.status()).toBe(200);
    expect((await request.get(`${url}${MAGAZINE}`)).headers()['x-page-cache']).not.toBe('stale');
  });
});

test.describe('a shell server whose magazine remote stops', () => {
  let shell: Awaited<ReturnType<typeof startExtraShell>> | undefined;
  let magazine: Awaited<ReturnType<typeof startSwitchableProxy>> | undefined;

  test.beforeAll(async ({ baseURL }) => {
    const home = await (await fetch(new URL(baseURL ?? 'http://localhost:4000'))).text();
    const remotes = pageConfigOf(home).remotes as Record<string, string>;
    magazine = await startSwitchableProxy(remotes.magazine!);
    shell = await startExtraShell({
      baseURL,
      portOffset: 94,
      env: {
        MF_MAGAZINE_URL: magazine.url,
        APP_SECRET: EXTRA_SHELL_SECRET,
        // No page cache and a check of the remote's build on every render: the render itself
        // meets the stopped remote.
        PAGE_CACHE_TTL_MS: '0',
        REMOTE_CHECK_INTERVAL_MS: '0',
        // The first render loads the remote's server build: room for a busy machine. The
        // stopped remote is noticed sooner: its build check gives up after 1 s.
        SSR_TIMEOUT_MS: '10000',
      },
      readyPath: '/api/healthz',
    });
  });

  test.afterAll(async () => {
    shell?.stop();
    await magazine?.close();
  });

  test('keeps the page’s own title and shows the notice instead of waiting for its script', async ({
    page,
    request,
  }) => {
    const url = shell!.url;
    const rendered = await request.get(`${url}${MAGAZINE}`);
    const html = await rendered.text();
    expect(html).toContain('data-ssr="true"');
    const title = titleOf(html)!;
    expect(title).not.toBe('Locations für jeden Event finden und mieten');

    // Stopped: connections are accepted, nothing ever answers.
    magazine!.set('hang');
    const fallback = await request.get(`${url}${MAGAZINE}`);
    expect(fallback.status()).toBe(200);
    const fallbackHtml = await fallback.text();
    expect(fallbackHtml).not.toContain('data-ssr="true"');
    expect(titleOf(fallbackHtml)).toBe(title);

    // The remote's script is given 5 s, not the browser's minutes or the runtime's 20 s; then
    // the notice. (The tab's load event still waits for the browser's own network timeout: a
    // removed script element keeps its fetch.)
    const started = Date.now();
    await page.goto(`${url}${MAGAZINE}`, { waitUntil: 'commit' });
    await expect(
      page.getByRole('heading', { name: 'Dieser Bereich ist gerade nicht erreichbar.' }),
    ).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(9000);
    await expect(page).toHaveTitle(title);
    expect(shell!.output().match(/remote magazine unavailable/g)).toHaveLength(1);
  });
});
