#!/usr/bin/env node
// `npm test`: unit tests, integration tests on the embedded defaults, again on the machine's
// Postgres and Redis when DATABASE_URL / REDIS_URL are set, then the Playwright e2e suite.
// Ends with one summary line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './stack.mjs';

const resultsDir = path.join(repoRoot, '.data/test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0 };
let exitCode = 0;

function run(title, command, args, env, resultFile, count) {
  console.info(`\n=== ${title} ===`);
  if (resultFile) fs.rmSync(resultFile, { force: true });
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) exitCode = 1;
  if (resultFile && fs.existsSync(resultFile)) {
    const { passed, failed } = count(JSON.parse(fs.readFileSync(resultFile, 'utf8')));
    totals.passed += passed;
    totals.failed += failed;
  } else if (result.status !== 0) {
    totals.failed += 1;
  }
}

const jestCount = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
});
const jest = (project, file, extra = []) => [
  'node_modules/.bin/jest',
  ['--selectProjects', project, '--json', '--outputFile', path.join(resultsDir, file), ...extra],
];

const embeddedOnly = { DATABASE_URL: '', REDIS_URL: '' };
run('unit tests', ...jest('unit', 'unit.json'), {}, path.join(resultsDir, 'unit.json'), jestCount);
run(
  'integration tests (embedded Postgres, in-process queue)',
  ...jest('integration', 'integration-embedded.json', ['--runInBand']),
  embeddedOnly,
  path.join(resultsDir, 'integration-embedded.json'),
  jestCount,
);
if (process.env.DATABASE_URL || process.env.REDIS_URL) {
  run(
    `integration tests (${[process.env.DATABASE_URL && 'DATABASE_URL', process.env.REDIS_URL && 'REDIS_URL'].filter(Boolean).join(' + ')})`,
    ...jest('integration', 'integration-servers.json', ['--runInBand']),
    {},
    path.join(resultsDir, 'integration-servers.json'),
    jestCount,
  );
}
if (!process.argv.includes('--no-e2e')) {
  const e2eReport = path.join(resultsDir, 'e2e.json');
  run(
    'end-to-end tests (Playwright, Chromium)',
    'node',
    ['shell/e2e/run.mjs'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    e2eReport,
    (report) => ({
      passed: report.stats.expected + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected,
    }),
  );
}

console.info(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
