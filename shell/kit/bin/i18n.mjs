#!/usr/bin/env node
// Message catalogs of one workspace (run from its folder):
//   eventalp-i18n extract  writes lang/de-CH.json from the code (plus the shell kit's and the UI
//                          package's components, whose texts every front end carries)
//                          and adds new ids to the other locales' catalogs in German, the content
//                          language, keeping every translation already there;
//   eventalp-i18n check    fails when a message id used in the code is missing from a catalog.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = ['de-CH', 'de-DE', 'de-AT', 'fr', 'it', 'en'];
const SOURCE_LOCALE = 'de-CH';
const kitDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = path.resolve(kitDir, '../ui');
const workspaceDir = process.cwd();
const langDir = path.join(workspaceDir, 'lang');

function extractFromCode() {
  const require = createRequire(import.meta.url);
  const cli = path.join(
    path.dirname(require.resolve('@formatjs/cli/package.json')),
    'bin/formatjs',
  );
  const globs = ['src/**/*.{ts,tsx}'];
  for (const shared of [kitDir, uiDir])
    if (path.resolve(workspaceDir) !== shared)
      globs.push(`${path.relative(workspaceDir, shared)}/src/**/*.{ts,tsx}`);
  const output = execFileSync(
    process.execPath,
    [cli, 'extract', ...globs, '--ignore', '**/*.test.ts', '--format', 'simple', '--throws'],
    { cwd: workspaceDir, encoding: 'utf8' },
  );
  return JSON.parse(output || '{}');
}

function readCatalog(locale) {
  const file = path.join(langDir, `${locale}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

function writeCatalog(locale, messages) {
  const sorted = Object.fromEntries(
    Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)),
  );
  fs.writeFileSync(path.join(langDir, `${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
}

const command = process.argv[2];
const messages = extractFromCode();
const ids = Object.keys(messages);

if (command === 'extract') {
  fs.mkdirSync(langDir, { recursive: true });
  writeCatalog(SOURCE_LOCALE, messages);
  for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
    const existing = readCatalog(locale) ?? {};
    const kept = Object.fromEntries(Object.entries(existing).filter(([id]) => id in messages));
    writeCatalog(locale, { ...messages, ...kept });
  }
  console.info(`${ids.length} messages → ${path.relative(process.cwd(), langDir)}/*.json`);
} else if (command === 'check') {
  const problems = [];
  for (const locale of LOCALES) {
    const catalog = readCatalog(locale);
    if (!catalog) {
      problems.push(`lang/${locale}.json is missing`);
      continue;
    }
    for (const id of ids) if (!(id in catalog)) problems.push(`lang/${locale}.json lacks "${id}"`);
  }
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\nRun: npm run i18n:extract`);
    process.exit(1);
  }
  console.info(`${ids.length} message ids present in ${LOCALES.length} catalogs`);
} else {
  console.error('usage: eventalp-i18n extract|check');
  process.exit(2);
}
