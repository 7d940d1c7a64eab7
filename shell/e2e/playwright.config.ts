import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const repoRoot = path.resolve(__dirname, '../..');
// E2E_BASE_URL runs the tests against a stack that is already up (e.g. `npm start`).
const externalStack = process.env.E2E_BASE_URL;
const baseURL = externalStack ?? `http://localhost:${process.env.E2E_PORT_BASE ?? 4000}`;

export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results', 'e2e'),
  // Visual baselines (visual.spec.ts), one PNG per page and width, reviewed like code.
  snapshotPathTemplate: '{testDir}/visual-baselines/{arg}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // `npm test` asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to print one summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: externalStack
    ? undefined
    : {
        command: 'node scripts/start.mjs --e2e',
        cwd: repoRoot,
        url: `${baseURL}/api/healthz`,
        reuseExistingServer: false,
        // Builds what changed, starts Postgres and seeds the demo: on a 2-core machine busy with
        // other suites that took over 3 minutes.
        timeout: 360_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
