import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AllTaxonomies, TaxonomyEntry } from '@eventalp/plugin-taxonomy/domain';

/** Demo accounts the seed creates. */
export const DEMO_USERS = {
  admin: { login: 'admin', password: 'Admin1234' },
  venue: { login: 'venue', password: 'Venue1234' },
} as const;

/** The shell marks <html data-shell-ready> once single-spa mounted or hydrated the page's app. */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-shell-ready', 'true');
}

/** Remote origins from the runtime config the shell server injected into the page. */
export async function remoteOrigins(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      (window as unknown as { __EVENTALP__: { remotes: Record<string, string> } }).__EVENTALP__
        .remotes,
  );
}

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Signs in through the auth modal of /public_login and follows its redirect to `target`. */
export async function loginThroughModal(
  page: Page,
  user: { login: string; password: string },
  target: string,
): Promise<void> {
  await page.goto(`/public_login?redirect=${encodeURIComponent(target)}`);
  await waitForShell(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('Benutzername oder E-Mail').fill(user.login);
  await dialog.getByLabel('Passwort').fill(user.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
}

/** The taxonomy answer of the API, to compare pages with real data. */
export async function allTaxonomies(
  request: APIRequestContext,
): Promise<Record<string, TaxonomyEntry[]>> {
  const response = await request.get('/api/guest/location/all-taxonomies');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as AllTaxonomies).taxonomies;
}

export const byGermanName = new Intl.Collator('de').compare;
