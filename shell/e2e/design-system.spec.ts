import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import { waitForShell, test } from './support';

/** The style guide is interactive once React has hydrated its server HTML. */
async function openStyleGuide(page: Page) {
  const answer = await page.goto('/demos');
  expect(answer?.status()).toBe(200);
  await waitForShell(page);
  await expect
    .poll(() =>
      page
        .locator('.ea-demos')
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
  return answer!;
}

test('the style guide at /demos is server-rendered, not indexed and in no sitemap', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/demos')).text();
  expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
  expect(html).toContain('<h1>Designsystem</h1>');
  expect(html).toContain('2 Räume ausgewählt');
  // The core font file is preloaded from the shell's own origin.
  const preload =
    /<link rel="preload" href="(\/_shell\/fonts\/[^"]+\.woff2)" as="font"[^>]*crossorigin>/.exec(
      html,
    );
  expect(preload).not.toBeNull();
  const font = await request.get(preload![1]!);
  expect(font.status()).toBe(200);
  expect(font.headers()['content-type']).toBe('font/woff2');
  for (const sitemap of ['/sitemap-static.xml', '/sitemap.xml'])
    expect(await (await request.get(sitemap)).text()).not.toContain('/demos');

  const fontRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'font') fontRequests.push(new URL(sent.url()).pathname);
  });
  await openStyleGuide(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  // The dropdown shown open keeps its active option in view inside its list, not by scrolling
  // the page down to it.
  await expect(page.getByRole('listbox').first()).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The page's text is set in the self-hosted Inter once it has loaded: its core cut, and only
  // that (the style guide's German text needs nothing of the whole latin or latin-ext subsets).
  const coreFace = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '') === 'Inter Variable')
        .map((face) => face.status),
    );
  await expect.poll(coreFace).toContain('loaded');
  expect(fontRequests).toEqual([preload![1]]);
});

test('every category has its icon, and an unknown one draws the default icon', async ({ page }) => {
  await openStyleGuide(page);
  const icons = page.locator('.ea-demos__icons svg[role="img"]');
  const names = [
    'location',
    'catering',
    'technik',
    'agentur',
    'einrichtung',
    'infrastruktur',
    'programm',
    'video__foto',
    'gibt-es-nicht',
  ];
  await expect(icons).toHaveCount(names.length);
  for (const name of names)
    await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
  const drawing = (name: string) =>
    page.getByRole('img', { name, exact: true }).evaluate((svg) => svg.innerHTML);
  // Eight different drawings; the unknown name gets the default, none of theirs.
  const drawings = await Promise.all(names.map(drawing));
  expect(new Set(drawings.slice(0, 8)).size).toBe(8);
  expect(drawings.slice(0, 8)).not.toContain(drawings[8]);
});

test('the dropdown opens and closes by mouse and keyboard, chooses and resets', async ({
  page,
}) => {
  await openStyleGuide(page);
  const dropdown = page.locator('.ea-demos__dropdown-single');
  const control = dropdown.getByRole('combobox', { name: 'Raum' });
  const list = dropdown.getByRole('listbox');
  await expect(control).toHaveText('Raum wählen');

  // Mouse: click opens, a click outside closes, a click on an option chooses.
  await control.click();
  await expect(list).toBeVisible();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(list).toBeHidden();
  await control.click();
  await list.getByRole('option', { name: 'Foyer' }).click();
  await expect(control).toHaveText('Foyer');
  await expect(list).toBeHidden();

  // Keyboard: arrows move, Enter chooses; Escape closes and focus stays on the control.
  await control.focus();
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(control).toHaveText('Lounge');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(control).toBeFocused();
  await expect(control).toHaveText('Lounge');

  // A text over 30 characters is trimmed, the full text in its title.
  await control.click();
  await list
    .getByRole('option', { name: 'Seminarraum mit Seesicht und grosser Sonnenterrasse' })
    .click();
  await expect(control).toHaveText('Seminarraum mit Seesicht und g…');
  await expect(control).toHaveAttribute(
    'title',
    'Seminarraum mit Seesicht und grosser Sonnenterrasse',
  );

  await dropdown.getByRole('button', { name: 'Zurücksetzen Raum' }).click();
  await expect(control).toHaveText('Raum wählen');
  await expect(dropdown.getByRole('button', { name: /Zurücksetzen/ })).toHaveCount(0);
});

test('the multi-select toggles rooms and names one or the count', async ({ page }) => {
  await openStyleGuide(page);
  const multi = page.locator('.ea-demos__dropdown-multi');
  const control = multi.getByRole('combobox', { name: 'Räume' });
  const list = multi.getByRole('listbox');
  await expect(control).toHaveText('2 Räume ausgewählt');

  await control.click();
  await list.getByRole('option', { name: 'Foyer' }).click();
  await expect(control).toHaveText('Panoramasaal');
  await expect(list).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(control).toHaveText('2 Räume ausgewählt');
  await expect(list.getByRole('option', { selected: true })).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(control).toBeFocused();
});

test('the dialog opens, keeps focus, closes on Escape and gives focus back', async ({ page }) => {
  await openStyleGuide(page);
  const opener = page.getByRole('button', { name: 'Dialog öffnen' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Anfrage senden' });
  await expect(dialog).toBeVisible();
  // Modal: the browser makes the page behind it inert, so Tab reaches nothing outside it (past
  // the last control focus goes to the browser's own UI, then back into the dialog).
  await expect(dialog.getByRole('button', { name: 'Schliessen' })).toBeFocused();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate(
        (element) =>
          element.contains(document.activeElement) || document.activeElement === document.body,
      ),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // By keyboard, and closed by its close button.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Schliessen' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('tabs move with the arrow keys and open on click', async ({ page }) => {
  await openStyleGuide(page);
  const tablist = page.getByRole('tablist', { name: 'Details der Location' });
  await tablist.getByRole('tab', { name: 'Räume' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tablist.getByRole('tab', { name: 'Preise' })).toBeFocused();
  await expect(tablist.getByRole('tab', { name: 'Preise' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel', { name: 'Preise' })).toHaveText(
    'Saalmiete ab CHF 800 pro Tag.',
  );
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tablist.getByRole('tab', { name: 'FAQ' })).toBeFocused();
  await tablist.getByRole('tab', { name: 'Räume' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Räume' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'FAQ', includeHidden: true })).toBeHidden();
});

test('a toast is announced politely, hides itself after 4 s and can be dismissed', async ({
  page,
}) => {
  await openStyleGuide(page);
  const region = page.locator('.ea-toasts');
  await expect(region).toHaveAttribute('role', 'status');
  await page.getByRole('button', { name: 'Meldung zeigen' }).click();
  const toast = region.getByText('Villa Adler wurde deiner Merkliste hinzugefügt.');
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(toast).toBeHidden({ timeout: 6000 });

  await page.getByRole('button', { name: 'Fehler zeigen (bleibt)' }).focus();
  await page.keyboard.press('Enter');
  const error = region.getByText('Es ist ein Fehler aufgetreten.', { exact: false });
  await expect(error).toBeVisible();
  await region.getByRole('button', { name: 'Meldung schliessen' }).click();
  await expect(error).toBeHidden();
});

test('the style guide has no serious accessibility violations, open dropdown and dialog too', async ({
  page,
}) => {
  // Three axe runs over a long page.
  test.setTimeout(120_000);
  await openStyleGuide(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Meldung zeigen' }).click();
  await page.locator('.ea-demos__dropdown-multi').getByRole('combobox').click();
  await expect(page.locator('.ea-demos__dropdown-multi').getByRole('listbox')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Dialog öffnen' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});
