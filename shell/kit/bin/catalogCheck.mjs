// The rules of `eventalp-i18n check`, apart from reading files (tests: catalogCheck.test.mjs).
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

export const LOCALES = ['de-CH', 'de-DE', 'de-AT', 'fr', 'it', 'en'];
export const SOURCE_LOCALE = 'de-CH';
/** Locales whose catalogs must hold a translation, not the German source. */
export const TRANSLATED_LOCALES = ['fr', 'it', 'en'];

function parsed(message) {
  try {
    return { elements: parse(message, { requiresOtherClause: true }) };
  } catch (error) {
    return { error: error.message };
  }
}

function walk(elements, visit) {
  for (const element of elements) {
    visit(element);
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options)) walk(option.value, visit);
    if (element.type === TYPE.tag) walk(element.children, visit);
  }
}

const KINDS = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.tag]: 'tag',
};

/** The message's arguments and tags with their kind, sorted: "count (plural), name (argument)". */
function signatureOf(elements) {
  const names = new Set();
  walk(elements, (element) => {
    const kind =
      element.type === TYPE.plural
        ? element.pluralType === 'ordinal'
          ? 'selectordinal'
          : 'plural'
        : KINDS[element.type];
    if (kind) names.add(kind === 'tag' ? `<${element.value}>` : `${element.value} (${kind})`);
  });
  return [...names].sort().join(', ');
}

/** Plural options that the locale's plural rules never choose (`few` in French, say). */
function foreignPluralCategories(elements, locale) {
  const foreign = [];
  walk(elements, (element) => {
    if (element.type !== TYPE.plural) return;
    const rules = new Intl.PluralRules(locale, { type: element.pluralType ?? 'cardinal' });
    const categories = rules.resolvedOptions().pluralCategories;
    for (const option of Object.keys(element.options))
      if (!option.startsWith('=') && !categories.includes(option))
        foreign.push(`{${element.value}} "${option}"`);
  });
  return foreign;
}

/** True when the message has no words of its own, only arguments, digits and punctuation. */
function isLanguageNeutral(elements) {
  let words = false;
  walk(elements, (element) => {
    if (element.type === TYPE.literal && /\p{L}/u.test(element.value)) words = true;
  });
  return !words;
}

/**
 * Every problem of one workspace's catalogs, as lines to print (none: all is well).
 * @param {object} input
 * @param {Record<string, string>} input.source the messages of the code (id → German default)
 * @param {Record<string, Record<string, string> | null>} input.catalogs locale → lang/<locale>.json
 *   (null: no such file)
 * @param {Record<string, string[]>} [input.allowlist] locale → ids (or German texts) that are the
 *   same in that language, so may equal the source
 * @param {Record<string, Record<string, string> | null>} [input.shell] the shell's catalogs when
 *   checking another front end: the kit's and the UI package's messages (the ids both have) must
 *   read as they do there
 */
export function checkCatalogs({ source, catalogs, allowlist = {}, shell }) {
  const problems = [];
  const sourceSignatures = new Map();
  for (const [id, message] of Object.entries(source)) {
    const { elements, error } = parsed(message);
    if (error) problems.push(`the code's message "${id}" does not parse: ${error}`);
    else sourceSignatures.set(id, { signature: signatureOf(elements), elements });
  }
  for (const locale of LOCALES) {
    const file = `lang/${locale}.json`;
    const catalog = catalogs[locale];
    if (!catalog) {
      problems.push(`${file} is missing`);
      continue;
    }
    const allowed = new Set(allowlist[locale] ?? []);
    for (const [id, sourceMessage] of Object.entries(source)) {
      if (!(id in catalog)) {
        problems.push(`${file} lacks "${id}"`);
        continue;
      }
      const message = catalog[id];
      if (typeof message !== 'string') {
        problems.push(`${file} "${id}" is not a text`);
        continue;
      }
      if (locale === SOURCE_LOCALE && message !== sourceMessage) {
        problems.push(`${file} "${id}" differs from the code's text (run i18n:extract)`);
        continue;
      }
      const { elements, error } = parsed(message);
      if (error) {
        problems.push(`${file} "${id}" does not parse: ${error}`);
        continue;
      }
      const expected = sourceSignatures.get(id);
      if (expected && signatureOf(elements) !== expected.signature)
        problems.push(
          `${file} "${id}" has the placeholders {${signatureOf(elements)}}, de-CH {${expected.signature}}`,
        );
      for (const category of foreignPluralCategories(elements, locale))
        problems.push(`${file} "${id}": plural category ${category} does not exist in ${locale}`);
      const shared = shell?.[locale]?.[id];
      if (
        shared !== undefined &&
        shell[SOURCE_LOCALE]?.[id] === sourceMessage &&
        message !== shared
      )
        problems.push(
          `${file} "${id}" differs from shell/${file}: "${message}" (kit and UI messages read the same in every front end)`,
        );
      if (
        TRANSLATED_LOCALES.includes(locale) &&
        message === sourceMessage &&
        !allowed.has(id) &&
        !allowed.has(sourceMessage) &&
        !isLanguageNeutral(elements)
      )
        problems.push(`${file} "${id}" is not translated: "${message}"`);
    }
  }
  return problems;
}
