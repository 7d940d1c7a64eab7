import { gzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { firstLocation } from './catalogSupport';
import { test, waitForShell } from './support';

/** Initial JavaScript of a public page, gzipped (design brief, quality budgets; issue 13). */
const BUDGET_KB = 170;

/**
 * Every script a public page loads until the shell is ready and the network is idle, gzipped one
 * by one (level 9, as a CDN serves them), stays within the budget. Bytes, not time: the same
 * build weighs the same on any machine. `scripts/measure-initial-js.mjs` prints the same figures
 * for a running stack.
 */
test('home, search, a location detail and the award nomination load at most 170 KB of JavaScript (gzip)', async ({
  page,
}) => {
  const detail = (await firstLocation(page.request)).path;
  for (const path of ['/', '/locations', detail, '/site/de/swisslocationaward_nominierung']) {
    const scripts: { url: string; gzip: number }[] = [];
    const reading: Promise<void>[] = [];
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() !== 'script') return;
      reading.push(
        response.body().then(
          (body) =>
            void scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }),
          () => undefined,
        ),
      );
    };
    page.on('response', onResponse);
    await page.goto(path);
    await waitForShell(page);
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    page.off('response', onResponse);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
    const largest = scripts
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((script) => `${(script.gzip / 1024).toFixed(1)} KB ${new URL(script.url).pathname}`);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(
      total,
      `${path}: ${total.toFixed(1)} KB; largest: ${largest.join(', ')}`,
    ).toBeLessThanOrEqual(BUDGET_KB);
  }
});
