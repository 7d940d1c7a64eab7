import { expect } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import { test, waitForShell } from './support';

test('facts and figures shows its charts with their tables, the retrospective every year', async ({
  page,
}) => {
  await page.goto('/site/de/swisslocationaward_uebersicht');
  await waitForShell(page);
  await page.getByRole('link', { name: 'Zahlen und Fakten' }).click();
  await page.waitForURL(/\/site\/de\/swisslocationaward_facts_and_figures$/);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Swiss Location Award: Zahlen und Fakten',
  );
  const chart = page.getByRole('img', { name: /^Bewertungen pro Jahr/ });
  await expect(chart).toBeVisible();
  const table = page.getByRole('table', { name: 'Bewertungen pro Jahr' });
  await expect(table.getByRole('row', { name: /^2025 75.021$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Another year in detail.
  await page
    .getByRole('navigation', { name: 'Jahr wählen' })
    .getByRole('link', { name: '2019' })
    .click();
  await page.waitForURL(/\?year=2019$/);
  await expect(page.getByRole('heading', { name: '2019 in Zahlen' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Nominierte Locations pro Region 2019' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Rückblick auf alle Jahre' }).click();
  await page.waitForURL(/\/site\/de\/swisslocationaward_rueckblick$/);
  await expect(
    page.getByRole('heading', { name: 'Swiss Location Award 2016', exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
