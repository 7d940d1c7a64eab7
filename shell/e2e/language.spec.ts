import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import { firstLocation } from './catalogSupport';
import { test, waitForShell } from './support';

const WEDDING_GRID = '/site/_eventalp/516/hochzeitslocations';

/** The header's language switcher: its disclosure button (`<summary>`) and its links. */
function headerSwitcher(page: Page) {
  const root = page.locator('#ea-header details.ea-language');
  return { root, toggle: root.locator('summary'), panel: root.locator('.ea-language__panel') };
}

test('the header’s switcher changes the language of the page, which stays after a reload, and back', async ({
  page,
  context,
}) => {
  // Five page loads and two axe runs.
  test.setTimeout(60_000);
  await page.goto(`${WEDDING_GRID}?utm_source=test`);
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hochzeitslocations');
  const { root, toggle, panel } = headerSwitcher(page);
  await expect(toggle).toHaveAccessibleName('Sprache: Deutsch');
  await expect(panel).toBeHidden();

  // Keyboard: Enter opens the list, Escape closes it and gives the focus back.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  const french = panel.getByRole('link', { name: 'Français' });
  await expect(french).toHaveAttribute('lang', 'fr');
  await expect(french).toHaveAttribute('hreflang', 'fr');
  await expect(panel.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(await seriousViolations(page)).toEqual([]);
  // A click outside closes it.
  await page.locator('main').click({ position: { x: 2, y: 2 } });
  await expect(panel).toBeHidden();

  await toggle.click();
  await french.click();
  // The same page (with its query), now in French: chrome texts and taxonomy names.
  await page.waitForURL(
    (url) => url.pathname === WEDDING_GRID && url.search === '?utm_source=test',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await waitForShell(page);
  await expect(headerSwitcher(page).toggle).toHaveAccessibleName('Langue : Français');
  await expect(
    page.locator('#ea-footer').getByRole('navigation', { name: 'Langue' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieux de mariage');
  const cookie = (await context.cookies()).find((c) => c.name === 'ea_locale');
  expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax' });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(headerSwitcher(page).toggle).toHaveAccessibleName('Langue : Français');
  // Other pages follow the choice too.
  await page.goto('/locations');
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await root.locator('summary').click();
  await headerSwitcher(page).panel.getByRole('link', { name: 'Deutsch' }).click();
  await page.waitForURL((url) => url.pathname === '/locations');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  await waitForShell(page);
  await expect(headerSwitcher(page).toggle).toHaveAccessibleName('Sprache: Deutsch');
});

test('a French visitor never gets the German copy of a cached page, its cards included', async ({
  playwright,
  baseURL,
}) => {
  const german = await playwright.request.newContext({ baseURL });
  const french = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: 'ea_locale=fr' },
  });
  try {
    for (let i = 0; i < 2; i += 1) {
      const html = await (await german.get(WEDDING_GRID)).text();
      expect(html).toContain('<h1>Hochzeitslocations</h1>');
      // Each card names its category (the API's card cache is shared by every language).
      expect(html).toContain('<li>Hochzeitslocations</li>');
    }
    expect((await german.get(WEDDING_GRID)).headers()['x-page-cache']).toBe('hit');
    for (let i = 0; i < 2; i += 1) {
      const page = await french.get(WEDDING_GRID);
      const html = await page.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('<h1>Lieux de mariage</h1>');
      expect(html).toContain('<li>Lieux de mariage</li>');
      expect(html).not.toContain('<h1>Hochzeitslocations</h1>');
      expect(html).not.toContain('<li>Hochzeitslocations</li>');
    }
    expect((await french.get(WEDDING_GRID)).headers()['x-page-cache']).toBe('hit');
    // And the German copy stays German.
    expect(await (await german.get(WEDDING_GRID)).text()).toContain('<li>Hochzeitslocations</li>');
  } finally {
    await german.dispose();
    await french.dispose();
  }
});

test('award pages link their other languages (hreflang) and switch to the same page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/site/de/swisslocationaward');
  await waitForShell(page);
  const alternates = page.locator('head link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(5);
  for (const language of ['de', 'fr', 'it', 'en'])
    await expect(page.locator(`head link[hreflang="${language}"]`)).toHaveAttribute(
      'href',
      `${baseURL}/site/${language}/swisslocationaward`,
    );
  await expect(page.locator('head link[hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${baseURL}/site/de/swisslocationaward`,
  );

  const { toggle, panel } = headerSwitcher(page);
  await toggle.click();
  await panel.getByRole('link', { name: 'Italiano' }).click();
  await page.waitForURL((url) => url.pathname === '/site/it/swisslocationaward');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await waitForShell(page);
  await expect(headerSwitcher(page).toggle).toHaveAccessibleName('Lingua: Italiano');
});

test('the footer’s switcher works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/locations?page=2');
    const footer = page.locator('#ea-footer').getByRole('navigation', { name: 'Sprache' });
    await footer.getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/locations' && url.search === '?page=2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.locator('#ea-footer').getByRole('navigation', { name: 'Language' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('pages with texts of their own (detail, favourites, style guide) speak French too, before and after hydration', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'ea_locale', value: 'fr', url: baseURL! }]);
  const page = await context.newPage();
  try {
    const detail = (await firstLocation(request)).path;
    for (const [path, text] of [
      [detail, 'Lieu'],
      ['/site/_eventalp/favourites.html', 'Favoris'],
      ['/demos', 'Système de design'],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain(text);
      await page.goto(path);
      await waitForShell(page);
      await expect(page.getByRole('main').getByText(text).first(), path).toBeVisible();
    }
  } finally {
    await context.close();
  }
});
