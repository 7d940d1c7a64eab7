import { expect } from '@playwright/test';
import { firstLocation, newestMails } from './catalogSupport';
import { collectPageErrors, waitForShell, test } from './support';

test('a detail page opens from its category grid, rendered on the server for search engines', async ({
  page,
  request,
}) => {
  const location = await firstLocation(request);
  const errors = collectPageErrors(page);
  await page.goto(`/site/_eventalp/${location.category.id}/${location.category.slug}`);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: location.category.name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ Resultate?/ })).toBeVisible();

  const card = page.getByRole('article').first();
  const name = await card.getByRole('heading', { level: 2 }).innerText();
  await card.getByRole('link', { name }).click();
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const rooms = page.getByRole('table', { name: /Räume mit Kapazität/ });
  await expect(rooms.getByRole('columnheader')).toContainText([
    'Raum',
    'Bankett',
    'Apéro',
    'Konzert',
    'Seminar',
  ]);
  expect(await rooms.getByRole('row').count()).toBeGreaterThan(1);
  expect(errors).toEqual([]);

  const detailPath = new URL(page.url()).pathname;
  const html = await (await request.get(detailPath)).text();
  expect(html).toContain(`<link rel="canonical" href="${new URL(detailPath, page.url()).href}">`);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/storage\/[^"]+">/);
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  const venue = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
  expect(venue['@type']).toEqual(['EventVenue', 'LocalBusiness']);
  expect(venue.name).toBe(name);
  expect(venue).toHaveProperty('geo.latitude');
  expect(venue).toHaveProperty('address.postalCode');
  expect(html).toContain(`<h1>${name.replace(/&/g, '&amp;')}</h1>`);
});

test('a wrong slug goes permanently to the canonical path', async ({ request }) => {
  const location = await firstLocation(request);
  const response = await request.get(
    `/site/_eventalp/${location.category.id}/falsche-kategorie/${location.id}/alter-name.html`,
    { maxRedirects: 0 },
  );
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(location.path);
});

test('a bookmarked venue is on the favourites page after a reload, and the header shows it', async ({
  page,
  request,
}) => {
  const location = await firstLocation(request);
  await page.goto(location.path);
  await waitForShell(page);
  const favourites = page.getByRole('link', { name: 'Merkliste' });
  await expect(favourites).toHaveAttribute('data-has-favourites', 'false');

  await page.getByRole('button', { name: 'Location merken' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'wurde deiner Merkliste hinzugefügt.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Location gemerkt' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(favourites).toHaveAttribute('data-has-favourites', 'true');
  expect(
    await page.evaluate(() => JSON.parse(window.localStorage.getItem('favorites') ?? 'null')),
  ).toEqual({ locations: [location.id], providers: [] });

  await favourites.click();
  await page.waitForURL('**/site/_eventalp/favourites.html');
  await page.reload();
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Merkliste' })).toBeVisible();
  await expect(page.getByRole('link', { name: location.name })).toHaveAttribute(
    'href',
    location.path,
  );
  await expect(page.getByRole('link', { name: 'Merkliste' })).toHaveAttribute(
    'data-has-favourites',
    'true',
  );
});

test('a corrupt favourites value is removed and logged', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('favorites', '{kaputt'));
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/site/_eventalp/favourites.html');
  await waitForShell(page);
  await expect(page.getByText('Du hast noch keine Locations oder Anbieter gemerkt.')).toBeVisible();
  expect(errors.some((error) => error.includes('favourites'))).toBe(true);
});

test('a request from a detail page reaches the outbox', async ({ page, request }) => {
  const location = await firstLocation(request);
  const email = `e2e-${Date.now()}@example.ch`;
  await page.goto(location.path);
  await waitForShell(page);
  const form = page.getByRole('region', { name: `Anfrage an ${location.name}` });
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByText('Dieses Feld ist erforderlich.').first()).toBeVisible();

  await form.getByLabel('Vorname').fill('Anna');
  await form.getByLabel('Nachname').fill('Muster');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Telefon').fill('+41 44 123 45 67');
  const nextYear = new Date().getFullYear() + 1;
  await form.getByLabel('Wunschdatum').fill(`${nextYear}-06-12`);
  await form.getByLabel('Anzahl Personen').fill('80');
  await form.getByLabel('Kommentar (optional)').fill('Sommerfest mit Apéro');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByRole('status')).toContainText('Deine Anfrage wurde gesendet');

  await expect
    .poll(() => newestMails().find((mail) => mail.to.includes(email))?.subject)
    .toBe(`Deine Anfrage an ${location.name}`);
});

test('old search URLs answer 301 with the new list page', async ({ request }) => {
  for (const [old, target] of [
    ['/site/_eventalp/suche-72.html', '/locations?page=3'],
    ['/site/_dienstleister/suche-36.html', '/provider/catering_partyservice?page=2'],
  ]) {
    const response = await request.get(old!, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(target);
  }
});

test('unknown and hidden entries answer 404 with the error page', async ({ request }) => {
  const location = await firstLocation(request);
  const paths = [
    `/site/_eventalp/${location.category.id}/${location.category.slug}/99999999/weg.html`,
  ];
  // In the seeded catalogue every low id exists, so a low id the API does not show is hidden.
  for (let id = 1; id <= 100; id += 1) {
    if ((await request.get(`/api/guest/locations/${id}`)).status() === 404) {
      paths.push(
        `/site/_eventalp/${location.category.id}/${location.category.slug}/${id}/versteckt.html`,
      );
      break;
    }
  }
  expect(paths).toHaveLength(2);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Hoppla, wir können die Seite nicht finden, die du suchst.');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
  }
});

test('the map loads when it scrolls into view, with a marker and no outside request', async ({
  page,
  request,
}) => {
  const location = await firstLocation(request);
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  await page.goto(location.path);
  await waitForShell(page);
  const map = page.getByRole('region', { name: 'Karte' });
  await expect(map.locator('canvas')).toHaveCount(0);
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('canvas')).toBeVisible();
  await expect(map.locator('.maplibregl-marker')).toBeVisible();
  // The shell and its remotes share the host (different ports); nothing goes to a tile server.
  const host = new URL(page.url()).hostname;
  const outside = requested.filter((url) => /^https?:/.test(url) && new URL(url).hostname !== host);
  expect(outside).toEqual([]);
});
