import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { AllTaxonomies, TaxonomyEntry } from '@eventalp/plugin-taxonomy/domain';

const toolingRuns = new WeakMap<BrowserContext, number>();

/**
 * Runs test tooling that injects its own styles into the page (axe-core adds a `<style>`): the
 * page's CSP refuses them, which is the policy working, so the journey check ignores refusals
 * while it runs.
 */
export async function whileTestToolingRuns<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const context = page.context();
  toolingRuns.set(context, (toolingRuns.get(context) ?? 0) + 1);
  try {
    return await run();
  } finally {
    toolingRuns.set(context, (toolingRuns.get(context) ?? 1) - 1);
  }
}

/**
 * Playwright's `test`, failing every journey whose pages report a Content-Security-Policy
 * violation in the console (a blocked inline script or style, a worker, a remote's chunk): the
 * site's CSP must hold for everything the journey does. Specs import `test` from here.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const toolingRunning = () => (toolingRuns.get(context) ?? 0) > 0;
      context.on('console', (message) => {
        if (toolingRunning()) return;
        if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text()))
          violations.push(`${message.location().url}: ${message.text()}`);
      });
      // Others reach neither: a refused `new Function` that the script catches is only a
      // `securitypolicyviolation` event (and a report to the server); the page tells the console.
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        ),
      );
      // Some refusals (a worker's module import, say) reach the console only as a failed request.
      context.on('requestfailed', (request) => {
        if (toolingRunning()) return;
        const reason = request.failure()?.errorText ?? '';
        if (/^csp$|BLOCKED_BY_CSP/i.test(reason))
          violations.push(`${request.url()}: blocked by the Content-Security-Policy (${reason})`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
    },
    { auto: true },
  ],
});

/** Demo accounts the seed creates. */
export const DEMO_USERS = {
  admin: { login: 'admin', password: 'Admin1234' },
  editor: { login: 'editor', password: 'Editor1234' },
  sales: { login: 'sales', password: 'Sales1234' },
  venue: { login: 'venue', password: 'Venue1234' },
  planer: { login: 'planer', password: 'Planer1234' },
  award: { login: 'award', password: 'Award1234' },
} as const;

/** The shell marks <html data-shell-ready> once single-spa mounted or hydrated the page's app. */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-shell-ready', 'true');
}

/** The page config (JSON) the shell server put into a served page's HTML, `{}` without one. */
export function pageConfigOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="ea-page-config">(.*?)<\/script>/s.exec(html);
  return JSON.parse(json?.[1] ?? '{}') as Record<string, unknown>;
}

/** Remote origins from the runtime config the shell server put into the page. */
export async function remoteOrigins(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('ea-page-config')?.textContent ?? '{}') as {
          remotes: Record<string, string>;
        }
      ).remotes,
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
