import { expect } from '@playwright/test';
import { DEMO_USERS, loginThroughModal, test, waitForShell } from './support';

test('a venue owner fills a package section, adds a hall and creates a package that the list shows', async ({
  page,
}) => {
  await loginThroughModal(page, DEMO_USERS.venue, '/site/user/packages');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pakete' })).toBeVisible();
  // The demo venue's packages (demo-packages seed).
  await expect(page.getByRole('link', { name: 'Seminartag am See' }).first()).toBeVisible();

  // A section: lunch with its on/off switch and a price.
  await page.goto('/site/user/packages/lunch/1');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Mittagessen – / })).toBeVisible();
  await page.getByRole('switch', { name: 'Angeboten' }).check();
  await page.getByLabel('Preis pro Person (CHF)').fill('42.50');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();

  // A hall with its rental slot (addhall: infos and availability).
  await page.getByRole('navigation').getByRole('link', { name: 'Raum hinzufügen' }).click();
  await page.getByLabel('Name des Raums').fill('Galerie E2E');
  await page.getByLabel('Ganzer Tag 8–23').check();
  await page.getByLabel('Preis Ganzer Tag 8–23 (CHF)').fill('900');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Raum bearbeiten – / })).toBeVisible();

  // The package: the fields' checks and the rules answer in the form, all at once, before
  // anything is sent.
  await page.getByRole('link', { name: 'Paket erstellen' }).first().click();
  await waitForShell(page);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByLabel('Name des Pakets')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Bitte wähle für Tag 1 mindestens eine Tageszeit.').first(),
  ).toBeVisible();
  await expect(page.getByText('Bitte wähle mindestens eine Mahlzeit.').first()).toBeVisible();
  await page.getByLabel('Art des Pakets').first().selectOption('meeting');
  await page.getByLabel('Name des Pakets').fill('Workshop E2E');
  await page.getByLabel('Morgen (8–12 Uhr)').check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Bitte wähle mindestens eine Mahlzeit.' }),
  ).toBeVisible();
  await page.getByRole('switch', { name: 'Mittagessen anbieten' }).check();
  const halls = page.getByRole('combobox', { name: 'Räume' });
  await halls.click();
  await page.getByRole('option', { name: 'Galerie E2E' }).first().click();
  await page.getByRole('option', { name: 'Salon' }).first().click();
  await expect(halls).toHaveText('2 Räume ausgewählt');
  await page.getByRole('heading', { level: 1 }).click();
  await page.getByLabel('Pauschalpreis (CHF)').fill('400');
  await page.getByLabel('Preis pro Person bei zwei Personen (CHF)').fill('79');
  await page.getByLabel(/Ich bestätige die Bedingungen/).check();
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pakete' })).toBeVisible();
  const created = page.getByRole('listitem').filter({ hasText: 'Workshop E2E' });
  await expect(created).toContainText('Entwurf');
  await created.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(created).toContainText('Veröffentlicht');
});
