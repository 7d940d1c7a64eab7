import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { test, waitForShell } from './support';

let framingSite: http.Server | undefined;
test.afterEach(() => {
  framingSite?.close();
});

test('the browser enforces the page’s CSP: an inline script without the nonce is refused and reported', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/');
  await waitForShell(page);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9_-]{22}' 'self' /);
  // The page's own inline scripts ran (the shell is ready); an injected one does not.
  await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
  expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
  // The journey check sees the refusal (and would fail any other test with it).
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  cspViolations.splice(0);
});

test('no other site can frame the site or its back office', async ({
  page,
  baseURL,
  cspViolations,
}) => {
  framingSite = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="de"><head><title>Rahmen</title></head><body>
      <iframe title="Startseite" src="${baseURL}/"></iframe>
      <iframe title="Backoffice" src="${baseURL}/backoffice"></iframe></body></html>`);
  });
  await new Promise<void>((resolve) => framingSite!.listen(0, '127.0.0.1', resolve));
  await page.goto(`http://127.0.0.1:${(framingSite.address() as AddressInfo).port}/`);
  await expect
    .poll(() => cspViolations.filter((text) => text.includes("frame-ancestors 'none'")).length)
    .toBe(2);
  for (const frame of page.frames().slice(1))
    expect(await frame.locator('#ea-app-marketplace, #ea-app-backoffice').count()).toBe(0);
  cspViolations.splice(0);
});
