#!/usr/bin/env node
// The file-name rules of the house (`npm run lint`, pre-commit hook):
// 1. No two files of one folder have names that differ only in case (`HomePage.tsx` beside
//    `homePage.ts`): on case-insensitive file systems (macOS, Windows) imports then resolve to the
//    wrong one, or a checkout loses a file. Extensions and `.test` are ignored when comparing.
// 2. Names follow the package's case: the API side (`platform-api/`, `plugins/`) and the e2e
//    journeys (`*.spec.ts`) are kebab-case (`route-pipeline.ts`); front-end sources (`shell/`, `mf-*/`) are named
//    after their main export, camelCase or PascalCase (`renderPage.ts`, `SearchPage.tsx`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && fs.existsSync(file));

const stemOf = (file) => path.basename(file).replace(/(\.test)?(\.[a-z]+)+$/i, '');
const seen = new Map();
const clashes = [];
for (const file of files) {
  const key = path.join(path.dirname(file), stemOf(file).toLowerCase());
  const other = seen.get(key);
  if (other && stemOf(other) !== stemOf(file)) clashes.push(`${other}  ↔  ${file}`);
  else if (!other) seen.set(key, file);
}

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CAMEL_OR_PASCAL = /^[A-Za-z][A-Za-z0-9]*$/;
/** The case a source file's stem must have, or null for files the rule leaves alone. */
function caseRuleOf(file) {
  if (!/\.(ts|tsx|mts|cts)$/.test(file) || file.endsWith('.d.ts')) return null;
  if (/^shell\/e2e\/.*\.spec\.ts$/.test(file)) return { name: 'kebab-case', pattern: KEBAB };
  if (/^(platform-api|plugins)\//.test(file)) return { name: 'kebab-case', pattern: KEBAB };
  if (/^(shell|mf-[a-z-]+)\//.test(file))
    return { name: 'camelCase or PascalCase', pattern: CAMEL_OR_PASCAL };
  return null;
}
const miscased = [];
for (const file of files) {
  const rule = caseRuleOf(file);
  // `.page`, `.spec`, `.int`, `.property`, `.config` and `.test` are roles, not part of the name.
  const stem = path
    .basename(file)
    .replace(/(\.(page|spec|int|test|property|config))*\.[a-z]+$/i, '');
  if (rule && !rule.pattern.test(stem)) miscased.push(`${file}: ${rule.name} expected`);
}

if (clashes.length > 0)
  console.error(`File names that differ only in case:\n${clashes.join('\n')}`);
if (miscased.length > 0) console.error(`File names in the wrong case:\n${miscased.join('\n')}`);
if (clashes.length > 0 || miscased.length > 0) process.exit(1);
console.info(
  `${files.length} file names checked: none differ from another only in case, each in its package's case`,
);
