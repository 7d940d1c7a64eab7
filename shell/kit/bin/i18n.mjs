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
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCatalogs, LOCALES, SOURCE_LOCALE, TRANSLATED_LOCALES } from './catalogCheck.mjs';

const kitDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uiDir = path.resolve(kitDir, '../ui');
const workspaceDir = process.cwd();
const langDir = path.join(workspaceDir, 'lang');
const ALLOWLIST = 'untranslated-allowlist.json';
const shellLangDir = path.resolve(kitDir, '../lang');
const isShell = path.resolve(langDir) === shellLangDir;

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

function readJson(name, dir = langDir) {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** The shell's catalogs, whose kit and UI messages every other front end copies (null: shell). */
function shellCatalogs() {
  if (isShell) return null;
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, readJson(`${locale}.json`, shellLangDir)]),
  );
}

function writeCatalog(locale, messages) {
  const sorted = Object.fromEntries(
    Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)),
  );
  fs.writeFileSync(path.join(langDir, `${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
}

const command = process.argv[2];
if (command !== 'extract' && command !== 'check') {
  console.error('usage: eventalp-i18n extract|check');
  process.exit(2);
}
const messages = extractFromCode();
const ids = Object.keys(messages);

if (command === 'extract') {
  fs.mkdirSync(langDir, { recursive: true });
  writeCatalog(SOURCE_LOCALE, messages);
  const shell = shellCatalogs();
  for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
    const existing = readJson(`${locale}.json`) ?? {};
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
  const untranslated = TRANSLATED_LOCALES.map((locale) => [
    locale,
    ids.filter((id) => !(id in (readJson(`${locale}.json`) ?? {}))),
  ]).filter(([, missing]) => missing.length > 0);
  console.info(`${ids.length} messages → ${path.relative(process.cwd(), langDir)}/*.json`);
  for (const [locale, missing] of untranslated)
    console.info(`lang/${locale}.json still needs a translation of: ${missing.join(', ')}`);
} else {
  const catalogs = Object.fromEntries(
    LOCALES.map((locale) => [locale, readJson(`${locale}.json`)]),
  );
  const allowlist = readJson(ALLOWLIST) ?? {};
  const problems = checkCatalogs({ source: messages, catalogs, allowlist, shell: shellCatalogs() });
  if (problems.length > 0) {
    console.error(
      `${problems.join('\n')}\n${problems.length} problems. New or changed texts: npm run i18n:extract, ` +
        `then write their translations into lang/fr.json, lang/it.json, lang/en.json ` +
        `(a text that really is the same in a language goes into lang/${ALLOWLIST}).`,
    );
    process.exit(1);
  }
  console.info(
    `${ids.length} messages in ${LOCALES.length} catalogs: complete, fr/it/en translated, placeholders as in ${SOURCE_LOCALE}`,
  );
}
