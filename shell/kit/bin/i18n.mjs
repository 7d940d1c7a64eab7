#!/usr/bin/env node
// Message catalogs of one workspace (run from its folder; shell/kit/README.md "Message catalogs"):
//   eventalp-i18n extract  writes lang/de-CH.json from the code (plus the shell kit's and the UI
//                          package's components, whose texts every front end carries), gives
//                          de-DE and de-AT new ids in German, copies the shell's translations of
//                          the kit's and UI package's messages, and drops ids the code no longer
//                          uses from every catalog. Other new ids are NOT added to fr/it/en:
//                          `check` reports them as missing until someone writes their translation;
//   eventalp-i18n check    fails when a catalog lacks a message of the code, when fr/it/en hold
//                          the German text (unless lang/untranslated-allowlist.json lists it),
//                          when a message does not parse or its placeholders differ from de-CH,
//                          or when a kit or UI message reads otherwise than in the shell.
// A folder listed in the workspace's package.json under `eventalp.separateCatalogs` (e.g.
// `["src/demos"]`) keeps its messages in catalogs of its own (`<folder>/lang/*.json`, same rules),
// which its page loads itself: they stay out of the catalogs every page of the front end carries.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogs, LOCALES, SOURCE_LOCALE, TRANSLATED_LOCALES } from './catalogCheck.mjs';

const kitDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = path.resolve(kitDir, '../ui');
const workspaceDir = process.cwd();
const ALLOWLIST = 'untranslated-allowlist.json';
const shellLangDir = path.resolve(kitDir, '../lang');
const workspacePackage = path.join(workspaceDir, 'package.json');
const separateFolders = fs.existsSync(workspacePackage)
  ? (JSON.parse(fs.readFileSync(workspacePackage, 'utf8')).eventalp?.separateCatalogs ?? [])
  : [];

function extractFromCode(folder) {
  const require = createRequire(import.meta.url);
  const cli = path.join(
    path.dirname(require.resolve('@formatjs/cli/package.json')),
    'bin/formatjs',
  );
  const globs = folder ? [`${folder}/**/*.{ts,tsx}`] : ['src/**/*.{ts,tsx}'];
  const sharedSources = folder
    ? []
    : [kitDir, uiDir]
        .filter((shared) => path.resolve(workspaceDir) !== shared)
        .map((shared) => `${path.relative(workspaceDir, shared)}/src`);
  globs.push(...sharedSources.map((source) => `${source}/**/*.{ts,tsx}`));
  // `**` does not reach into `../`: the shared packages' tests are left out by their own path.
  const ignored = [
    '**/*.test.ts',
    '**/*.test.tsx',
    ...sharedSources.map((source) => `${source}/**/*.test.{ts,tsx}`),
    ...(folder ? [] : separateFolders.map((f) => `${f}/**`)),
  ];
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

function readJson(name, dir) {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** The shell's catalogs, whose kit and UI messages every other front end copies (null: shell). */
function shellCatalogs(langDir) {
  if (path.resolve(langDir) === shellLangDir) return null;
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, readJson(`${locale}.json`, shellLangDir)]),
  );
}

/** Extracts into, or checks, the catalogs in `langDir` for these messages of the code. */
function run(command, langDir, messages) {
  const ids = Object.keys(messages);
  const where = path.relative(workspaceDir, langDir);
  const shell = shellCatalogs(langDir);
  const writeCatalog = (locale, catalog) => {
    const sorted = Object.fromEntries(
      Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)),
    );
    fs.writeFileSync(path.join(langDir, `${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
  };
  if (command === 'extract') {
    fs.mkdirSync(langDir, { recursive: true });
    writeCatalog(SOURCE_LOCALE, messages);
    for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
      const existing = readJson(`${locale}.json`, langDir) ?? {};
      const kept = Object.fromEntries(Object.entries(existing).filter(([id]) => id in messages));
      // The kit's and the UI package's messages: the shell's translation, wherever it has one.
      const shared = Object.fromEntries(
        ids
          .filter((id) => shell?.[SOURCE_LOCALE]?.[id] === messages[id])
          .filter((id) => shell?.[locale]?.[id] !== undefined)
          .map((id) => [id, shell[locale][id]]),
      );
      writeCatalog(
        locale,
        TRANSLATED_LOCALES.includes(locale)
          ? { ...kept, ...shared }
          : { ...messages, ...kept, ...shared },
      );
    }
    console.info(`${ids.length} messages → ${where}/*.json`);
    for (const locale of TRANSLATED_LOCALES) {
      const catalog = readJson(`${locale}.json`, langDir) ?? {};
      const missing = ids.filter((id) => !(id in catalog));
      if (missing.length > 0)
        console.info(`${where}/${locale}.json still needs a translation of: ${missing.join(', ')}`);
    }
    return true;
  }
  const catalogs = Object.fromEntries(
    LOCALES.map((locale) => [locale, readJson(`${locale}.json`, langDir)]),
  );
  const allowlist = readJson(ALLOWLIST, langDir) ?? {};
  const problems = checkCatalogs({ source: messages, catalogs, allowlist, shell });
  if (problems.length > 0) {
    console.error(
      `${problems.map((problem) => problem.replace(/^lang\//, `${where}/`)).join('\n')}\n${problems.length} problems. ` +
        `New or changed texts: npm run i18n:extract, then write their translations into ` +
        `${where}/fr.json, ${where}/it.json, ${where}/en.json (a text that really is the same in a ` +
        `language goes into ${where}/${ALLOWLIST}).`,
    );
    return false;
  }
  console.info(
    `${ids.length} messages in ${LOCALES.length} catalogs (${where}): complete, fr/it/en translated, placeholders as in ${SOURCE_LOCALE}`,
  );
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
