#!/usr/bin/env node
// Fails when two files of one folder have names that differ only in case (`HomePage.tsx` beside
// `homePage.ts`): on case-insensitive file systems (macOS, Windows) imports then resolve to the
// wrong one, or a checkout loses a file. Extensions and `.test` are ignored when comparing.
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

if (clashes.length > 0) {
  console.error(`File names that differ only in case:\n${clashes.join('\n')}`);
  process.exit(1);
}
console.info(`${files.length} file names checked: none differ from another only in case`);
