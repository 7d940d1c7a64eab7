#!/usr/bin/env node
// `npm start`: build what changed, then run the whole product with demo data at http://localhost:3000.
// `--e2e` runs a fresh copy on ports 4000+ (E2E_PORT_BASE) for the end-to-end tests (always on
// embedded defaults; E2E_PG_PORT moves its Postgres so several checkouts can test side by side).
import path from 'node:path';
import { buildStale, repoRoot, startStack } from './stack.mjs';

const started = Date.now();
const e2e = process.argv.includes('--e2e');
const log = (message) => console.info(`[start] ${message}`);

const env = e2e
  ? {
      DATABASE_URL: '',
      REDIS_URL: '',
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54349',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    }
  : {};
buildStale(log);
let stack = null;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  await stack?.stop();
  process.exit(code);
}

stack = await startStack({
  portBase: e2e ? Number(process.env.E2E_PORT_BASE ?? 4000) : Number(process.env.PORT_BASE ?? 3000),
  dataDir: e2e ? path.join(repoRoot, '.data/e2e') : undefined,
  fresh: e2e,
  env,
  // The e2e suite needs a realistic but quicker catalogue than the 4,000-venue demo.
  seedArgs: e2e ? ['--locations', '400', '--photos', '3'] : [],
  log,
  onExit: (name, code) => {
    log(`${name} stopped unexpectedly (${code}); stopping everything`);
    void shutdown(1);
  },
}).catch((error) => {
  console.error(`[start] ${error.message}`);
  process.exit(1);
});
log(
  `READY ${stack.url} (first page served ${((Date.now() - started) / 1000).toFixed(1)} s after start)`,
);

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
