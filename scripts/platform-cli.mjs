#!/usr/bin/env node
// `npm run migrate` / `npm run seed` / `npm run platform -- <command>`: builds the API side if its
// sources changed, then runs the platform CLI (see platform-api/src/cli.ts for the commands).
import { spawnSync } from 'node:child_process';
import { buildStale, repoRoot } from './stack.mjs';

buildStale(
  (message) => console.info(`[cli] ${message}`),
  (dir) => dir.startsWith('platform-api') || dir.startsWith('plugins/'),
);
const result = spawnSync(process.execPath, ['platform-api/dist/cli.js', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
