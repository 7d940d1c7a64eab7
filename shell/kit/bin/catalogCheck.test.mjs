// node --test shell/kit/bin/ (part of `npm run lint`)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkCatalogs } from './catalogCheck.mjs';

const source = {
  'search.count': '{total, plural, one {# Resultat} other {# Resultate}}',
  'search.close': 'Karte schliessen',
  'footer.brand': 'eventalp',
  'search.quoted': '«{value}»',
};

const translated = {
  fr: {
    'search.count': '{total, plural, one {# résultat} other {# résultats}}',
    'search.close': 'Fermer la carte',
    'footer.brand': 'eventalp',
    'search.quoted': '«\u00a0{value}\u00a0»',
  },
  it: {
    'search.count': '{total, plural, one {# risultato} other {# risultati}}',
    'search.close': 'Chiudi la mappa',
    'footer.brand': 'eventalp',
    'search.quoted': '«{value}»',
  },
  en: {
    'search.count': '{total, plural, one {# result} other {# results}}',
    'search.close': 'Close map',
    'footer.brand': 'eventalp',
    'search.quoted': '“{value}”',
  },
};

const allowlist = { fr: ['footer.brand'], it: ['footer.brand'], en: ['eventalp'] };

/** Complete, translated catalogs with `change(catalogs)` applied. */
function catalogs(change = () => {}) {
  const result = {
    'de-CH': { ...source },
    'de-DE': { ...source, 'search.close': 'Karte schließen' },
    'de-AT': { ...source },
    fr: { ...translated.fr },
    it: { ...translated.it },
    en: { ...translated.en },
  };
  change(result);
  return result;
}

test('complete, translated catalogs pass; the allowlist takes ids or German texts', () => {
  assert.deepEqual(checkCatalogs({ source, catalogs: catalogs(), allowlist }), []);
});

test('de-DE and de-AT may hold the German text; a message without words needs no translation', () => {
  // de-AT equals de-CH throughout and it's "«{value}»" equals the source: neither is a problem.
  const result = catalogs();
  assert.equal(result['de-AT']['search.close'], source['search.close']);
  assert.equal(result.it['search.quoted'], source['search.quoted']);
  assert.deepEqual(checkCatalogs({ source, catalogs: result, allowlist }), []);
});

test('a missing catalog or a missing id fails', () => {
  const problems = checkCatalogs({
    source,
    catalogs: catalogs((c) => {
      c.it = null;
      delete c.en['search.close'];
      delete c['de-AT']['search.count'];
    }),
    allowlist,
  });
  assert.deepEqual(problems, [
    'lang/de-AT.json lacks "search.count"',
    'lang/it.json is missing',
    'lang/en.json lacks "search.close"',
  ]);
});

test('a fr/it/en text identical to de-CH fails unless allowlisted for that language', () => {
  const problems = checkCatalogs({
    source,
    catalogs: catalogs((c) => {
      c.fr['search.close'] = 'Karte schliessen';
    }),
    allowlist: { fr: [], it: ['footer.brand'], en: ['footer.brand'] },
  });
  assert.deepEqual(problems, [
    'lang/fr.json "search.close" is not translated: "Karte schliessen"',
    'lang/fr.json "footer.brand" is not translated: "eventalp"',
  ]);
});

test('placeholders or plural arguments that differ from de-CH fail', () => {
  const problems = checkCatalogs({
    source,
    catalogs: catalogs((c) => {
      c.fr['search.count'] = '{count, plural, one {# résultat} other {# résultats}}';
      c.en['search.count'] = '{total} results';
      c.it['search.close'] = 'Chiudi la mappa {name}';
      c['de-DE']['search.quoted'] = '„<b>{value}</b>“';
    }),
    allowlist,
  });
  assert.deepEqual(problems, [
    'lang/de-DE.json "search.quoted" has the placeholders {<b>, value (argument)}, de-CH {value (argument)}',
    'lang/fr.json "search.count" has the placeholders {count (plural)}, de-CH {total (plural)}',
    'lang/it.json "search.close" has the placeholders {name (argument)}, de-CH {}',
    'lang/en.json "search.count" has the placeholders {total (argument)}, de-CH {total (plural)}',
  ]);
});

test('a message that does not parse fails, in a catalog or in the code', () => {
  const problems = checkCatalogs({
    source: { ...source, 'search.broken': 'Alle {count anzeigen' },
    catalogs: catalogs((c) => {
      c.fr['search.count'] = '{total, plural, one {# résultat}}';
      c.it['search.close'] = 'Chiudi {la mappa';
      for (const locale of Object.keys(c)) c[locale]['search.broken'] = 'Alle {count} anzeigen';
      c.fr['search.broken'] = 'Tout afficher ({count})';
      c.it['search.broken'] = 'Mostra tutti ({count})';
      c.en['search.broken'] = 'Show all {count}';
    }),
    allowlist,
  });
  assert.deepEqual(
    problems.filter((problem) => problem.includes('parse')),
    [
      `the code's message "search.broken" does not parse: MALFORMED_ARGUMENT`,
      'lang/fr.json "search.count" does not parse: MISSING_OTHER_CLAUSE',
      'lang/it.json "search.close" does not parse: MALFORMED_ARGUMENT',
    ],
  );
});

test('a plural category the language does not have fails', () => {
  const problems = checkCatalogs({
    source,
    catalogs: catalogs((c) => {
      c.en['search.count'] =
        '{total, plural, =0 {no results} one {# result} few {# results} other {# results}}';
      c.fr['search.count'] =
        '{total, plural, one {# résultat} many {# de résultats} other {# résultats}}';
    }),
    allowlist,
  });
  assert.deepEqual(problems, [
    'lang/en.json "search.count": plural category {total} "few" does not exist in en',
  ]);
});

test('de-CH must hold the code’s text as extracted', () => {
  const problems = checkCatalogs({
    source,
    catalogs: catalogs((c) => {
      c['de-CH']['search.close'] = 'Karte zumachen';
    }),
    allowlist,
  });
  assert.deepEqual(problems, [
    'lang/de-CH.json "search.close" differs from the code\'s text (run i18n:extract)',
  ]);
});

test('a kit or UI message reads as in the shell (the ids both front ends have)', () => {
  const shell = {
    'de-CH': { 'search.close': 'Karte schliessen', 'shell.only': 'Nur in der Shell' },
    fr: { 'search.close': 'Fermer la carte', 'shell.only': 'Seulement dans le shell' },
    it: { 'search.close': 'Chiudi la carta' },
    en: {},
  };
  const problems = checkCatalogs({ source, catalogs: catalogs(), allowlist, shell });
  assert.deepEqual(problems, [
    'lang/it.json "search.close" differs from shell/lang/it.json: "Chiudi la mappa" (kit and UI messages read the same in every front end)',
  ]);
  // A shell whose German text differs has a message of another version: no comparison.
  shell['de-CH']['search.close'] = 'Karte zu';
  assert.deepEqual(checkCatalogs({ source, catalogs: catalogs(), allowlist, shell }), []);
});
