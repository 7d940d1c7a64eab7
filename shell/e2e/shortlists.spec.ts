import { expect, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import type { LocationCard } from './catalogSupport';
import { newestMailTo } from './mailSupport';
import { collectPageErrors, test, waitForShell } from './support';

/** The two best-ranked public locations, as the API lists them. */
async function twoLocations(request: APIRequestContext): Promise<[LocationCard, LocationCard]> {
  const response = await request.get('/api/guest/locations?per_page=2');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: LocationCard[] };
  expect(data).toHaveLength(2);
  return [data[0]!, data[1]!];
}

/** How the favourites page writes a day in de-CH: 27.11.2026. */
const swissDay = (date: Date) =>
  new Intl.DateTimeFormat('de-CH', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Zurich',
  }).format(date);

test('a shared list travels: copied into the receiver’s favourites, one request to all, marked as asked', async ({
  browser,
  page,
  request,
}) => {
  const locations = await twoLocations(request);

  // The one who shares: two favourites, "Liste teilen", copy the link.
  const sharer = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const own = await sharer.newPage();
  for (const location of locations) {
    await own.goto(location.path);
    await waitForShell(own);
    await own.getByRole('button', { name: 'Location merken' }).click();
    await expect(own.getByRole('button', { name: 'Location gemerkt' })).toBeVisible();
  }
  await own.goto('/site/_eventalp/favourites.html');
  await waitForShell(own);
  for (const location of locations)
    await expect(own.getByRole('link', { name: location.name })).toBeVisible();
  await own.getByRole('button', { name: 'Liste teilen' }).click();
  const link = own.getByRole('textbox', { name: 'Link zu deiner Liste' });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('readonly', '');
  await expect(own.getByRole('status').filter({ hasText: 'Dein Link ist bereit.' })).toBeVisible();
  const url = await link.inputValue();
  expect(url).toMatch(/^https?:\/\/[^/]+\/site\/_eventalp\/favourites\/[A-Za-z0-9_-]{24}\.html$/);
  await own.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(own.getByRole('status').filter({ hasText: 'Link kopiert.' })).toBeVisible();
  expect(await own.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await sharer.close();

  // Anyone with the link, in a fresh browser: the page comes rendered from the server, not indexed.
  const html = await (await request.get(url)).text();
  expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
  for (const location of locations) expect(html).toContain(location.path);

  const errors = collectPageErrors(page);
  await page.goto(url);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Geteilte Merkliste' })).toBeVisible();
  for (const location of locations)
    await expect(page.getByRole('link', { name: location.name })).toHaveAttribute(
      'href',
      location.path,
    );
  expect(await seriousViolations(page)).toEqual([]);
  // Hydrated over the server's HTML without a mismatch or any other error.
  expect(errors).toEqual([]);

  await page.getByRole('button', { name: 'In meine Merkliste übernehmen' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: '2 Einträge wurden in deine Merkliste übernommen.' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(window.localStorage.getItem('favorites') ?? 'null')),
  ).toEqual({ locations: locations.map((location) => location.id), providers: [] });
  // A second click adds nothing twice.
  await page.getByRole('button', { name: 'In meine Merkliste übernehmen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Alle Einträge sind schon in deiner Merkliste.' }),
  ).toBeVisible();

  // One request to all of them, one confirmation listing every venue.
  const email = `shortlist-${Date.now()}@example.ch`;
  const form = page.getByRole('region', { name: 'Eine Anfrage an alle 2 Einträge' });
  await form.getByLabel('Vorname').fill('Anna');
  await form.getByLabel('Nachname').fill('Muster');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Telefon').fill('+41 44 123 45 67');
  await form.getByLabel('Wunschdatum').fill(`${new Date().getFullYear() + 1}-06-12`);
  await form.getByLabel('Anzahl Personen').fill('40');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(form.getByRole('status')).toContainText('Deine Anfrage wurde gesendet');
  await expect.poll(() => newestMailTo(email)?.subject).toBe('Deine Anfrage an 2 Anbieter');
  const confirmation = newestMailTo(email)!.text;
  for (const location of locations) {
    expect(confirmation).toContain(`- ${location.name}`);
    expect(confirmation).toContain(location.path);
  }

  // The receiver's favourites page shows which venues were asked, and when.
  const today = swissDay(new Date());
  await page.goto('/site/_eventalp/favourites.html');
  await waitForShell(page);
  for (const location of locations) {
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: location.name }) });
    await expect(item.getByText(`Angefragt am ${today}`)).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('an unknown shared list is the 404 page', async ({ request }) => {
  const response = await request.get('/site/_eventalp/favourites/AAAAAAAAAAAAAAAAAAAAAAAA.html');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/html');
});
