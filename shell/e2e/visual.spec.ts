import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { firstLocation } from './catalogSupport';
import { test, waitForShell } from './support';

/**
 * Visual regression: the key pages at a phone and a desktop width, compared with the baselines in
 * `visual-baselines/` on every run (a small tolerance absorbs anti-aliasing). A style change
 * shows up here before it lands; when it is intended, write new baselines with
 * `npm run test:visual:update` and review the PNG diff in the commit.
 */
const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 860 },
} as const;

interface VisualPage {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  /** Parts whose pixels depend on the moment (maps drawn by WebGL, relative dates). */
  mask?: (page: Page) => ReturnType<Page['locator']>[];
}

async function firstArticlePath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/guest/magazine/articles');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { path: string }[] };
  return data[0]!.path;
}

const PAGES: VisualPage[] = [
  { name: 'home', path: async () => '/' },
  {
    // A fixed seed keeps the order of the results the same on every run.
    name: 'search',
    path: async () => '/locations/seedId=12345678',
    mask: (page) => [page.locator('canvas')],
  },
  {
    name: 'detail',
    path: async (request) => (await firstLocation(request)).path,
    mask: (page) => [page.locator('canvas')],
  },
  { name: 'magazine-article', path: firstArticlePath },
  { name: 'not-found', path: async () => '/gibt/es/nicht' },
  { name: 'style-guide', path: async () => '/demos' },
];

/** Waits until every image in the viewport has loaded (or failed) and fonts are ready. */
async function settled(page: Page): Promise<void> {
  await waitForShell(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete),
  );
}

test.describe('visual regression', () => {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS))
    for (const visual of PAGES)
      test(`${visual.name} at ${viewportName} width looks as its baseline`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize(viewport);
        // Sliders keep still and transitions are off, so a screenshot is the same every time.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(await visual.path(request));
        await settled(page);
        await expect(page).toHaveScreenshot(`${visual.name}-${viewportName}.png`, {
          animations: 'disabled',
          caret: 'hide',
          mask: visual.mask?.(page) ?? [],
          maxDiffPixelRatio: 0.001,
        });
      });
});
