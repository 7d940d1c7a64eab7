import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './axeSupport';
import { newestMailTo } from './mailSupport';
import { DEMO_USERS, waitForShell, test } from './support';

/**
 * A venue's way in and its daily work: sign up by creating a location, confirm the address by the
 * link in the mail, fill the location (contact, a room, a photo with progress), hand it in,
 * preview it; once approved a visitor's request arrives, the owner replies and archives it.
 * Every user-area page on the way is checked with axe.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const owner = {
  email: `owner-${stamp}@example.ch`,
  login: `owner-${stamp}`,
  password: 'geheim12',
  name: `Seeblick ${stamp}`,
};
let locationId = 0;

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function csrf(page: Page): Promise<string> {
  const session = await page.request.get('/api/auth/session');
  return ((await session.json()) as { csrfToken: string }).csrfToken;
}

test('a venue signs up, confirms its address, fills and hands in its location', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/site/guest/entries/create');
  await waitForShell(page);
  await expect(page.getByRole('heading', { name: 'Eintrag erfassen' })).toBeVisible();
  await expectAccessible(page);
  const form = page.locator('form');
  await form.getByLabel('Kategorie', { exact: true }).selectOption('516');
  await form.getByLabel('Name des Eintrags', { exact: true }).fill(owner.name);
  await form.getByLabel('Strasse', { exact: true }).fill('Seestrasse');
  await form.getByLabel('Nummer', { exact: true }).fill('12');
  await form.getByLabel('PLZ', { exact: true }).fill('8800');
  await form.getByLabel('Ort', { exact: true }).fill('Thalwil');
  await form.getByLabel('Region / Kanton', { exact: true }).selectOption('297');
  await form.getByLabel('Vorname', { exact: true }).fill('Sina');
  await form.getByLabel('Nachname', { exact: true }).fill('Seeblick');
  await form.getByLabel('E-Mail', { exact: true }).fill(owner.email);
  await form.getByLabel('Loginname', { exact: true }).fill(owner.login);
  await form.getByLabel('Passwort', { exact: true }).fill(owner.password);
  await form.getByLabel('Passwort bestätigen').fill(owner.password);
  await form.getByRole('button', { name: 'Eintrag erstellen' }).click();
  await page.waitForURL(/\/site\/user\/location\/basic\/\d+\/success$/);
  locationId = Number(/basic\/(\d+)/.exec(page.url())![1]);
  await expect(
    page.getByRole('status').filter({ hasText: 'Dein Eintrag wurde erstellt.' }),
  ).toBeVisible();
  await expectAccessible(page);

  // The verification link from the mail file: one click confirms.
  await expect
    .poll(() => newestMailTo(owner.email)?.subject ?? null)
    .toBe('Bitte bestätige deine E-Mail-Adresse');
  const link = /https?:\/\/\S+(\/site\/guest\/email\/verify\/[\w-]+)/.exec(
    newestMailTo(owner.email)!.text,
  )![1]!;
  await page.goto(link);
  await waitForShell(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'E-Mail-Adresse jetzt bestätigen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Deine E-Mail-Adresse wurde bestätigt.' }),
  ).toBeVisible();

  // Contact: the save answers the spec's text; a bad address the field's message.
  await page.goto(`/site/user/location/contact/${locationId}`);
  await waitForShell(page);
  const contact = page.locator('form.ea-section-form');
  await contact.getByLabel('E-Mail für Anfragen').fill('kein-mail');
  await contact.getByRole('button', { name: 'Speichern' }).click();
  await expect(contact.getByText('Ungültige Emailadresse')).toBeVisible();
  await contact.getByLabel('E-Mail für Anfragen').fill(`anfragen-${stamp}@example.ch`);
  await contact.getByLabel('Telefon').fill('044 123 45 67');
  await contact.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    contact.getByRole('status').filter({ hasText: 'Erfolgreich gespeichert.' }),
  ).toBeVisible();
  await expectAccessible(page);
  const logoImage = await sharp({
    create: { width: 400, height: 200, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  await contact
    .getByLabel('Datei für «Logo» auswählen')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoImage });
  const logoField = contact.locator('fieldset', { has: page.getByText('Logo', { exact: true }) });
  await expect(logoField.locator('.ea-media-field__item img')).toHaveCount(1, { timeout: 15_000 });
  await contact.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    contact.getByRole('status').filter({ hasText: 'Erfolgreich gespeichert.' }),
  ).toBeVisible();

  // A section whose data cannot be loaded says so in the spec's words.
  await page.route('**/api/user/locations/*/videos', (route) =>
    route.fulfill({ status: 500, json: { message: 'kaputt' } }),
  );
  await page.goto(`/site/user/location/videos/${locationId}`);
  await waitForShell(page);
  await expect(page.getByRole('alert')).toHaveText('Fehler beim Laden der Daten.');
  await page.unroute('**/api/user/locations/*/videos');

  // A room.
  await page.goto(`/site/user/location/rooms/${locationId}`);
  await waitForShell(page);
  await page.getByRole('button', { name: 'Raum hinzufügen' }).click();
  await page.getByLabel('Bezeichnung').fill('Seesaal');
  await page.getByLabel('Fläche (m²)').fill('180');
  await page.getByLabel('Bankett bis').fill('120');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Seesaal' })).toBeVisible();
  await expectAccessible(page);

  // A photo: uploaded with progress, given an alt text and a slot, saved.
  await page.goto(`/site/user/location/photos/${locationId}`);
  await waitForShell(page);
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#4a7fa8' },
  })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Dateien auswählen').setInputFiles({
    name: 'see.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  // Each file shows its progress bar until a moment after it arrived.
  await expect(page.locator('.ea-upload__progress progress[aria-label="see.jpg"]')).toBeVisible();
  await expect(page.locator('.ea-media-field__item img')).toHaveCount(1, { timeout: 15_000 });
  await page.getByLabel('Alternativtext').fill('Blick auf den See');
  await page.getByLabel('Fotoplatz').selectOption('exterior_image');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Erfolgreich gespeichert.' }),
  ).toBeVisible();
  await expectAccessible(page);

  // A picture named .pdf is refused by its content: the API's message shows at once, no retries.
  await page.goto(`/site/user/location/documents/${locationId}`);
  await waitForShell(page);
  const refusedUploads: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(`/media`) && response.status() === 422)
      refusedUploads.push(response.url());
  });
  await page.getByLabel('Dateien auswählen').setInputFiles({
    name: 'preisliste.pdf',
    mimeType: 'application/pdf',
    buffer: photo,
  });
  await expect(page.locator('.ea-upload__progress').getByRole('alert')).toHaveText(
    'Das Dokument wurde nicht akzeptiert. Erlaubt sind PDF-Dateien bis 10 MB.',
  );
  expect(refusedUploads).toHaveLength(1);

  // Hand in, then every other page of the entry passes axe too.
  await page.goto('/site/user/entries');
  await waitForShell(page);
  await page.getByRole('button', { name: 'Zur Prüfung einreichen' }).click();
  await expect(page.getByText('Dein Eintrag wurde zur Prüfung eingereicht.')).toBeVisible();
  await expectAccessible(page);
  for (const path of [
    '/site/user/dashboard',
    '/site/user/profile',
    `/site/user/location/upgrade/${locationId}`,
    ...[
      'basic',
      'address',
      'videos',
      'documents',
      'building',
      'location',
      'event',
      'properties',
      'faq',
    ].map((section) => `/site/user/location/${section}/${locationId}`),
  ]) {
    await page.goto(path);
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }

  // Preview: the detail page as it will look, in preview mode.
  await page.goto(`/site/user/location/preview/${locationId}`);
  await page.waitForURL(/\?preview=1$/);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  await expect(page.getByText('Vorschau: Die meisten Links sind deaktiviert.')).toBeVisible();
  await expectAccessible(page);
});

test("a visitor's request arrives in the inbox; the owner replies and archives it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The back office approves the new entry.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.goto('/');
  const adminToken = await csrf(adminPage);
  await adminPage.request.post('/api/auth/login', {
    headers: { 'X-CSRF-Token': adminToken },
    data: DEMO_USERS.admin,
  });
  const queue = (await (
    await adminPage.request.get(
      '/api/backoffice/approvals?status=pending&kind=new_entry&sort=created_at&order=desc',
    )
  ).json()) as {
    data: { id: number; entry_id: number; kind: string }[];
  };
  const waiting = queue.data.find(
    (change) => change.entry_id === locationId && change.kind === 'new_entry',
  )!;
  const approved = await adminPage.request.post(`/api/backoffice/approvals/${waiting.id}/approve`, {
    headers: { 'X-CSRF-Token': await csrf(adminPage) },
  });
  expect(approved.status()).toBe(200);
  await admin.close();

  // A visitor asks.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/');
  const sent = await visitorPage.request.post('/api/guest/requests', {
    headers: { 'X-CSRF-Token': await csrf(visitorPage) },
    data: {
      entries: [{ type: 'location', id: locationId }],
      first_name: 'Anna',
      last_name: 'Gast',
      email: `gast-${stamp}@example.ch`,
      phone: '+41 44 123 45 67',
      desired_date: '2099-06-20',
      people: 80,
      comment: 'Ist der Seesaal am 20. Juni frei?',
    },
  });
  expect(sent.status()).toBe(201);
  await visitor.close();

  // The owner signs in, finds it in the inbox, replies and archives it.
  await page.goto(
    `/public_login?redirect=${encodeURIComponent(`/site/user/location/requests/open/${locationId}`)}`,
  );
  await waitForShell(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('Benutzername oder E-Mail').fill(owner.login);
  await dialog.getByLabel('Passwort').fill(owner.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(`**/site/user/location/requests/open/${locationId}`);
  await waitForShell(page);
  await expect(page.getByText('1 offene Anfrage')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anfragen 1 offen' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Anna Gast' }).click();
  await waitForShell(page);
  await expect(page.getByText('Ist der Seesaal am 20. Juni frei?')).toBeVisible();
  await expectAccessible(page);
  await page
    .getByLabel('Antwort per E-Mail')
    .fill('Ja, der Seesaal ist frei. Wir senden gerne eine Offerte.');
  await page.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Deine Antwort wurde gesendet.' }),
  ).toBeVisible();
  await expect
    .poll(() => newestMailTo(`gast-${stamp}@example.ch`)?.subject ?? null)
    .toBe(`Antwort auf deine Anfrage an ${owner.name}`);
  await page.getByRole('button', { name: 'Archivieren' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Die Anfrage wurde archiviert.' }),
  ).toBeVisible();
  await page.goto(`/site/user/location/requests/archived/${locationId}`);
  await waitForShell(page);
  await expect(page.getByRole('link', { name: 'Anna Gast' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anfragen', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/site/user/location/requests/all/${locationId}`);
  await waitForShell(page);
  await expect(page.getByRole('link', { name: 'Anna Gast' })).toBeVisible();
  await expectAccessible(page);
});

test('the award sign-up page and every page of a provider pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/site/guest/entries/create-sla');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // A caterer signs up (through the API: the form is the location's, checked above).
  const created = await page.request.post('/api/guest/entries', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: {
      type: 'provider',
      category_id: 1,
      entry_category_id: 451,
      full_name: `Apéro ${stamp}`,
      street: 'Seestrasse',
      zip: '8800',
      place: 'Thalwil',
      region: 297,
      first_name: 'Carla',
      last_name: 'Koch',
      email: `caterer-${stamp}@example.ch`,
      login_name: `caterer-${stamp}`,
      password: owner.password,
      password_confirmation: owner.password,
    },
  });
  expect(created.status()).toBe(201);
  const providerId = ((await created.json()) as { entry: { id: number } }).entry.id;
  for (const path of [
    ...['basic', 'contact', 'photos', 'videos', 'documents', 'event', 'properties', 'offers'].map(
      (section) => `/site/user/provider/${section}/${providerId}`,
    ),
    `/site/user/provider/requests/open/${providerId}`,
    `/site/user/provider/upgrade/${providerId}`,
  ]) {
    await page.goto(path);
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  await page.goto(`/site/user/provider/preview/${providerId}`);
  await page.waitForURL(/\?preview=1$/);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: `Apéro ${stamp}` })).toBeVisible();
  await expectAccessible(page);
});

test('the user area sends visitors who are not signed in to the login with the way back', async ({
  page,
}) => {
  await page.goto('/site/user/entries');
  await page.waitForURL(
    (url) =>
      url.pathname === '/public_login' && url.searchParams.get('redirect') === '/site/user/entries',
  );
});

test('the sign-up reads its own query parameter (?type=provider preselects) and ignores campaign parameters', async ({
  page,
}) => {
  await page.goto('/site/guest/entries/create?utm_source=newsletter&type=provider&fbclid=x');
  await waitForShell(page);
  const types = page.getByRole('radiogroup', { name: 'Art des Eintrags' });
  await expect(types.getByRole('radio', { name: 'Dienstleister' })).toBeChecked();
  await page.goto('/site/guest/entries/create?utm_source=newsletter');
  await waitForShell(page);
  await expect(types.getByRole('radio', { name: 'Location' })).toBeChecked();
});
