// node --test shell/kit/bin/ (part of `npm run lint`): the command line on a throwaway workspace.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const binDir = path.dirname(fileURLToPath(import.meta.url));
const shellLang = path.resolve(binDir, '../../lang');
const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'eventalp-i18n-'));
after(() => fs.rmSync(workspace, { recursive: true, force: true }));

fs.mkdirSync(path.join(workspace, 'src'));
fs.writeFileSync(
  path.join(workspace, 'src/Greeting.tsx'),
  `import { FormattedMessage } from 'react-intl';
export const Greeting = () => <FormattedMessage id="test.greeting" defaultMessage="Grüezi {name}" />;
`,
);

const run = (command) =>
  spawnSync(process.execPath, [path.join(binDir, 'i18n.mjs'), command], {
    cwd: workspace,
    encoding: 'utf8',
  });
const lang = (file) => path.join(workspace, 'lang', file);
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, value) => fs.writeFileSync(file, JSON.stringify(value));

const greetings = { fr: 'Bonjour {name}', it: 'Ciao {name}', en: 'Hello {name}' };

test("extract copies the shell's kit and UI translations and leaves other new ids out of fr/it/en", () => {
  const extracted = run('extract');
  assert.equal(extracted.status, 0, extracted.stderr);
  assert.equal(readJson(lang('de-CH.json'))['test.greeting'], 'Grüezi {name}');
  assert.equal(readJson(lang('de-DE.json'))['test.greeting'], 'Grüezi {name}');
  // The UI package's tests (shell/ui/src/i18n/areaMessages.test.tsx) are no source of messages.
  assert.equal('area.title' in readJson(lang('de-CH.json')), false);
  const fr = readJson(lang('fr.json'));
  assert.equal('test.greeting' in fr, false);
  assert.equal(
    fr['kit.page.notFound'],
    readJson(path.join(shellLang, 'fr.json'))['kit.page.notFound'],
  );
  assert.match(extracted.stdout, /lang\/fr\.json still needs a translation of: test\.greeting\n/);

  const checked = run('check');
  assert.equal(checked.status, 1);
  assert.match(checked.stderr, /lang\/fr\.json lacks "test\.greeting"/);
  assert.doesNotMatch(checked.stderr, /kit\.|de-(DE|AT)\.json/);
});

test('check passes once fr/it/en are translated, and reads the allowlist', () => {
  for (const [locale, greeting] of Object.entries(greetings))
    writeJson(lang(`${locale}.json`), {
      ...readJson(lang(`${locale}.json`)),
      'test.greeting': greeting,
    });
  const translated = run('check');
  assert.equal(translated.status, 0, translated.stderr);

  writeJson(lang('en.json'), { ...readJson(lang('en.json')), 'test.greeting': 'Grüezi {name}' });
  const copied = run('check');
  assert.equal(copied.status, 1);
  assert.match(
    copied.stderr,
    /lang\/en\.json "test\.greeting" is not translated: "Grüezi \{name\}"/,
  );

  writeJson(lang('untranslated-allowlist.json'), { en: ['test.greeting'] });
  const allowed = run('check');
  assert.equal(allowed.status, 0, allowed.stderr);
});

test('a kit message translated otherwise than in the shell fails', () => {
  const it = readJson(lang('it.json'));
  writeJson(lang('it.json'), { ...it, 'kit.page.home': 'Torna alla home' });
  const checked = run('check');
  assert.equal(checked.status, 1);
  assert.match(
    checked.stderr,
    /lang\/it\.json "kit\.page\.home" differs from shell\/lang\/it\.json/,
  );
  writeJson(lang('it.json'), it);
});

test('a second extract keeps the translations and drops ids the code no longer has', () => {
  writeJson(lang('it.json'), { ...readJson(lang('it.json')), 'test.gone': 'Addio' });
  const extracted = run('extract');
  assert.equal(extracted.status, 0, extracted.stderr);
  const it = readJson(lang('it.json'));
  assert.equal(it['test.greeting'], 'Ciao {name}');
  assert.equal('test.gone' in it, false);
  assert.equal(run('check').status, 0);
});
