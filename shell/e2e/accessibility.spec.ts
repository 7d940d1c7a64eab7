import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstLocation } from './catalogSupport';
import { waitForShell } from './support';

/** Serious and critical axe violations of the page as a visitor sees it, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

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
