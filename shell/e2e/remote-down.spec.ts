import { expect } from '@playwright/test';
import { startExtraShell, UNREACHABLE } from './extraShell';
import { DEMO_USERS, loginThroughModal, remoteOrigins, waitForShell, test } from './support';

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
