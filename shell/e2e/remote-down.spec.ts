import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_USERS, loginThroughModal, remoteOrigins, waitForShell } from './support';

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
  let shell: ChildProcess | undefined;
  let shellUrl = '';

  test.beforeAll(async ({ baseURL }) => {
    const origin = new URL(baseURL ?? 'http://localhost:4000');
    const port = Number(origin.port) + 90;
    shellUrl = `http://localhost:${port}`;
    const home = await (await fetch(origin)).text();
    const remotes = JSON.parse(
      /window\.__EVENTALP__=(.*)<\/script>/.exec(home)?.[1] ?? '{}',
    ).remotes;
    shell = spawn(process.execPath, [path.resolve(__dirname, '../dist/server/main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        // The main shell proxies /api, so it serves as this shell's API.
        API_URL: origin.origin,
        MF_MARKETPLACE_URL: remotes.marketplace,
        MF_AWARD_URL: remotes.award,
        MF_USER_AREA_URL: remotes['user-area'],
        MF_BACKOFFICE_URL: remotes.backoffice,
        // Nothing listens on port 9 (discard): connections are refused at once.
        MF_MAGAZINE_URL: 'http://127.0.0.1:9',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${shellUrl}/api/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 15_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    shell?.kill();
  });

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
