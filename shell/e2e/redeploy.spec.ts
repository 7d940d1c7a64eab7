import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { startExtraShell } from './extraShell';
import { waitForShell, test } from './support';

const repoRoot = path.resolve(__dirname, '../..');
/** A copy of the marketplace, built and deployed on its own (inside the repo for node_modules). */
const copyDir = path.join(repoRoot, '.data', 'e2e-redeploy', 'mf-marketplace');

function copyMarketplace(): void {
  fs.rmSync(copyDir, { recursive: true, force: true });
  for (const entry of ['src', 'lang', 'package.json', 'tsconfig.json', 'webpack.config.js'])
    fs.cpSync(path.join(repoRoot, 'mf-marketplace', entry), path.join(copyDir, entry), {
      recursive: true,
    });
}

/** `webpack` in the copy: its browser and server builds, as its own deploy would run them. */
function buildMarketplace(): void {
  const webpack = path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const result = spawnSync(process.execPath, [webpack, '--config', 'webpack.config.js'], {
    cwd: copyDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`marketplace build failed:\n${result.stdout}`);
}

/** Edits a file of the copy; fails when the text to replace is not there. */
function edit(file: string, from: string, to: string): void {
  const target = path.join(copyDir, file);
  const text = fs.readFileSync(target, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  fs.writeFileSync(target, text.replace(from, to));
}

test.describe('a micro-frontend redeployed on its own', () => {
  test.setTimeout(300_000);
  let marketplace: ChildProcess | undefined;
  let shell: Awaited<ReturnType<typeof startExtraShell>> | undefined;

  test.afterAll(() => {
    marketplace?.kill();
    shell?.stop();
  });

  test('shows its new styles and components on the next page load, without a shell restart', async ({
    page,
    baseURL,
  }) => {
    copyMarketplace();
    buildMarketplace();
    const port = Number(new URL(baseURL ?? 'http://localhost:4000').port) + 95;
    const origin = `http://localhost:${port}`;
    marketplace = spawn(
      process.execPath,
      [
        '-e',
        `require('@eventalp/shell-kit/server').startStaticServer({ name: 'mf-marketplace', distDir: ${JSON.stringify(path.join(copyDir, 'dist'))}, defaultPort: ${port} })`,
      ],
      { cwd: repoRoot, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' },
    );
    await expect
      .poll(() =>
        fetch(`${origin}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);
    // Every page rendered afresh, and the remote's build checked often.
    shell = await startExtraShell({
      baseURL,
      portOffset: 96,
      env: { MF_MARKETPLACE_URL: origin, PAGE_CACHE_TTL_MS: '0', REMOTE_CHECK_INTERVAL_MS: '200' },
      readyPath: '/api/healthz',
    });
    const search = `${shell.url}/locations/seedId=12345678`;

    await page.goto(search);
    await waitForShell(page);
    const count = page.getByRole('status').filter({ hasText: /Locations/ });
    await expect(count).toHaveCSS('color', 'rgb(74, 85, 104)');
    await expect(page.getByText('Neu im Angebot')).toHaveCount(0);
    // The marketplace's stylesheet comes inlined with the page, under its own URL.
    const firstStylesheet = await page.locator('style[data-href]').getAttribute('data-href');

    // The marketplace team changes a style and a component, builds and deploys: nothing else.
    edit(
      'src/search/search.css',
      '.ea-search__tools {',
      '.ea-search__head .ea-result-count {\n  color: rgb(12, 96, 52);\n}\n.ea-search__tools {',
    );
    edit(
      'src/search/SearchHeading.tsx',
      '<h1>{props.title}</h1>',
      '<h1>{props.title}</h1>\n      <p className="ea-search__news">Neu im Angebot</p>',
    );
    buildMarketplace();

    // The next load: server-rendered by the new build, linked to its new stylesheet …
    const rendered = () =>
      fetch(search).then(
        (response) => response.text(),
        () => '', // a keep-alive connection the shell closed meanwhile
      );
    await expect.poll(async () => (await rendered()).includes('Neu im Angebot')).toBe(true);
    await page.goto(search);
    await waitForShell(page);
    const stylesheet = await page.locator('style[data-href]').getAttribute('data-href');
    expect(stylesheet).toMatch(new RegExp(`^${origin}/styles\\.[0-9a-f]{10}\\.css$`));
    expect(stylesheet).not.toBe(firstStylesheet);
    await expect(page.getByText('Neu im Angebot')).toBeVisible();
    await expect(count).toHaveCSS('color', 'rgb(12, 96, 52)');
    // … and hydrated by the new build's code: the component is still there, and it answers.
    await page.getByRole('button', { name: 'Karte anzeigen' }).click();
    await expect(page.getByRole('button', { name: 'Karte schliessen' })).toBeVisible();
    await expect(page.getByText('Neu im Angebot')).toBeVisible();

    // The same shell process still serves the other micro-frontends.
    await page.goto(`${shell.url}/site/_redaktionell/52/eventmagazin.html`);
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(shell.process.exitCode).toBeNull();
  });
});
