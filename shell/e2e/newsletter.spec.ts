import { expect } from '@playwright/test';
import { newestMailTo } from './mailSupport';
import { waitForShell, test } from './support';

const NEWSLETTER = '/site/_eventalp/newsletter.html';

test('subscribe, confirm by the mailed link, then the same address is known', async ({ page }) => {
  const email = `abo-${Date.now()}@example.ch`;
  await page.goto(NEWSLETTER);
  await waitForShell(page);
  const box = page.getByRole('textbox', { name: 'Deine E-Mail-Adresse für den Newsletter' });

  // Client validation: nothing is sent for a broken address.
  await box.fill('anna@');
  await page.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte gib eine gültige E-Mailadresse ein.');
  await expect(page).toHaveURL(NEWSLETTER);

  await box.fill(email);
  await page.getByRole('button', { name: 'Abonnieren' }).click();
  await page.waitForURL(`${NEWSLETTER}?success=optin`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Bitte schau in deinem Posteingang nach' }),
  ).toBeVisible();

  await expect.poll(() => newestMailTo(email)?.subject ?? null).toContain('Bitte bestätige');
  const mail = newestMailTo(email)!;
  expect(mail.text).toContain('Newsletter abbestellen: http');
  const confirmLink = /http\S+newsletter\.html\?confirm=\S+/.exec(mail.text)![0];
  // Opening the link asks for the click; a scanner that only opens it confirms nothing.
  await page.goto(new URL(confirmLink).pathname + new URL(confirmLink).search);
  await waitForShell(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Newsletter-Anmeldung bestätigen' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Deine Anmeldung ist bestätigt' }),
  ).toBeVisible();

  await page.goto(NEWSLETTER);
  await waitForShell(page);
  await page
    .getByRole('textbox', { name: 'Deine E-Mail-Adresse für den Newsletter' })
    .fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Abonnieren' }).click();
  await page.waitForURL(`${NEWSLETTER}?error=email_used`);
  await expect(page.getByRole('alert')).toHaveText('Du bist bereits in der Datenbank vorhanden.');
});

test('an unsubscribe link asks once and unsubscribes', async ({ page }) => {
  const email = `weg-${Date.now()}@example.ch`;
  await page.goto(NEWSLETTER);
  await waitForShell(page);
  await page.getByRole('textbox', { name: 'Deine E-Mail-Adresse für den Newsletter' }).fill(email);
  await page.getByRole('button', { name: 'Abonnieren' }).click();
  await page.waitForURL(`${NEWSLETTER}?success=optin`);
  await expect.poll(() => newestMailTo(email)?.text ?? '').toContain('unsubscribe=');
  const link = /http\S+newsletter\.html\?unsubscribe=\S+/.exec(newestMailTo(email)!.text)![0];

  await page.goto(new URL(link).pathname + new URL(link).search);
  await waitForShell(page);
  await page.getByRole('button', { name: 'Newsletter abbestellen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Du hast den Newsletter abbestellt.' }),
  ).toBeVisible();
  // The opt-in link of an unsubscribed address confirms nothing any more.
  const optIn = /http\S+newsletter\.html\?confirm=\S+/.exec(newestMailTo(email)!.text)![0];
  await page.goto(new URL(optIn).pathname + new URL(optIn).search);
  await waitForShell(page);
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Dieser Bestätigungslink ist ungültig/);
});

const STATIC_PAGES: [string, string, string[]][] = [
  ['about_us', 'Über uns', ['kontakt']],
  ['eventjob_inserieren', 'Eventjob inserieren', []],
  ['impressum', 'Impressum', []],
  ['werbemoeglichkeiten', 'Werbemöglichkeiten', []],
  ['werbemoeglichkeiten_eintraege', 'Einträge für Locations und Anbieter', []],
  ['werbemoeglichkeiten_mailing', 'Mailing', []],
  ['werbemoeglichkeiten_werbeformate', 'Werbeformate', ['priority', 'interregio', 'anbieter']],
];

for (const [slug, heading, anchors] of STATIC_PAGES) {
  test(`static page ${slug} is rendered by the server with its anchors`, async ({ page }) => {
    const response = await page.goto(`/site/extern/${slug}.html`);
    expect(response?.status()).toBe(200);
    // Server-rendered: heading, canonical and breadcrumbs are in the document itself.
    const html = await response!.text();
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]+/site/extern/${slug}\\.html"`),
    );
    expect(html).toContain('"@type":"BreadcrumbList"');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    for (const anchor of anchors) {
      await page.goto(`/site/extern/${slug}.html#${anchor}`);
      await expect(page.locator(`#${anchor}`)).toBeInViewport();
    }
  });
}

test('an unknown static page is the 404 page', async ({ page }) => {
  expect((await page.goto('/site/extern/gibtsnicht.html'))?.status()).toBe(404);
});
