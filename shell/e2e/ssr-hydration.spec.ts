import { expect } from '@playwright/test';
import { collectPageErrors, waitForShell, test } from './support';

test('home is rendered on the server: content, head and state are in the raw HTML', async ({
  request,
}) => {
  const home = await (await request.get('/api/guest/home?country=1')).json();
  const regions = home.regions as { name: string }[];
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();

  expect(html).toContain('<title>Locations für jeden Event finden und mieten</title>');
  expect(html).toContain('Dein Moment. Dein Event.');
  expect(html).toContain(`<h3 class="ea-teaser__title">${regions[0]?.name}</h3>`);
  expect(html).toContain('"@type":"Organization"');
  expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/">/);
  expect(html).toMatch(
    /<meta property="og:title" content="Locations für jeden Event finden und mieten">/,
  );
  expect(html).toMatch(/<meta name="csrf-token" content="[^"]+">/);
  expect(html).toContain('data-ssr="true"');
  // Serialized state never contains a raw '<' that could close the script.
  const state = /<script type="application\/json" id="ea-page-config">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  expect(state).toBeDefined();
  expect(state).not.toContain('<');
  expect(JSON.parse(state!).initialState.pageId).toBe('home');
});

test('the magazine page is rendered on the server too', async ({ request }) => {
  const html = await (await request.get('/site/_redaktionell/52/eventmagazin.html')).text();
  expect(html).toContain('<title>Eventmagazin</title>');
  expect(html).toContain('<h1>Eventmagazin</h1>');
});

test('home hydrates without console errors and loads React exactly once', async ({ page }) => {
  // A stand-in for React DevTools: every react-dom copy on the page registers itself here.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject: (renderer: unknown) => renderers.set(renderers.size + 1, renderer).size,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
  const errors = collectPageErrors(page);
  await page.goto('/');
  await waitForShell(page);
  // The header is interactive only after hydration.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();

  const react = await page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean };
    const federation = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>>;
        };
      }
    ).__FEDERATION__;
    const loaded: string[] = [];
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const name of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']) {
          for (const [version, shared] of Object.entries(packages[name] ?? {})) {
            if (shared.loaded) loaded.push(`${name}@${version} from ${shared.from}`);
          }
        }
      }
    }
    const hook = (
      window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return { renderers: hook.renderers.size, providers: [...new Set(loaded)] };
  });
  expect(react.renderers).toBe(1);
  expect(react.providers.sort()).toEqual([
    'react-dom/client@19.3.1 from eventalp_shell',
    'react-dom@19.3.1 from eventalp_shell',
    'react/jsx-runtime@19.3.1 from eventalp_shell',
    'react@19.3.1 from eventalp_shell',
  ]);
  expect(errors).toEqual([]);
});

test('a server-rendered page is styled before any script runs: the remote stylesheet comes with the HTML', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/locations');
  const card = page.locator('.ea-card').first();
  await expect(card).toBeVisible();
  // The marketplace's own stylesheet (cards.css), not the shell's: a flex column with a border.
  await expect(card).toHaveCSS('display', 'flex');
  await expect(card).toHaveCSS('flex-direction', 'column');
  await expect(card).toHaveCSS('border-top-style', 'solid');
  await context.close();
});
