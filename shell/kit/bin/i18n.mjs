#!/usr/bin/env node
// Message catalogs of one workspace (run from its folder):
//   eventalp-i18n extract  writes lang/de-CH.json from the code (plus the shell kit's and the UI
//                          package's components, whose texts every front end carries)
//                          and adds new ids to the other locales' catalogs in German, the content
//                          language, keeping every translation already there;
//   eventalp-i18n check    fails when a message id used in the code is missing from a catalog.
// A folder listed in the workspace's package.json under `eventalp.separateCatalogs` (e.g.
// `["src/demos"]`) keeps its messages in catalogs of its own (`<folder>/lang/*.json`), which its
// page loads itself: they stay out of the catalogs every page of the front end carries.
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
const separateFolders =
  JSON.parse(fs.readFileSync(path.join(workspaceDir, 'package.json'), 'utf8')).eventalp
    ?.separateCatalogs ?? [];

function extractFromCode(folder) {
  const require = createRequire(import.meta.url);
  const cli = path.join(
    path.dirname(require.resolve('@formatjs/cli/package.json')),
    'bin/formatjs',
  );
  const globs = folder ? [`${folder}/**/*.{ts,tsx}`] : ['src/**/*.{ts,tsx}'];
  if (!folder)
    for (const shared of [kitDir, uiDir])
      if (path.resolve(workspaceDir) !== shared)
        globs.push(`${path.relative(workspaceDir, shared)}/src/**/*.{ts,tsx}`);
  const ignored = ['**/*.test.ts', ...(folder ? [] : separateFolders.map((f) => `${f}/**`))];
  const output = execFileSync(
    process.execPath,
    [
      cli,
      'extract',
      ...globs,
      ...ignored.flatMap((pattern) => ['--ignore', pattern]),
      '--format',
      'simple',
      '--throws',
    ],
    { cwd: workspaceDir, encoding: 'utf8' },
  );
  return JSON.parse(output || '{}');
}

function run(command, langDir, messages) {
  const readCatalog = (locale) => {
    const file = path.join(langDir, `${locale}.json`);
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  };
  const writeCatalog = (locale, catalog) => {
    const sorted = Object.fromEntries(
      Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)),
    );
    fs.writeFileSync(path.join(langDir, `${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
  };
  const ids = Object.keys(messages);
  const where = path.relative(workspaceDir, langDir);
  if (command === 'extract') {
    fs.mkdirSync(langDir, { recursive: true });
    writeCatalog(SOURCE_LOCALE, messages);
    for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
      const existing = readCatalog(locale) ?? {};
      const kept = Object.fromEntries(Object.entries(existing).filter(([id]) => id in messages));
      writeCatalog(locale, { ...messages, ...kept });
    }
    console.info(`${ids.length} messages → ${where}/*.json`);
    return true;
  }
  const problems = [];
  for (const locale of LOCALES) {
    const catalog = readCatalog(locale);
    if (!catalog) {
      problems.push(`${where}/${locale}.json is missing`);
      continue;
    }
    for (const id of ids)
      if (!(id in catalog)) problems.push(`${where}/${locale}.json lacks "${id}"`);
  }
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\nRun: npm run i18n:extract`);
    return false;
  }
  console.info(`${ids.length} message ids present in ${LOCALES.length} catalogs (${where})`);
  return true;
}

const command = process.argv[2];
if (command !== 'extract' && command !== 'check') {
  console.error('usage: eventalp-i18n extract|check');
  process.exit(2);
}
let ok = run(command, path.join(workspaceDir, 'lang'), extractFromCode());
for (const folder of separateFolders)
  ok = run(command, path.join(workspaceDir, folder, 'lang'), extractFromCode(folder)) && ok;
if (!ok) process.exit(1);
