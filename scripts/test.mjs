#!/usr/bin/env node
// `npm test`: unit tests, integration tests on the embedded defaults and (when DATABASE_URL /
// REDIS_URL are set) on the machine's Postgres and Redis side by side, then the Playwright e2e
// suite. Ends with one summary line "N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import readline from 'node:readline';
import { repoRoot } from './stack.mjs';

const require = createRequire(import.meta.url);

const resultsDir = path.join(repoRoot, '.data/test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
let exitCode = 0;

/** Runs one suite; with a `prefix`, its output lines carry it (suites running side by side). */
function run({ title, command, args, env = {}, resultFile, count, prefix }) {
  console.info(`\n=== ${title} ===`);
  const started = Date.now();
  if (resultFile) fs.rmSync(resultFile, { force: true });
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (prefix)
    for (const stream of [child.stdout, child.stderr])
      readline
        .createInterface({ input: stream })
        .on('line', (line) => console.info(`[${prefix}] ${line}`));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (status !== 0) exitCode = 1;
      if (resultFile && fs.existsSync(resultFile)) {
        const { passed, failed } = count(JSON.parse(fs.readFileSync(resultFile, 'utf8')));
        totals.passed += passed;
        totals.failed += failed;
        console.info(`\n=== ${title}: ${passed} passed, ${failed} failed (${took(started)}) ===`);
      } else if (status !== 0) {
        totals.failed += 1;
        console.info(`\n=== ${title}: failed to run (exit ${status}, ${took(started)}) ===`);
      }
      resolve();
    });
  });
}

/** Minutes and seconds since `started`: CI has a time budget, and the summary shows its parts. */
const took = (started) => {
  const seconds = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

const jestCount = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
});
const jest = (title, project, file, { env, extra = [], prefix } = {}) => ({
  title,
  command: 'node_modules/.bin/jest',
  args: [
    '--selectProjects',
    project,
    '--json',
    '--outputFile',
    path.join(resultsDir, file),
    ...extra,
  ],
  env,
  resultFile: path.join(resultsDir, file),
  count: jestCount,
  prefix,
});

await run(jest('unit tests', 'unit', 'unit.json'));

// The two integration runs share nothing (an embedded Postgres of their own on one side, the
// machine's servers on the other, random database names and brands): they run side by side, one
// core each. Each in one worker process rather than in band: jest renews the worker when it
// holds too much after a file (`workerIdleMemoryLimit` in jest.config.js).
// On the servers the suites whose subject does not change with them are left out: the embedded
// Postgres itself, and the generated-input (property) suites, which check the request pipeline's
// answers to hostile input and run on the embedded defaults.
const integrationProject = require('../jest.config.js').projects.find(
  (project) => project.displayName === 'integration',
);
const EMBEDDED_ONLY = ['\\.property\\.int\\.test\\.ts$', 'embedded-postgres\\.int\\.test\\.ts$'];
const servers = [process.env.DATABASE_URL && 'DATABASE_URL', process.env.REDIS_URL && 'REDIS_URL']
  .filter(Boolean)
  .join(' + ');
await Promise.all([
  run(
    jest(
      'integration tests (embedded Postgres, in-process queue)',
      'integration',
      'integration-embedded.json',
      {
        env: { DATABASE_URL: '', REDIS_URL: '' },
        extra: ['--maxWorkers=1'],
        prefix: servers ? 'embedded' : undefined,
      },
    ),
  ),
  servers &&
    run(
      jest(`integration tests (${servers})`, 'integration', 'integration-servers.json', {
        extra: [
          '--maxWorkers=1',
          '--testPathIgnorePatterns',
          ...integrationProject.testPathIgnorePatterns,
          ...EMBEDDED_ONLY,
        ],
        prefix: 'servers',
      }),
    ),
]);

if (!process.argv.includes('--no-e2e')) {
  const e2eReport = path.join(resultsDir, 'e2e.json');
  await run({
    title: 'end-to-end tests (Playwright, Chromium)',
    command: 'node',
    args: ['shell/e2e/run.mjs'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    resultFile: e2eReport,
    count: (report) => ({
      passed: report.stats.expected + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected,
    }),
  });
}

console.info(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
