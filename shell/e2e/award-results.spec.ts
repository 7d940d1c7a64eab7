import fs from 'node:fs';
import { expect } from '@playwright/test';
import type { AwardWinnersPage } from '@eventalp/plugin-award/domain';
import { seriousViolations } from './axeSupport';
import { DEMO_USERS, loginThroughModal, test, waitForShell } from './support';

/**
 * The award's results: the office computes a results run of the demo's last edition, cannot
 * publish it beside the published one, takes that back and publishes the new one; visitors find
 * the winners in all four languages (the old German address leads there) and a winner's kit
 * downloads as a zip.
 */
test.describe.configure({ mode: 'serial' });

const YEAR = 2025;

test('the award office computes a results run, reads its anomaly report and publishes it', async ({
  page,
}) => {
  // The run's screen lists every venue's rows; axe reads them all.
  test.setTimeout(120_000);
  await loginThroughModal(page, DEMO_USERS.award, '/backoffice/award-result-runs');
  await expect(page.getByRole('cell', { name: 'Veröffentlicht' })).toBeVisible();
  await page.getByRole('link', { name: 'Erstellen' }).click();
  await page.getByRole('spinbutton', { name: 'Award-Jahr' }).fill(String(YEAR));
  await page.getByRole('button', { name: 'Speichern' }).click();
  // The preview is computed at once: its figures, the anomaly report and every venue's rows.
  await expect(page).toHaveURL(/\/backoffice\/award-result-runs\/\d+\/show$/);
  const preview = page.url();
  await expect(page.getByText('Vorschau', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Auffälligkeiten der Bewertungen' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Technisch' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // One published result per year: the old one is taken back first.
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(
    page.getByText('Für dieses Jahr ist schon ein Ergebnis veröffentlicht: zuerst zurückziehen.'),
  ).toBeVisible();
  await page.goto('/backoffice/award-result-runs?filter=%7B%22status%22%3A%22published%22%7D');
  await page.getByRole('cell', { name: 'Veröffentlicht' }).click();
  await page.getByRole('button', { name: 'Zurückziehen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Ergebnis zurückgezogen.')).toBeVisible();
  await page.goto(preview);
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Ergebnis veröffentlicht.')).toBeVisible();
});

test('visitors find the winners in every language and download a winner kit', async ({
  page,
  request,
}) => {
  // Four languages and a kit built on demand (up to 30 seconds).
  test.setTimeout(120_000);
  const winners = (await (
    await request.get(`/api/guest/award/winners?year=${YEAR}`)
  ).json()) as AwardWinnersPage;
  const first = winners.data[0]!;

  // The old German address leads to the country's page (from 2023).
  await page.goto(`/swisslocationaward${YEAR}_ausgezeichnet`);
  await expect(page).toHaveURL(new RegExp(`/site/de/swisslocationaward${YEAR}_ausgezeichnet$`));
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Ausgezeichnete Locations ${YEAR}`,
  );
  const card = page.getByRole('listitem').filter({ hasText: first.name }).first();
  await expect(card.getByLabel(/von 10 Punkten$/)).toBeVisible();
  await expect(card.getByText('Publikum', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The awards for search engines: a list of places, each with its award.
  const jsonLd = (
    await page.locator('script[type="application/ld+json"]').allTextContents()
  ).join();
  expect(jsonLd).toContain('"@type":"ItemList"');
  expect(jsonLd).toContain(`"award":"Swiss Location Award ${YEAR}: `);

  // Filtered by the first winner's category: the category's venues in placement order.
  await page.getByLabel('Kategorie').selectOption(String(first.category_id));
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  // The form sends both selects (an empty region is no filter).
  await expect(page).toHaveURL(new RegExp(`\\?category=${first.category_id}(&region=)?$`));
  await expect(page.getByText(/^Rang 1$|Rang 1\b/).first()).toBeVisible();

  for (const [language, path, heading] of [
    ['fr', `/site/fr/swisslocationaward${YEAR}_distingue`, `Lieux distingués ${YEAR}`],
    ['it', `/site/it/swisslocationaward${YEAR}_premiate`, `Location premiate ${YEAR}`],
    ['en', `/site/en/swisslocationaward${YEAR}_awarded`, `Awarded venues ${YEAR}`],
  ] as const) {
    await page.goto(path);
    await waitForShell(page);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  await page.goto(`/site/sla-${YEAR}/${first.nominee_id}/de/sla-winnerkit`);
  await waitForShell(page);
  const link = page.getByRole('link', { name: /^Kit herunterladen/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`swiss-location-award-${YEAR}-winnerkit-de.zip`);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
});
