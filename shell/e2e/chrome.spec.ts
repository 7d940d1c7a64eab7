import { expect } from '@playwright/test';
import { startExtraShell, UNREACHABLE } from './extraShell';
import { newestMailTextTo } from './mailSupport';
import { DEMO_USERS, loginThroughModal, waitForShell, test } from './support';
import type { Locator, Page } from '@playwright/test';

test('the navigation menu opens its panel, hides "Neue Suche" and closes on Escape', async ({
  page,
}) => {
  await page.goto('/site/_redaktionell/52/eventmagazin.html');
  await waitForShell(page);
  const header = page.locator('#ea-header');
  const menuButton = header.getByRole('button', { name: 'Menü' });
  const newSearch = header.getByRole('link', { name: 'Neue Suche' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(newSearch).toBeVisible();

  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = header.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(menu.getByRole('link', { name: 'Eventmagazin' })).toHaveAttribute(
    'href',
    '/site/_redaktionell/52/eventmagazin.html',
  );
  await expect(menu.getByRole('link', { name: 'Eventjobs' })).toHaveAttribute(
    'href',
    '/site/_redaktionell/51/Eventjobs.html',
  );
  await expect(menu.getByRole('link', { name: 'Catering & Partyservice' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Foto/ })).toHaveCount(0);
  // Packages only for users with view_booking_module.
  await expect(menu.getByRole('link', { name: 'Pakete' })).toHaveCount(0);
  await expect(newSearch).toHaveCount(0);
  await expect(page.locator('body')).toHaveClass(/ea-nav-menu-open/);

  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
  await expect(menu).toBeHidden();
  await expect(newSearch).toBeVisible();
  await expect(page.locator('body')).not.toHaveClass(/ea-nav-menu-open/);

  await menuButton.click();
  // A click outside the menu (here: the header's own padding) closes it.
  await page.locator('header.ea-header').click({ position: { x: 2, y: 2 } });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

/** The header's visible controls (links and buttons) with their boxes and accessible names. */
async function headerRow(page: Page) {
  const header = page.locator('header.ea-header');
  const controls: Locator[] = await header
    .locator(':scope > a, :scope > div > a, :scope > div > button, nav > a, nav > button')
    .filter({ visible: true })
    .all();
  const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
  const names = await Promise.all(
    controls.map((control) =>
      control.evaluate((element) => element.getAttribute('aria-label') ?? element.textContent),
    ),
  );
  return { header, boxes, names, height: (await header.boundingBox())!.height };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the header is one row: logo and icon buttons named for screen readers', async ({
    page,
  }) => {
    for (const path of ['/', '/locations', '/site/_redaktionell/52/eventmagazin.html']) {
      await page.goto(path);
      await waitForShell(page);
      const { header, boxes, names, height } = await headerRow(page);
      expect(height).toBeLessThanOrEqual(64);
      // Logo, menu, new search, favourites, login: each fully inside the row, on one line.
      expect(boxes.length).toBeGreaterThanOrEqual(5);
      const middle = boxes[0]!.y + boxes[0]!.height / 2;
      for (const box of boxes) {
        expect(Math.abs(box.y + box.height / 2 - middle)).toBeLessThanOrEqual(4);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      // The labels are there for screen readers only: the buttons show just their icons.
      for (const name of ['Menü', 'Neue Suche', 'Merkliste', 'Login']) {
        const control = header.getByRole(name === 'Menü' || name === 'Login' ? 'button' : 'link', {
          name,
          exact: true,
        });
        await expect(control).toBeVisible();
        expect((await control.boundingBox())!.width).toBeLessThanOrEqual(44);
      }
      expect(names.every((name) => (name ?? '').trim().length > 0)).toBe(true);
      // Each control shows its icon: a lucide drawing as the CSS mask of a 20 px square.
      const icons = header.locator('.ea-header__icon').filter({ visible: true });
      expect(await icons.count()).toBeGreaterThanOrEqual(4);
      for (const icon of await icons.all()) {
        const drawn = await icon.evaluate((element) => {
          const style = getComputedStyle(element);
          return { mask: style.maskImage, width: element.getBoundingClientRect().width };
        });
        expect(drawn.mask).toContain('data:image/svg+xml');
        expect(drawn.width).toBe(20);
      }
    }
  });

  test('the package pages and the owner’s package screens fit a 320 px phone without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const fits = async () => {
      await waitForShell(page);
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(widths[0], page.url()).toBeLessThanOrEqual(widths[1]!);
    };
    await loginThroughModal(page, DEMO_USERS.planer, '/packages');
    await fits();
    await page.locator('.ea-package-card a').first().click();
    await fits();
    await page.getByRole('link', { name: 'Weiter zur Zusammenfassung', exact: true }).click();
    await page.waitForURL(/\/site\/_package_summary\//);
    await fits();
    await page.context().clearCookies();
    await loginThroughModal(page, DEMO_USERS.venue, '/site/user/packages/calendar/1');
    await fits();
    await page.goto('/site/user/package/requests/1/all');
    await fits();
  });

  test('the header stays one row with the search filter toggle in it', async ({ page }) => {
    await page.goto('/locations');
    await waitForShell(page);
    await page.mouse.wheel(0, 1500);
    const toggle = page
      .locator('header.ea-header')
      .getByRole('button', { name: /^(Suche anpassen|Filter ausblenden)$/ });
    await expect(toggle).toBeVisible();
    const { boxes, height } = await headerRow(page);
    expect(boxes.length).toBeGreaterThanOrEqual(6);
    expect(height).toBeLessThanOrEqual(64);
    const middle = boxes[0]!.y + boxes[0]!.height / 2;
    for (const box of boxes) {
      expect(Math.abs(box.y + box.height / 2 - middle)).toBeLessThanOrEqual(4);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
  });

  test('the favourites button is highlighted once a favourite exists, also for a signed-in user', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem('favorites', JSON.stringify({ locations: [1], providers: [] })),
    );
    await loginThroughModal(page, DEMO_USERS.venue, '/locations');
    await waitForShell(page);
    const { header, boxes, height } = await headerRow(page);
    expect(height).toBeLessThanOrEqual(64);
    const middle = boxes[0]!.y + boxes[0]!.height / 2;
    for (const box of boxes) {
      expect(Math.abs(box.y + box.height / 2 - middle)).toBeLessThanOrEqual(4);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    const favourites = header.getByRole('link', { name: 'Merkliste' });
    await expect(favourites).toHaveAttribute('data-has-favourites', 'true');
    await expect(favourites).toHaveClass(/ea-header__favourites--active/);
    await expect(header.getByRole('link', { name: 'Mein Bereich' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  });
});

test('on a desktop the header controls show their labels', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/site/_redaktionell/52/eventmagazin.html');
  await waitForShell(page);
  const header = page.locator('header.ea-header');
  for (const text of ['Menü', 'Neue Suche', 'Merkliste', 'Login']) {
    const label = header.getByText(text, { exact: true });
    await expect(label).toBeVisible();
    expect((await label.boundingBox())!.width).toBeGreaterThan(20);
  }
});

test('the home header is transparent at the top and solid after scrolling', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  const header = page.locator('header.ea-header');
  await expect(header).toHaveAttribute('data-transparent', 'true');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-transparent', 'false');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-transparent', 'true');

  await page.goto('/locations');
  await waitForShell(page);
  await expect(header).toHaveAttribute('data-transparent', 'false');
});

test('back to top appears after 400 px and scrolls up', async ({ page }) => {
  // A results page is long enough to scroll far.
  await page.goto('/locations');
  await waitForShell(page);
  const backToTop = page.getByRole('button', { name: 'Nach oben' });
  await expect(backToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);
});

test('the footer links the company, advertising, editorial and newsletter pages', async ({
  page,
}) => {
  await page.goto('/locations');
  await waitForShell(page);
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Kontakt', '/site/extern/about_us.html#kontakt'],
    ['Impressum', '/site/extern/impressum.html'],
    ['Eventjob inserieren', '/site/extern/eventjob_inserieren.html'],
    ['Hilfe-Center', '/site/_redaktionell/53/hilfe'],
    ['Newsletter', '/site/_eventalp/newsletter.html'],
  ]) {
    await expect(footer.getByRole('link', { name: name!, exact: true })).toHaveAttribute(
      'href',
      href!,
    );
  }
  await expect(footer.getByText("Mehr als 4'000 Locations")).toBeVisible();
});

test('preview mode disables links and says so', async ({ page }) => {
  await page.goto('/site/_redaktionell/52/eventmagazin.html?preview');
  await waitForShell(page);
  await expect(page.getByRole('alert')).toHaveText('Vorschau: Die meisten Links sind deaktiviert.');
  const imprint = page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' });
  await expect(imprint).toHaveAttribute('aria-disabled', 'true');
  await imprint.click({ force: true });
  await expect(page).toHaveURL(/eventmagazin\.html\?preview$/);
});

test('a redirect of the back office answers with its status', async ({ request }) => {
  const permanent = await request.get('/site/extern/kontakt.html', { maxRedirects: 0 });
  expect(permanent.status()).toBe(301);
  expect(permanent.headers().location).toBe('/site/extern/about_us.html#kontakt');
  const temporary = await request.get('/award?von=newsletter', { maxRedirects: 0 });
  expect(temporary.status()).toBe(302);
  expect(temporary.headers().location).toBe('/site/de/swisslocationaward?von=newsletter');
});

test('a navigation inside the page follows the redirect table too', async ({ page }) => {
  const table = page.waitForResponse((response) =>
    response.url().endsWith('/api/redirects/getall/front'),
  );
  await page.goto('/site/_redaktionell/suche');
  await waitForShell(page);
  await table;
  // single-spa routes pushState navigations (as links inside the micro-frontends do).
  await page.evaluate(() => history.pushState(null, '', '/site/_redaktionell/52/magazin.html'));
  await expect(page).toHaveURL(/\/site\/_redaktionell\/52\/eventmagazin\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Eventmagazin');
});

test('an unknown page is the 404 page with status 404 and noindex', async ({ page }) => {
  const response = await page.goto('/diese/seite/gibt/es/nicht');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Not Found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
});

test('a password reset: request the link, open it, set a new password, log in', async ({
  page,
}) => {
  // The demo's media account; `npm start` and the e2e stack seed its password again.
  const email = 'media@eventalp.ch';
  const newPassword = 'Medien5678';
  await page.goto('/site/_redaktionell/52/eventmagazin.html');
  await waitForShell(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await page
    .getByRole('dialog', { name: 'Anmelden' })
    .getByRole('button', { name: 'Passwort vergessen?' })
    .click();
  const request = page.getByRole('dialog', { name: 'Passwort vergessen' });
  await request.getByLabel('E-Mail').fill(email);
  await request.getByRole('button', { name: 'Link senden' }).click();
  await expect(request.getByRole('status')).toHaveText(
    'Wir haben dir einen Link zum Zurücksetzen des Passworts per E-Mail gesendet.',
  );

  let link = '';
  await expect
    .poll(() => {
      link =
        /https?:\/\/\S+\/site\/password\/reset\/\S+/.exec(newestMailTextTo(email) ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await waitForShell(page);
  const reset = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
  await expect(reset.getByLabel('E-Mail')).toHaveValue(email);
  await reset.getByLabel('Neues Passwort').fill(newPassword);
  await reset.getByLabel('Passwort bestätigen').fill(newPassword);
  await reset.getByRole('button', { name: 'Passwort speichern' }).click();

  const login = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(login.getByRole('status')).toHaveText('Dein Passwort wurde zurückgesetzt.');
  await expect(page).toHaveURL(/\/$/);
  await login.getByLabel('Benutzername oder E-Mail').fill('media');
  await login.getByLabel('Passwort', { exact: true }).fill(newPassword);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
});

test('closing the reset form returns to the login and goes home', async ({ page }) => {
  await page.goto('/password/reset/kein-gueltiges-token?email=media%40eventalp.ch');
  await waitForShell(page);
  const reset = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
  await expect(reset).toBeVisible();
  await reset.getByRole('button', { name: 'Schliessen' }).click();
  await expect(reset).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  // Back to the login, which closes like any dialog.
  const login = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Schliessen' }).click();
  await expect(login).toHaveCount(0);
});

test.describe('a shell server whose platform API is down', () => {
  let shell: Awaited<ReturnType<typeof startExtraShell>> | undefined;
  let shellUrl = '';

  test.beforeAll(async ({ baseURL }) => {
    shell = await startExtraShell({
      baseURL,
      portOffset: 91,
      env: { API_URL: UNREACHABLE },
      readyPath: '/robots.txt',
    });
    shellUrl = shell.url;
  });

  test.afterAll(() => shell?.stop());

  test('a page whose data cannot be loaded is the error page with status 503', async ({
    request,
  }) => {
    const response = await request.get(`${shellUrl}/site/_redaktionell/52/eventmagazin.html`);
    expect(response.status()).toBe(503);
    const html = await response.text();
    expect(html).toContain('<title>Es ist ein Fehler aufgetreten</title>');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(html).toContain('Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.');
    expect(html).toContain('href="/provider/catering_partyservice"');
  });
});
