import { expect } from '@playwright/test';
import {
  cardNames,
  countValue,
  firstFacet,
  resultCount,
  SEEDED_PATH,
  searchSettled,
} from './searchSupport';
import { DEMO_USERS, loginThroughModal, waitForShell, test } from './support';

test('the search is rendered on the server with its head: plain search indexed, variants not', async ({
  request,
}) => {
  const plain = await (await request.get('/locations')).text();
  expect(plain).toContain('<h1>Locations</h1>');
  expect(plain).toMatch(/role="status"[^>]*>[\d’]+ Locations</);
  expect(plain).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/locations">/);
  expect(plain).not.toContain('name="robots"');
  // Pages carry the seed the server picked, so page 2 continues page 1's order.
  expect(plain).toMatch(/href="\/locations\/seedId=\d{8}\?page=2"/);

  const seeded = await (await request.get('/locations/seedId=12345678?region=272&page=2')).text();
  expect(seeded).toContain('<meta name="robots" content="noindex,follow">');
  expect(seeded).toMatch(
    /<link rel="canonical" href="http:\/\/localhost:\d+\/locations\?region=272&amp;page=2">/,
  );
});

test('invalid parameters are dropped, a broken seed starts afresh, the provider lists stay', async ({
  page,
  request,
}) => {
  const response = await page.goto('/locations/seedId=12345678?region=abc&persons=-3&page=x&q=');
  expect(response?.status()).toBe(200);
  await waitForShell(page);
  await expect(page.getByRole('list', { name: 'Aktive Filter' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Seiten' }).locator('[aria-current]'),
  ).toHaveText('1');

  const broken = await request.get('/locations/seedId=123', { maxRedirects: 0 });
  expect(broken.status()).toBe(302);
  expect(broken.headers().location).toBe('/locations');

  await page.goto('/provider/catering_partyservice');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Catering & Partyservice' }),
  ).toBeVisible();
});

test('filtering updates URL and count in place; back, forward and reload restore it', async ({
  page,
}) => {
  await page.goto('/locations');
  await waitForShell(page);
  const total = await countValue(page);
  const region = await firstFacet(page, 'Region');

  await region.checkbox.check();
  await expect(page).toHaveURL(SEEDED_PATH);
  await expect(page).toHaveURL(/region=\d+/);
  await searchSettled(page);
  await expect(resultCount(page)).toHaveText(
    new RegExp(`^${region.count.toLocaleString('de-CH')} Locations?$`),
  );
  expect(region.count).toBeLessThan(total);
  const seed = /seedId=(\d{8})/.exec(page.url())![1];

  await page.getByLabel('Personen (mindestens)').fill('80');
  await expect(page).toHaveURL(/persons=80/);
  await searchSettled(page);
  expect(await countValue(page)).toBeLessThanOrEqual(region.count);
  const chips = page.getByRole('list', { name: 'Aktive Filter' });
  await expect(chips.getByRole('listitem')).toHaveText([region.name, 'ab 80 Personen']);
  expect(page.url()).toContain(`seedId=${seed}`);

  await page.reload();
  await waitForShell(page);
  await expect(page.getByRole('group', { name: 'Region' }).getByLabel(region.name)).toBeChecked();
  await expect(page.getByLabel('Personen (mindestens)')).toHaveValue('80');
  await expect(chips.getByRole('listitem')).toHaveCount(2);

  // A chip is one button: the keyboard removes it, and focus stays on the chips.
  await page.getByRole('button', { name: 'Filter entfernen: ab 80 Personen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/persons=/);
  await searchSettled(page);
  await expect(resultCount(page)).toHaveText(
    new RegExp(`^${region.count.toLocaleString('de-CH')} Locations?$`),
  );
  await expect(chips.getByRole('listitem')).toHaveText([region.name]);
  await expect(
    page.getByRole('button', { name: `Filter entfernen: ${region.name}` }),
  ).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/persons=80/);
  await expect(page.getByLabel('Personen (mindestens)')).toHaveValue('80');
  await page.goForward();
  await expect(page).not.toHaveURL(/persons=/);

  await page.getByRole('button', { name: 'Alle zurücksetzen' }).click();
  await expect(page).not.toHaveURL(/region=/);
  await searchSettled(page);
  expect(await countValue(page)).toBe(total);
  // With no chip left, focus is on the count (a live region), which reads the new total.
  await expect(chips).toHaveCount(0);
  await expect(resultCount(page)).toBeFocused();
  await expect(resultCount(page)).toHaveAttribute('role', 'status');
});

test('pages keep the seed: no entry comes twice and a reload shows the same order', async ({
  page,
}) => {
  await page.goto('/locations');
  await waitForShell(page);
  const first = await cardNames(page);
  expect(first).toHaveLength(36);

  await page
    .getByRole('navigation', { name: 'Seiten' })
    .getByRole('link', { name: '2', exact: true })
    .click();
  await expect(page).toHaveURL(/\/locations\/seedId=\d{8}\?page=2$/);
  await searchSettled(page);
  const second = await cardNames(page);
  expect(second).toHaveLength(36);
  const cards = page.getByRole('region', { name: 'Resultate', exact: true }).getByRole('article');
  const ids = async () =>
    cards.evaluateAll((articles) => articles.map((article) => article.closest('li')?.id));
  const secondIds = await ids();

  await page.goBack();
  await searchSettled(page);
  const firstIds = await ids();
  expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);

  await page.goForward();
  await page.reload();
  await waitForShell(page);
  expect(await ids()).toEqual(secondIds);
});

test('the free text suggests after two characters and takes a suggestion by keyboard', async ({
  page,
}) => {
  await page.goto('/locations');
  await waitForShell(page);
  const text = page.getByRole('combobox', { name: 'Suchbegriff' });
  await text.fill('B');
  await expect(text).toHaveAttribute('aria-expanded', 'false');
  await text.fill('Ba');
  const suggestions = page.getByRole('listbox', { name: 'Vorschläge' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(text).toHaveAttribute('aria-expanded', 'true');

  await text.press('ArrowDown');
  const active = await text.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await text.press('Enter');
  // A place, region or category becomes a filter, an entry name a text search or its page.
  await expect(page).toHaveURL(/[?&](q|place|region|category)=|\/site\/_eventalp\/\d+\//);

  await page.goto('/locations');
  await waitForShell(page);
  await text.fill('Schloss');
  await text.press('Escape');
  await text.press('Enter');
  await expect(page).toHaveURL(/q=Schloss/);
  await expect(page.getByRole('list', { name: 'Aktive Filter' })).toContainText('«Schloss»');
});

test('the map shows the results, a marker opens its card, "In diesem Gebiet suchen" keeps the area', async ({
  page,
}) => {
  await page.goto('/locations');
  await waitForShell(page);
  const total = await countValue(page);
  await page.getByRole('button', { name: 'Karte anzeigen' }).click();
  await expect(page).toHaveURL(/map=1/);
  await expect(page.locator('body')).toHaveClass(/ea-map-open/);
  const map = page.getByRole('region', { name: 'Karte der Resultate' });
  await expect(map.locator('canvas')).toBeVisible();
  const markers = map.locator('.ea-map-marker:not(.ea-map-marker--cluster)');
  await expect(markers.first()).toBeVisible();

  // The list and the map go together: hovering a card marks its marker.
  const firstCard = page
    .getByRole('region', { name: 'Resultate', exact: true })
    .getByRole('article')
    .first();
  await firstCard.hover();
  await expect(map.locator('.ea-map-marker--active')).toHaveCount(1);

  // A marker of a result on another page is fetched; its card is named after the result.
  await markers.first().click();
  const card = map.getByRole('group');
  const heading = card.getByRole('heading', { level: 3 });
  await expect(heading).toBeVisible();
  await expect(card).toHaveAccessibleName(await heading.innerText());
  await expect(heading.getByRole('link')).toHaveAttribute('href', /^\/site\/_eventalp\/\d+\//);
  await card.getByRole('button', { name: 'Auswahl schliessen' }).click();
  await expect(card).toHaveCount(0);

  const area = (await map.boundingBox())!;
  await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width / 2 - 120, area.y + area.height / 2 - 60, { steps: 6 });
  await page.mouse.up();
  await map.getByRole('button', { name: 'In diesem Gebiet suchen' }).click();
  await expect(page).toHaveURL(/bounds=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+/);
  await searchSettled(page);
  const chips = page.getByRole('list', { name: 'Aktive Filter' });
  await expect(chips).toContainText('Kartenausschnitt');
  expect(await countValue(page)).toBeLessThan(total);
  const url = page.url();

  await page.reload();
  await waitForShell(page);
  expect(page.url()).toBe(url);
  await expect(map.locator('canvas')).toBeVisible();
  await expect(chips).toContainText('Kartenausschnitt');

  await page.getByRole('button', { name: 'Karte schliessen' }).click();
  await expect(page).not.toHaveURL(/map=1/);
  await expect(page.locator('body')).not.toHaveClass(/ea-map-open/);
});

test('the header offers a new search and toggles the filter when it sticks or the map is open', async ({
  page,
}) => {
  await page.goto('/locations?region=272');
  await waitForShell(page);
  const header = page.locator('#ea-header');
  await expect(header.getByRole('link', { name: 'Neue Suche' })).toHaveAttribute(
    'href',
    '/locations',
  );
  const toggle = header.getByRole('button', { name: /^(Suche anpassen|Filter ausblenden)$/ });
  await expect(toggle).toHaveCount(0);
  const filters = page.getByRole('complementary', { name: 'Filter' });
  await expect(filters).toBeVisible();

  await page.mouse.wheel(0, 2000);
  await expect(toggle).toHaveText('Filter ausblenden');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveText('Suche anpassen');
  await expect(filters).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveText('Filter ausblenden');
  await expect(filters).toBeVisible();

  await page.mouse.wheel(0, -5000);
  await expect(toggle).toHaveCount(0);
  await page.getByRole('button', { name: 'Karte anzeigen' }).click();
  // The map takes the room: the filter waits behind the header's toggle.
  await expect(toggle).toHaveText('Suche anpassen');
  await expect(filters).toBeHidden();
  await toggle.click();
  await expect(filters).toBeVisible();

  await header.getByRole('link', { name: 'Neue Suche' }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await waitForShell(page);
  await expect(page.getByRole('list', { name: 'Aktive Filter' })).toHaveCount(0);
});

test('on a phone the filter is a full-height dialog: focus stays inside, Escape closes it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/locations');
  await waitForShell(page);
  await expect(page.getByRole('complementary', { name: 'Filter' })).toBeHidden();
  const opener = page.getByRole('button', { name: 'Filter', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.getBoundingClientRect().height)).toBe(740);
  const close = dialog.getByRole('button', { name: 'Filter schliessen' });
  await expect(close).toBeFocused();

  // The footer's button names the count and stays in view while the filters scroll.
  const total = await countValue(page);
  const show = dialog.getByRole('button', { name: /^[\d’]+ Locations anzeigen$/ });
  await expect(show).toHaveText(`${total.toLocaleString('de-CH')} Locations anzeigen`);
  await expect(show).toBeInViewport();
  // Tab and Shift+Tab wrap around inside the dialog.
  await page.keyboard.press('Shift+Tab');
  await expect(show).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  const region = await firstFacet(page, 'Region');
  await region.checkbox.check();
  await expect(page).toHaveURL(/region=\d+/);
  await searchSettled(page);
  await expect(show).toHaveText(`${region.count.toLocaleString('de-CH')} Locations anzeigen`);
  await show.scrollIntoViewIfNeeded();
  await expect(show).toBeInViewport();
  await show.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeFocused();
  await expect(resultCount(page)).toHaveText(
    new RegExp(`^${region.count.toLocaleString('de-CH')} Locations?$`),
  );
  await context.close();
});

test('the package search needs view_booking_module and finds a demo package for a date', async ({
  page,
  request,
}) => {
  const anonymous = await request.get('/packages', { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/^\/site\/locations/);

  await loginThroughModal(page, DEMO_USERS.planer, '/site/packages');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Eventpakete' })).toBeVisible();
  // The demo venues 1-3 each sell a seminar, a company party and a wedding.
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ Pakete$/);

  const form = page.getByRole('form', { name: 'Pakete suchen' });
  await form.getByLabel('Anlass').selectOption({ label: 'Hochzeit' });
  await form.getByLabel('Personen', { exact: true }).fill('50');
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Datum').fill(inAMonth);
  await form.getByRole('button', { name: 'Suchen', exact: true }).click();

  await expect(page).toHaveURL(/\/packages\/seedId=\d{8}\?persons=50&eventType=wedding&date=/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^[1-9]\d* Pakete?$/);
  const wedding = page.getByRole('link', { name: 'Hochzeit mit Übernachtung' }).first();
  await expect(wedding).toHaveAttribute(
    'href',
    /^\/site\/_package\/\d+\/hochzeit-mit-uebernachtung\/wedding\/[1-3]\//,
  );
  await expect(page.getByRole('link', { name: 'Seminartag am See' })).toHaveCount(0);
  // No favourite button on the package search (spec: hidden on the route package.search).
  await expect(page.getByRole('button', { name: 'Merken' })).toHaveCount(0);

  // The same seed keeps the order when the page is loaded again.
  const order = await page.getByRole('heading', { level: 3 }).allTextContents();
  await page.reload();
  await waitForShell(page);
  expect(await page.getByRole('heading', { level: 3 }).allTextContents()).toEqual(order);
});

test('a landing page renders on the server with its H1, count and canonical path, and stays while its filters do', async ({
  page,
  request,
}) => {
  const listed = await request.get('/api/guest/search/landing-pages?country=1');
  const { data } = (await listed.json()) as {
    data: { path: string; title: string; total: number }[];
  };
  const landing = data.find((candidate) => candidate.total > 1) ?? data[0]!;

  const html = await (await request.get(landing.path)).text();
  expect(html).toContain(`<h1>${landing.title}</h1>`);
  expect(html).toMatch(
    new RegExp(`<link rel="canonical" href="http://localhost:\\d+${landing.path}">`),
  );
  expect(html).not.toContain('name="robots"');
  expect((await request.get(`${landing.path}-gibt-es-nicht`)).status()).toBe(404);

  await page.goto(landing.path);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: landing.title })).toBeVisible();
  await expect(resultCount(page)).toHaveText(new RegExp(`^${landing.total} Locations?$`));
  const chips = page.getByRole('list', { name: 'Aktive Filter' }).getByRole('listitem');
  const chipCount = await chips.count();
  expect(chipCount).toBeGreaterThan(0);

  await page.getByLabel('Personen (mindestens)').fill('10');
  await expect(page).toHaveURL(SEEDED_PATH);
  await expect(page).toHaveURL(/persons=10/);
  await expect(chips).toHaveCount(chipCount + 1);
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${landing.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: landing.title })).toBeVisible();
});

test('the provider search filters by category with its counts', async ({ page }) => {
  await page.goto('/provider');
  await waitForShell(page);
  const count = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /Dienstleister$/ });
  await expect(count).toHaveText(/^[\d’]+ Dienstleister$/);
  const category = await firstFacet(page, 'Kategorie');
  await category.checkbox.check();
  await expect(page).toHaveURL(/\/provider\/seedId=\d{8}\?category=\d+$/);
  await expect(count).toHaveText(`${category.count.toLocaleString('de-CH')} Dienstleister`);
});
