import { expect } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import { DEMO_USERS, loginThroughModal, test, waitForShell } from './support';

/**
 * The back office on react-admin: an admin creates a redirect (the API's German text for a bad
 * one next to its field) and the old path then leads to the new one; an editor who opens the
 * users gets the "no access" page, not a broken screen; the dashboard shows the catalogue's figures
 * as the API counts them, without serious axe violations. (axe of the lists: accessibility.spec.ts.)
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const oldPath = `/site/extern/alt-${stamp}.html`;
const newPath = '/site/extern/about_us.html';

test('an admin creates a redirect in the back office', async ({ page }) => {
  await loginThroughModal(page, DEMO_USERS.admin, '/backoffice/redirects');
  await expect(page.getByRole('cell', { name: '/site/extern/kontakt.html' })).toBeVisible();
  await page.getByRole('link', { name: 'Erstellen' }).click();
  await expect(page).toHaveURL(/\/backoffice\/redirects\/create$/);
  await page.getByRole('textbox', { name: 'Von' }).fill('alt.html');
  await page.getByRole('textbox', { name: 'Nach' }).fill(newPath);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ungültiges Format')).toBeVisible();
  await page.getByRole('textbox', { name: 'Von' }).fill(oldPath);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/backoffice\/redirects$/);
  await page.getByPlaceholder('Suche').fill(`alt-${stamp}`);
  await expect(page.getByRole('cell', { name: oldPath })).toBeVisible();
});

test('the old path then leads to the new one', async ({ page }) => {
  // A fresh visitor's page reads the redirect table (the server's copy is renewed every minute).
  const table = page.waitForResponse((response) =>
    response.url().endsWith('/api/redirects/getall/front'),
  );
  await page.goto('/site/_redaktionell/suche');
  await waitForShell(page);
  await table;
  await page.evaluate((path) => history.pushState(null, '', path), oldPath);
  await expect(page).toHaveURL(new RegExp(`${newPath.replaceAll('.', '\\.')}$`));
});

test('an editor cannot open the users', async ({ page }) => {
  await loginThroughModal(page, DEMO_USERS.editor, '/backoffice/users');
  await waitForShell(page);
  await expect(page.getByRole('heading', { name: 'Kein Zugriff' })).toBeVisible();
  // The editor's own areas are there.
  await page.goto('/backoffice/jobs');
  await expect(page.getByRole('columnheader', { name: 'Arbeitgeber' })).toBeVisible();
});

test('the dashboard shows the figures from the data', async ({ page }) => {
  await loginThroughModal(page, DEMO_USERS.admin, '/backoffice');
  await waitForShell(page);
  const answer = await page.request.get('/api/backoffice/dashboard');
  expect(answer.ok()).toBe(true);
  const { figures } = (await answer.json()) as {
    figures: { id: string; values: { key: string; value: number }[] }[];
  };
  const number = new Intl.NumberFormat('de-CH').format;
  // The fresh stack's demo catalogue was created this week.
  const entries = figures.find((figure) => figure.id === 'catalog.new-entries')!;
  const thisWeek = entries.values.at(-1)!.value;
  expect(thisWeek).toBeGreaterThan(0);
  const card = page.getByRole('article', { name: 'Neue Einträge' });
  await expect(card.getByRole('definition').first()).toHaveText(number(thisWeek));
  await expect(card.getByRole('img', { name: /^Neue Einträge pro Woche: / })).toBeVisible();
  await expect(card.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const mails = figures.find((figure) => figure.id === 'platform.mails')!;
  const sent = page.getByRole('article', { name: 'Mails' }).locator('[data-part="sent"] dd');
  await expect(sent).toHaveText(number(mails.values.find((part) => part.key === 'sent')!.value));
  expect(await seriousViolations(page)).toEqual([]);
});
