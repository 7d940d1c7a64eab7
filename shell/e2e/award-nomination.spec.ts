import { expect } from '@playwright/test';
import { waitForShell, test } from './support';

const ALREADY = 'Du hast diese Location bereits nominiert.';

test('a visitor nominates a venue, is thanked, and cannot nominate it again with the same e-mail', async ({
  page,
  request,
  baseURL,
}) => {
  // The demo opens the current award year's nomination (plugins/award, demo seed).
  const campaigns = await (await request.get('/api/guest/award/campaigns')).json();
  expect(campaigns.windows.nomination.active).toBe(1);
  const results = await (await request.get('/api/guest/search/locations')).json();
  const venue = results.data[0].name as string;
  const email = `nominiert-${Date.now()}@example.ch`;

  await page.goto('/site/de/swisslocationaward_nominierung');
  await waitForShell(page);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
    'href',
    `${baseURL}/site/fr/swisslocationaward_nomination`,
  );

  async function nominate() {
    await page.getByRole('combobox', { name: 'Location suchen' }).fill(venue);
    await page.getByRole('option', { name: venue, exact: true }).first().click();
    await page.getByRole('radio', { name: 'Besucher/in' }).check();
    await page.getByRole('button', { name: 'Location nominieren' }).click();
  }

  await page.getByRole('textbox', { name: 'Vorname' }).fill('Anna');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Muster');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
  await nominate();
  const thanks = page.getByRole('status').filter({ hasText: 'Vielen Dank für deine Nomination!' });
  await expect(thanks).toContainText(`${venue} ist für den Swiss Location Award`);

  // The next nomination keeps the visitor's details; the same venue again is refused.
  await page.getByRole('button', { name: 'Weitere Location nominieren' }).click();
  await expect(page.getByRole('textbox', { name: 'E-Mail' })).toHaveValue(email);
  await nominate();
  await expect(page.getByText(ALREADY)).toBeVisible();
});
