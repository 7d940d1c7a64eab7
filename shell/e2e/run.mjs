#!/usr/bin/env node
// `npm run test:e2e`: Playwright with Debian's Chromium against the stack that
// `node scripts/start.mjs --e2e` starts (or E2E_BASE_URL). Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
if (!fs.existsSync('/usr/bin/chromium')) {
  console.error('E2E needs Debian Chromium: apt-get update && apt-get install -y chromium');
  process.exit(1);
}
const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('@playwright/test/package.json')), 'cli.js');
const result = spawnSync(
  process.execPath,
  [cli, 'test', '--config', path.join(here, 'playwright.config.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } },
);
process.exit(result.status ?? 1);
