import { expect } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import { newestMailTo } from './mailSupport';
import { DEMO_USERS, loginThroughModal, test, waitForShell } from './support';

/**
 * The back office on react-admin: an admin creates a redirect (the API's German text for a bad
 * one next to its field) and the old path then leads to the new one; an editor who opens the
 * users gets the "no access" page, not a broken screen; an editor renames a popular search of
 * the home and the home page shows it; the dashboard shows the catalogue's figures
 * as the API counts them, without serious axe violations; an admin approves a new entry in the
 * approval queue and visitors then find it in the search; an admin finds a new newsletter
 * subscriber in its list and a visitor's request with the mails sent for it, and lists the
 * public users (axe on these); sales creates an advertising tile (the API's text for a link that
 * is no web address) that the search pages then read, with axe on its list (rows with their
 * checkboxes), and archives it from the list; sales adds a price to a location on its show
 * screen and sees its award years there; sales books a venue's calendar and a second entry on
 * the same day is refused with the spec's overlap text (axe on its list).
 * (axe of the other lists: accessibility.spec.ts.)
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const oldPath = `/site/extern/alt-${stamp}.html`;
const newPath = '/site/extern/about_us.html';

test('an admin creates a redirect in the back office', async ({ page }) => {
  await loginThroughModal(page, DEMO_USERS.admin, '/backoffice/redirects');
  await expect(page.getByRole('cell', { name: '/site/extern/kontakt.html' })).toBeVisible();
  await page.getByRole('link', { name: 'Erstellen' }).click();
  await expect(page).toHaveURL(/\/backoffice\/redirects\/create$/);
  await page.getByRole('textbox', { name: 'Von' }).fill('alt.html');
  await page.getByRole('textbox', { name: 'Nach' }).fill(newPath);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ungültiges Format')).toBeVisible();
  await page.getByRole('textbox', { name: 'Von' }).fill(oldPath);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/backoffice\/redirects$/);
  await page.getByPlaceholder('Suche').fill(`alt-${stamp}`);
  await expect(page.getByRole('cell', { name: oldPath })).toBeVisible();
});

test('the old path then leads to the new one', async ({ page }) => {
  // A fresh visitor's page reads the redirect table (the server's copy is renewed every minute).
  const table = page.waitForResponse((response) =>
    response.url().endsWith('/api/redirects/getall/front'),
  );
  await page.goto('/site/_redaktionell/suche');
  await waitForShell(page);
  await table;
  await page.evaluate((path) => history.pushState(null, '', path), oldPath);
  await expect(page).toHaveURL(new RegExp(`${newPath.replaceAll('.', '\\.')}$`));
});

test('an editor cannot open the users', async ({ page }) => {
  await loginThroughModal(page, DEMO_USERS.editor, '/backoffice/users');
  await waitForShell(page);
  await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
  // The editor's own areas are there.
  await page.goto('/backoffice/jobs');
  await expect(page.getByRole('columnheader', { name: 'Arbeitgeber' })).toBeVisible();
});

test('an editor renames a popular search and the home page shows it', async ({ page }) => {
  const label = `Sitzungsraum ${stamp}`;
  const rename = async (from: string, to: string) => {
    await page.goto('/backoffice/home-popular-searches');
    await page.getByPlaceholder('Suche').fill(from);
    await page.getByRole('row').filter({ hasText: 'Schweiz' }).filter({ hasText: from }).click();
    await page.getByRole('textbox', { name: 'Bezeichnung' }).fill(to);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/backoffice\/home-popular-searches$/);
  };
  await loginThroughModal(page, DEMO_USERS.editor, '/backoffice/home-popular-searches');
  await rename('Sitzungszimmer', label);
  await page.goto('/');
  await expect(
    page.getByRole('list', { name: 'Beliebte Suchen' }).getByRole('link', { name: label }),
  ).toHaveAttribute('href', '/locations?category=521');
  // The home page's other tests read the seeded label.
  await rename(label, 'Sitzungszimmer');
});

test('the dashboard shows the figures from the data', async ({ page }) => {
  await loginThroughModal(page, DEMO_USERS.admin, '/backoffice');
  await waitForShell(page);
  const answer = await page.request.get('/api/backoffice/dashboard');
  expect(answer.ok()).toBe(true);
  const { figures } = (await answer.json()) as {
    figures: { id: string; values: { key: string; value: number }[] }[];
  };
  const number = new Intl.NumberFormat('de-CH').format;
  // The fresh stack's demo catalogue was created this week.
  const entries = figures.find((figure) => figure.id === 'catalog.new-entries')!;
  const thisWeek = entries.values.at(-1)!.value;
  expect(thisWeek).toBeGreaterThan(0);
  const card = page.getByRole('article', { name: 'Neue Einträge' });
  await expect(card.getByRole('definition').first()).toHaveText(number(thisWeek));
  await expect(card.getByRole('img', { name: /^Neue Einträge pro Woche: / })).toBeVisible();
  await expect(card.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const mails = figures.find((figure) => figure.id === 'platform.mails')!;
  const sent = page.getByRole('article', { name: 'Mails' }).locator('[data-part="sent"] dd');
  await expect(sent).toHaveText(number(mails.values.find((part) => part.key === 'sent')!.value));
  expect(await seriousViolations(page)).toEqual([]);
});

test('an admin approves a new entry in the queue; it then appears in the public search', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // An owner creates a location, confirms the address and hands it in (through the API: the
  // owner's pages have their own journey in user-area.spec.ts).
  const name = `Freigabehalle ${stamp}`;
  const email = `freigabe-${stamp}@example.ch`;
  const owner = await browser.newContext();
  const request = owner.request;
  const csrf = async () =>
    ((await (await request.get('/api/auth/session')).json()) as { csrfToken: string }).csrfToken;
  const created = await request.post('/api/guest/entries', {
    headers: { 'X-CSRF-Token': await csrf() },
    data: {
      type: 'location',
      category_id: 1,
      entry_category_id: 516,
      full_name: name,
      description: 'Halle am See',
      street: 'Seestrasse',
      street_number: '7',
      zip: '8800',
      place: 'Thalwil',
      region: 297,
      first_name: 'Fritz',
      last_name: 'Freigabe',
      email,
      login_name: `freigabe-${stamp}`,
      password: 'geheim12',
      password_confirmation: 'geheim12',
    },
  });
  expect(created.status()).toBe(201);
  const locationId = ((await created.json()) as { entry: { id: number } }).entry.id;
  await expect.poll(() => newestMailTo(email)?.text ?? '').toContain('/site/guest/email/verify/');
  const token = /\/site\/guest\/email\/verify\/([\w-]+)/.exec(newestMailTo(email)!.text)![1];
  const verified = await request.post('/api/auth/email/verify', {
    headers: { 'X-CSRF-Token': await csrf() },
    data: { token },
  });
  expect(verified.status()).toBe(200);
  const handedIn = await request.post(`/api/user/entries/location/${locationId}/release`, {
    headers: { 'X-CSRF-Token': await csrf() },
  });
  expect(handedIn.status()).toBe(200);
  await owner.close();

  // The admin finds it among the waiting requests and approves it.
  await loginThroughModal(page, DEMO_USERS.admin, '/backoffice/approvals');
  await page.getByPlaceholder('Suche').fill(name);
  // The search has narrowed the list to the one request (header row plus one) before the click:
  // a click into a list that is still being replaced can land on another row's controls.
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('cell', { name, exact: true }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/backoffice\/approvals\/\d+\/show$/);
  await expect(page.getByText('Neuer Eintrag')).toBeVisible();
  // react-admin's loading spinner (no accessible name) is gone once the record is there.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Freigeben' }).click();
  await expect(page.getByText('Freigegeben.', { exact: true })).toBeVisible();

  // Visitors find it (the search index follows the approval through the platform's events).
  await expect(async () => {
    await page.goto(`/locations?q=${encodeURIComponent(name)}`);
    await waitForShell(page);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

test('an admin finds a subscriber and a request with the mails sent for it', async ({ page }) => {
  // A visitor subscribes to the newsletter and sends a request to a public venue.
  await page.goto('/');
  const token = async () =>
    ((await (await page.request.get('/api/auth/session')).json()) as { csrfToken: string })
      .csrfToken;
  const email = `leute-${stamp}@example.ch`;
  const subscribed = await page.request.post('/api/guest/newsletter/subscribe', {
    headers: { 'X-CSRF-Token': await token() },
    data: { email },
  });
  expect(subscribed.status()).toBe(200);
  const venues = (await (await page.request.get('/api/guest/locations?per_page=1')).json()) as {
    data: { id: number }[];
  };
  const sent = await page.request.post('/api/guest/requests', {
    headers: { 'X-CSRF-Token': await token() },
    data: {
      entries: [{ type: 'location', id: venues.data[0]!.id }],
      first_name: 'Lea',
      last_name: `Leute${stamp.replace(/[0-9]/g, '')}`,
      email,
      phone: '+41 44 123 45 67',
      desired_date: '2099-06-20',
      people: 30,
    },
  });
  expect(sent.status()).toBe(201);
  const requestId = ((await sent.json()) as { requests: { id: number }[] }).requests[0]!.id;

  await loginThroughModal(page, DEMO_USERS.admin, '/backoffice/newsletter-subscribers');
  await page.getByPlaceholder('Suche').fill(email);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/backoffice/requests/${requestId}/show`);
  await expect(page.getByText('Gesendete Mails')).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Bestätigung an die anfragende Person' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: email }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an admin lists the public users', async ({ page }) => {
  await loginThroughModal(page, DEMO_USERS.admin, '/backoffice/users');
  await page.getByRole('combobox', { name: 'Rolle' }).click();
  await page.getByRole('option', { name: 'public_user' }).click();
  await expect(page.getByRole('cell', { name: 'venue', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'editor', exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('sales creates an advertising tile that the search pages then read', async ({ page }) => {
  const name = `Werbekachel ${stamp}`;
  await loginThroughModal(page, DEMO_USERS.sales, '/backoffice/advertising-tiles');
  await waitForShell(page);
  await page.getByRole('link', { name: 'Erstellen' }).click();
  await expect(page).toHaveURL(/\/backoffice\/advertising-tiles\/create$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Externer Link' }).fill('www.example.ch');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ungültiges Format')).toBeVisible();
  await page.getByRole('textbox', { name: 'Externer Link' }).fill('https://www.example.ch/werbung');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/backoffice\/advertising-tiles$/);
  await page.getByPlaceholder('Suche').fill(stamp);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // A tile without targeting shows on every search of its area.
  const tiles = await page.request.get('/api/guest/advertising-tiles?area=providers');
  expect(((await tiles.json()) as { name: string }[]).map((tile) => tile.name)).toContain(name);
  // Archived from the list by its row's checkbox (named for screen readers): the search pages
  // no longer read it.
  await page.getByRole('checkbox', { name: 'Diese Zeile auswählen' }).check();
  await page.getByRole('button', { name: 'Archivieren' }).click();
  await expect(page.getByText('Archiviert.')).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  const after = await page.request.get('/api/guest/advertising-tiles?area=providers');
  expect(((await after.json()) as { name: string }[]).map((tile) => tile.name)).not.toContain(name);
});

test("sales adds a price to a location (the API's text for a missing service) and sees its award years", async ({
  page,
}) => {
  const venues = (await (await page.request.get('/api/guest/locations?per_page=1')).json()) as {
    data: { id: number }[];
  };
  const id = venues.data[0]!.id;
  const service = `Apéro ${stamp}`;
  await loginThroughModal(page, DEMO_USERS.sales, `/backoffice/locations/${id}/show/contract`);
  await waitForShell(page);
  await page.getByRole('link', { name: 'Preise' }).click();
  await expect(page).toHaveURL(/\/backoffice\/entry-prices\/create$/);
  await page.getByRole('spinbutton', { name: 'Preis (CHF)' }).fill('45.5');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Dieses Feld ist erforderlich.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Leistung' }).fill(service);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/locations/${id}/show/contract$`));
  await expect(page.getByRole('cell', { name: service })).toBeVisible();
  await page.getByRole('tab', { name: 'Award' }).click();
  await expect(page.getByRole('heading', { name: 'Award-Daten' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('sales books a venue calendar (an overlap is refused with the spec text) and reads the package bookings and packages', async ({
  page,
}) => {
  // A day of its own per run (the stack's database may have seen earlier runs).
  const day = new Date(Date.UTC(2040, 0, 1 + (Date.now() % 3000))).toISOString().slice(0, 10);
  const note = `Firmenfest ${stamp}`;
  const book = async (text: string) => {
    await page.getByRole('link', { name: 'Erstellen' }).click();
    await expect(page).toHaveURL(/\/backoffice\/calendar-entries\/create$/);
    const venue = page.getByRole('spinbutton', { name: 'Location (Nummer)' });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // The venue's rooms are offered once it is named (empty: the whole venue). A create form
    // opened right after another save may still be reset once and drop the number: type again.
    await expect(async () => {
      await venue.fill('1');
      await expect(page.getByRole('combobox', { name: 'Raum' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await page.getByLabel('Von', { exact: true }).fill(day);
    await page.getByLabel('Bis', { exact: true }).fill(day);
    await page.getByRole('textbox', { name: 'Notiz' }).fill(text);
    await expect(venue).toHaveValue('1');
    await page.getByRole('button', { name: 'Speichern' }).click();
  };
  await loginThroughModal(page, DEMO_USERS.sales, '/backoffice/calendar-entries');
  await waitForShell(page);
  await book(note);
  await expect(page).toHaveURL(/\/backoffice\/calendar-entries$/);
  await page.getByPlaceholder('Suche').fill(stamp);
  // The search applies after a pause (in the address): the next screen must not get it.
  await expect(page).toHaveURL(/\/backoffice\/calendar-entries\?.*filter=/);
  await expect(page.getByRole('cell', { name: note })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await book(`${note} (doppelt)`);
  await expect(
    page.getByText('Dieser Eintrag überschneidet sich mit einem bestehenden Kalendereintrag.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/calendar-entries\/create$/);
  // The package bookings of every venue, read only, beside the calendars.
  await page.goto('/backoffice/package-bookings');
  // Exact: an empty list says so in a heading of its own that names the list too.
  await expect(page.getByRole('heading', { name: 'Paketbuchungen', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /erstellen/i })).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // The packages of every venue, read only, with the halls each books.
  await page.goto('/backoffice/packages?filter=%7B%22location_id%22%3A1%7D');
  await expect(page.getByRole('heading', { name: 'Pakete', exact: true })).toBeVisible();
  await page.getByRole('cell', { name: 'Seminartag am See' }).click();
  await expect(page.getByRole('heading', { name: 'Räume des Pakets' })).toBeVisible();
  await expect(page.getByText(/^Salon: \d+ m², bis \d+ Personen, \d+ Mietzeiten$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
