import { expect } from '@playwright/test';
import { DEMO_USERS, waitForShell, test } from './support';

test('logging in through the header modal shows the user, then the dashboard', async ({ page }) => {
  await page.goto('/site/_redaktionell/52/eventmagazin.html');
  await waitForShell(page);
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('Benutzername oder E-Mail').fill(DEMO_USERS.venue.login);
  await dialog.getByLabel('Passwort').fill(DEMO_USERS.venue.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();

  // Back on the same page, now signed in.
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page).toHaveURL(/\/site\/_redaktionell\/52\/eventmagazin\.html$/);
  await page.getByRole('link', { name: 'Mein Bereich' }).click();
  await expect(page).toHaveURL(/\/site\/user\/dashboard$/);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Willkommen, / })).toBeVisible();

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('wrong credentials show the API message in the modal', async ({ page }) => {
  await page.goto('/public_login');
  await waitForShell(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('Benutzername oder E-Mail').fill(DEMO_USERS.venue.login);
  await dialog.getByLabel('Passwort').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
});

test('the user area sends visitors who are not logged in to the login with a redirect', async ({
  page,
}) => {
  await page.goto('/site/user/dashboard');
  await expect(page).toHaveURL(/\/public_login\?redirect=%2Fsite%2Fuser%2Fdashboard$/);
  await waitForShell(page);
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
});

test('/site/user goes to the dashboard (and so to the login when logged out)', async ({ page }) => {
  await page.goto('/site/user');
  await expect(page).toHaveURL(/\/public_login\?redirect=%2Fsite%2Fuser%2Fdashboard$/);
});

test('the back office is closed to a public user', async ({ page }) => {
  await page.goto(`/public_login?redirect=${encodeURIComponent('/backoffice/redirects')}`);
  await waitForShell(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('Benutzername oder E-Mail').fill(DEMO_USERS.venue.login);
  await dialog.getByLabel('Passwort').fill(DEMO_USERS.venue.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  // The guard answers a signed-in user without the admin role with the home page.
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dein Moment. Dein Event.' }),
  ).toBeVisible();
});
