import { expect, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import { DEMO_USERS, waitForShell, test } from './support';

/**
 * axe on every page a visitor can reach: each page template the sitemaps list (one page per
 * template: the first location, job, article …), the pages no sitemap lists (results, favourites,
 * award, 404, login, the style guide) and the back office for an operator. The user area's pages
 * are checked in its journeys (user-area.spec.ts).
 */
const UNLISTED_PAGES = [
  '/locations/seedId=12345678',
  '/provider/seedId=12345678',
  '/site/_eventalp/favourites.html',
  '/site/_redaktionell/suche?q=event',
  '/site/de/swisslocationaward',
  '/site/fr/swisslocationaward',
  '/site/guest/entries/create',
  '/public_login',
  '/gibt/es/nicht',
  '/demos',
];

/** The URLs a sitemap lists. */
async function sitemapUrls(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
}

/** A page's template: numbers, and the slugs of detail pages, stand for any. */
function templateOf(path: string): string {
  return path
    .replace(/\d+/g, 'N')
    .replace(/^\/(locations|provider)\/.+/, '/$1/…')
    .replace(/^(\/site\/_(?:eventalp|dienstleister))\/N\/[^/]+\/N\/.+$/, '$1/N/…/N/…')
    .replace(/^(\/site\/_redaktionell\/N\/[^/.]+)\/N\/.+$/, '$1/N/…');
}

/** The first page of each template the sitemaps list. */
async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const byTemplate = new Map<string, string>();
  for (const sitemap of await sitemapUrls(request, '/sitemap.xml'))
    for (const path of await sitemapUrls(request, sitemap))
      if (!byTemplate.has(templateOf(path))) byTemplate.set(templateOf(path), path);
  return [...byTemplate.values()];
}

test('every public page has no serious accessibility violations', async ({ page, request }) => {
  test.setTimeout(240_000);
  const pages = [...(await sitemapPages(request)), ...UNLISTED_PAGES];
  // Home, search, a landing page, detail pages, magazine, jobs and the static pages at least.
  expect(pages.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await waitForShell(page);
    for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
  }
  expect(found).toEqual([]);
});

test('the back office has no serious accessibility violations', async ({ page }) => {
  await page.goto('/public_login?redirect=/backoffice/redirects');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('Benutzername oder E-Mail').fill(DEMO_USERS.admin.login);
  await dialog.getByLabel('Passwort').fill(DEMO_USERS.admin.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/backoffice\/redirects$/);
  await waitForShell(page);
  // The main screen: react-admin's list of redirects, with its menu, filters and table.
  await expect(page.getByRole('cell', { name: '/site/extern/kontakt.html' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

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
