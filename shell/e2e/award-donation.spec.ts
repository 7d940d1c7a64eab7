import { expect } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import { newestMailTo } from './mailSupport';
import { waitForShell, test } from './support';

test('a visitor donates to the award and is thanked on the thank-you page with the amount', async ({
  page,
  baseURL,
}) => {
  const email = `spende-${Date.now()}@example.ch`;
  await page.goto('/site/de/swisslocationaward_spende');
  await waitForShell(page);
  await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute(
    'href',
    `${baseURL}/site/it/swisslocationaward_donazione`,
  );

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Betrag in CHF').fill('0');
  await page.getByRole('button', { name: 'Spende senden' }).click();
  await expect(page.getByText('Der Betrag muss mindestens CHF 1.00 sein.')).toBeVisible();
  await expect(page.getByText('Dieses Feld ist erforderlich.').first()).toBeVisible();

  await field('Betrag in CHF').fill('120.50');
  await field('Kontaktperson').fill('Anna Muster');
  await field('Strasse und Nr.').fill('Seestrasse 12');
  await field('PLZ').fill('8002');
  await field('Ort').fill('Zürich');
  await field('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Spende senden' }).click();
  await page.waitForURL(/\/site\/de\/swisslocationaward_spende_danke\?amount=120\.50$/);
  await waitForShell(page);
  const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank für deine Spende!' });
  await expect(thanks).toContainText('CHF 120.50');
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    `${baseURL}/site/fr/swisslocationaward_don_merci`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  // The QR bill went to the address the donor entered.
  await expect.poll(() => newestMailTo(email)?.to ?? null, { timeout: 15_000 }).toContain(email);
});
