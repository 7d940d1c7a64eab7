import { expect, type Page } from '@playwright/test';
import { newestMailTo } from './mailSupport';
import { DEMO_USERS, loginThroughModal, test, waitForShell } from './support';

/** A day `days` from now, ISO. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const totalOf = (page: Page) => page.getByRole('row', { name: /Total inkl\. MWST/ }).textContent();

test('a package from the owner’s form to the accepted offer: found for a date, priced with VAT, reserved once, the same slot refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const date = inDays(120);

  // The owner: a hall with a rental slot, a package with lunch in it, published, and a price
  // period around the day.
  await loginThroughModal(page, DEMO_USERS.venue, '/site/user/packages/addhall/infos/1');
  await waitForShell(page);
  await page.getByLabel('Name des Raums').fill('Journey-Saal');
  await page.getByLabel('Ganzer Tag 8–23').check();
  await page.getByLabel('Preis Ganzer Tag 8–23 (CHF)').fill('800');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Raum bearbeiten – / })).toBeVisible();

  await page.goto('/site/user/packages/1/packages/create');
  await waitForShell(page);
  await page.getByLabel('Art des Pakets').first().selectOption('meeting');
  await page.getByLabel('Name des Pakets').fill('Journey-Paket');
  await page.getByLabel('Morgen (8–12 Uhr)').check();
  await page.getByRole('switch', { name: 'Mittagessen anbieten' }).check();
  const halls = page.getByRole('combobox', { name: 'Räume' });
  await halls.click();
  await page.getByRole('option', { name: 'Journey-Saal' }).first().click();
  await page.getByRole('heading', { level: 1 }).click();
  await page.getByLabel('Pauschalpreis (CHF)').fill('300');
  await page.getByLabel('Preis pro Person bei zwei Personen (CHF)').fill('90');
  await page.getByLabel(/Ich bestätige die Bedingungen/).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  const created = page.getByRole('listitem').filter({ hasText: 'Journey-Paket' });
  await created.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(created).toContainText('Veröffentlicht');

  await page.goto('/site/user/packages/calendar/1');
  await waitForShell(page);
  const periodForm = page.locator('form', {
    has: page.getByRole('button', { name: 'Preisperiode hinzufügen' }),
  });
  await periodForm.getByLabel('Von').fill(inDays(110));
  await periodForm.getByLabel('Bis').fill(inDays(130));
  await periodForm.getByLabel('Prozent').fill('10');
  await periodForm.getByRole('button', { name: 'Preisperiode hinzufügen' }).click();
  await expect(page.getByText(`${inDays(110)} – ${inDays(130)}: Zuschlag 10 %`)).toBeVisible();

  // The organiser finds it for the day and sees the total with VAT and the surcharge.
  const visitor = await browser.newContext();
  const organiser = await visitor.newPage();
  await loginThroughModal(organiser, DEMO_USERS.planer, '/site/packages');
  await waitForShell(organiser);
  const form = organiser.getByRole('form', { name: 'Pakete suchen' });
  await form.getByLabel('Anlass').selectOption('meeting');
  await form.getByLabel('Datum').fill(date);
  await form.getByRole('button', { name: 'Suchen', exact: true }).click();
  await organiser.getByRole('link', { name: 'Journey-Paket' }).first().click();
  await waitForShell(organiser);
  await expect(organiser.getByRole('heading', { level: 1, name: 'Journey-Paket' })).toBeVisible();
  await organiser.getByLabel('Datum (erster Tag)').fill(date);
  await organiser.getByLabel('Anzahl Personen', { exact: true }).fill('20');
  await expect(organiser.getByRole('row', { name: /Zuschlag 10 %/ })).toBeVisible();
  await expect(organiser.getByRole('row', { name: /MWST 8\.1 %/ })).toBeVisible();
  const total = await totalOf(organiser);
  await organiser.getByRole('link', { name: 'Weiter zur Zusammenfassung', exact: true }).click();
  await organiser.getByRole('link', { name: 'Jetzt reservieren', exact: true }).click();
  await organiser.waitForURL(/\/site\/_package_reservation\//);
  await waitForShell(organiser);
  await expect.poll(() => totalOf(organiser)).toBe(total);

  // A second tab on the same slot, opened before the first reservation is sent.
  const second = await visitor.newPage();
  await second.goto(organiser.url());
  await waitForShell(second);

  const fill = async (tab: Page, first: string) => {
    await tab.getByLabel('Vorname', { exact: true }).fill(first);
    await tab.getByLabel('Nachname', { exact: true }).fill('Planer');
    await tab.getByLabel('E-Mail', { exact: true }).fill('planer@eventalp.ch');
    await tab.getByLabel('Telefon', { exact: true }).fill('+41 44 123 45 67');
    await tab.getByRole('button', { name: 'Reservierung senden', exact: true }).click();
  };
  await fill(organiser, 'Paula');
  await expect(organiser.getByRole('status').filter({ hasText: /PB-[A-Z0-9]{8}/ })).toBeVisible();
  const bookingHref = await organiser
    .getByRole('link', { name: 'Zu deiner Buchung', exact: true })
    .getAttribute('href');
  await fill(second, 'Paul');
  await expect(
    second.getByRole('alert').filter({
      hasText: 'Dieses Paket wurde in der Zwischenzeit für dieses Datum reserviert.',
    }),
  ).toBeVisible();
  expect(newestMailTo('venue@eventalp.ch')?.subject).toMatch(/Journey-Paket|PB-/);

  // The owner finds it among the open bookings of the dashboard and sends an offer.
  await page.goto('/site/user/dashboard');
  await waitForShell(page);
  const reference = (await organiser
    .getByRole('status')
    .filter({ hasText: /PB-/ })
    .textContent())!.match(/PB-[A-Z0-9]{8}/)![0];
  await page.getByRole('link', { name: reference, exact: true }).click();
  await page.waitForURL(/\/site\/user\/dashboard\/\d+$/);
  await waitForShell(page);
  await page.getByLabel('Angebotstext').fill('Gerne bestätigen wir den Seminartag.');
  await page.getByLabel(/^Betrag in CHF/).fill('2500');
  await page.getByLabel('IBAN für die QR-Rechnung').fill('CH93 0076 2011 6238 5295 7');
  await page.getByRole('button', { name: 'Angebot senden' }).click();
  await expect(page.getByText('Angebot gesendet').first()).toBeVisible();
  await expect.poll(() => newestMailTo('planer@eventalp.ch')?.text ?? '').toContain(reference);

  // The organiser accepts; the venue hears of it.
  await organiser.goto(bookingHref!);
  await waitForShell(organiser);
  await organiser.getByRole('button', { name: 'Angebot annehmen' }).click();
  await expect(organiser.getByText('Angenommen').first()).toBeVisible();
  await expect.poll(() => newestMailTo('venue@eventalp.ch')?.text ?? '').toContain(reference);
  await visitor.close();
});
