import { expect } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import { firstLocation } from './catalogSupport';
import { waitForShell, test } from './support';

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the location search has no serious accessibility violations', async ({ page }) => {
  await page.goto('/locations');
  await waitForShell(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a location detail page has no serious accessibility violations', async ({
  page,
  request,
}) => {
  await page.goto((await firstLocation(request)).path);
  await waitForShell(page);
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of [
  '/site/_eventalp/newsletter.html',
  '/site/extern/about_us.html',
  '/site/extern/werbemoeglichkeiten_eintraege.html',
]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await waitForShell(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the home has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the search and its filter dialog have no serious accessibility violations', async ({
    page,
  }) => {
    // Two full axe runs over 36 result cards on a shared machine.
    test.setTimeout(90_000);
    await page.goto('/locations');
    await waitForShell(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
