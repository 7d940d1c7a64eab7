import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import germanMessages from 'ra-language-german';
import italianMessages from 'ra-language-italian';
import type { Locale } from '@eventalp/shell-kit';
import { raGermanSupplement } from './raGermanSupplement';
import { raItalianSupplement } from './raItalianSupplement';

type Messages = Record<string, unknown>;

/** `over` laid on `base`, key by key: texts a translation lacks stay in the base language. */
function laidOver(base: Messages, over: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(over))
    merged[key] =
      typeof value === 'object' && value !== null && typeof base[key] === 'object'
        ? laidOver(base[key] as Messages, value as Messages)
        : value;
  return merged;
}

/** react-admin's catalog of each language: English beneath, so a text it lacks stays readable. */
const catalogs = {
  de: laidOver(
    laidOver(englishMessages as Messages, germanMessages as Messages),
    raGermanSupplement,
  ),
  fr: laidOver(englishMessages as Messages, frenchMessages as unknown as Messages),
  it: laidOver(
    laidOver(englishMessages as Messages, italianMessages as Messages),
    raItalianSupplement,
  ),
  en: englishMessages as Messages,
} as const;

/** The language of react-admin's texts for a locale (`de-CH` is German). */
export function raLanguageOf(locale: Locale): keyof typeof catalogs {
  const language = locale.slice(0, 2);
  return language === 'de' || language === 'fr' || language === 'it' ? language : 'en';
}

/**
 * react-admin's own texts (buttons, pagination, notices, MUI's autocomplete buttons) in the back
 * office's locale: German (ra-language-german with our supplement of the texts it lacks), French
 * (ra-language-french, maintained with react-admin 5), Italian (ra-language-italian, written for
 * react-admin 3, with our supplement of the newer texts), English otherwise. The back office's own
 * texts are react-intl messages of this micro-frontend.
 */
export function backofficeI18nProvider(locale: Locale) {
  const language = raLanguageOf(locale);
  return polyglotI18nProvider(() => catalogs[language] as never, language, [], {
    allowMissing: true,
  });
}
