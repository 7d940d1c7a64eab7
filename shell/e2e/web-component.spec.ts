import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { remoteOrigins, test, waitForShell } from './support';

/** A venue's own web server: one plain HTML page, nothing of the shell. */
function startVenueSite(html: string): Promise<http.Server> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let venueSite: http.Server | undefined;
test.afterEach(() => {
  venueSite?.close();
});

test('the award seal works on a plain HTML page outside the shell', async ({ page }) => {
  await page.goto('/');
  const { award } = await remoteOrigins(page);

  // Only the award's standalone script, loaded from the award's own origin.
  venueSite =
    await startVenueSite(`<!doctype html><html lang="de"><head><title>Unsere Location</title>
    <style>figure, strong { display: none !important; }</style></head>
    <body><h1>Unsere Location</h1>
    <eventalp-award-seal grade="8.4" year="2026"></eventalp-award-seal>
    <script src="${award}/elements.js"></script></body></html>`);
  await page.goto(`http://127.0.0.1:${(venueSite.address() as AddressInfo).port}/`);
  expect(await page.evaluate(() => document.getElementById('ea-page-config'))).toBeNull();

  const seal = page.locator('eventalp-award-seal');
  // The page hides every figure and strong; the seal's shadow root keeps its own styles.
  await expect(seal.getByRole('img', { name: 'Ausgezeichnet' })).toBeVisible();
  await expect(seal.getByText('8.4')).toBeVisible();
  await expect(seal.getByText('Swiss Location Award 2026')).toBeVisible();

  // Observed attributes are props: changing one re-renders the element.
  await seal.evaluate((element) => element.setAttribute('grade', '9.1'));
  await expect(seal.getByRole('img', { name: 'Herausragend' })).toBeVisible();
  await seal.evaluate((element) => element.setAttribute('grade', '7.8'));
  await expect(seal.getByRole('img', { name: 'Empfohlen' })).toBeVisible();
});

test('the rating call-to-action opens the wizard of one venue on the site', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  const { award } = await remoteOrigins(page);
  venueSite = await startVenueSite(`<!doctype html><html lang="fr"><head><title>Notre salle</title>
    <style>a { display: none !important; }</style></head>
    <body><h1>Notre salle</h1>
    <eventalp-award-rating venue="abcdefgh2k" site="${baseURL}" lang="fr"></eventalp-award-rating>
    <eventalp-award-rating venue="keine-code" site="${baseURL}" lang="fr"></eventalp-award-rating>
    <script src="${award}/elements.js"></script></body></html>`);
  await page.goto(`http://127.0.0.1:${(venueSite.address() as AddressInfo).port}/`);

  const good = page.locator('eventalp-award-rating').nth(0);
  const malformed = page.locator('eventalp-award-rating').nth(1);
  // The page hides every link; the element's shadow root keeps its own styles.
  const link = good.getByRole('link', { name: /Évaluez-nous maintenant/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `${baseURL}/site/fr/abcdefgh2k`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(malformed.getByRole('link')).toHaveCount(0);

  // It opens the site's rating page for that code in a new tab (this code rates no venue: 404).
  const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await opened.waitForLoadState();
  expect(opened.url()).toBe(`${baseURL}/site/fr/abcdefgh2k`);
});

test('a partner builds a region page; the results element shows it on a plain page from another origin', async ({
  page,
  baseURL,
}) => {
  // A winner of the demo's published year, found by its postcode.
  const winners = (await (await page.request.get('/api/guest/award/winners?year=2025')).json()) as {
    data: { name: string; entry: { zip: string | null } | null }[];
  };
  const winner = winners.data.find((row) => row.entry?.zip)!;
  const zip = winner.entry!.zip!.slice(0, 4);
  const slug = `region-${Date.now().toString(36)}`;

  // The demo's medium signs in to the partner area and builds its page.
  await page.goto('/site/de/swisslocationaward_medienbereich');
  await waitForShell(page);
  await page.getByLabel('Loginname').fill('presse');
  await page.getByLabel('Passwort').fill('Presse1234');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('button', { name: 'Neue Seite anlegen' }).click();
  await page.getByLabel('Name der Region').fill('Testregion');
  await page.getByLabel(/^Adresse/).fill(slug);
  await page.getByLabel(/^Postleitzahlen/).fill('12345');
  await page.getByRole('button', { name: 'Seite speichern' }).click();
  await expect(page.getByText('Bitte gib vierstellige Postleitzahlen ein.')).toBeVisible();
  await page.getByLabel(/^Postleitzahlen/).fill(zip);
  await page.getByRole('button', { name: 'Seite speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Testregion' })).toBeVisible();

  // Its public page lists the region's winners.
  await page.getByRole('link', { name: 'Ausgezeichnete 2025' }).last().click();
  await expect(page).toHaveURL(`${baseURL}/de/sla2025-ausgezeichnet-${slug}`);
  await expect(
    page.getByRole('heading', { name: 'Ausgezeichnete Locations 2025: Testregion' }),
  ).toBeVisible();
  await expect(page.getByText(winner.name).first()).toBeVisible();

  // A tourism site embeds it with the award's script; the list comes from the site's API.
  const { award } = await remoteOrigins(page);
  venueSite = await startVenueSite(`<!doctype html><html lang="de"><head><title>Ferienregion</title>
    <style>h2, li { display: none !important; }</style></head>
    <body><h1>Ferienregion</h1>
    <eventalp-award-results region="${slug}" year="2025" list="awarded" site="${baseURL}"></eventalp-award-results>
    <script src="${award}/elements.js"></script></body></html>`);
  await page.goto(`http://127.0.0.1:${(venueSite.address() as AddressInfo).port}/`);
  const element = page.locator('eventalp-award-results');
  await expect(
    element.getByRole('heading', { name: 'Ausgezeichnete Locations Testregion' }),
  ).toBeVisible();
  await expect(element.getByText(winner.name).first()).toBeVisible();
});
