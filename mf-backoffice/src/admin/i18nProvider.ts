import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import type { Locale } from '@eventalp/shell-kit';
import { raGermanSupplement } from './raGermanSupplement';

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

/**
 * react-admin's own texts (buttons, pagination, notices): German for the German locales (its
 * catalog and our supplement of the texts it lacks), English
 * otherwise (react-admin ships no French or Italian catalog of its version). The back office's
 * own texts are react-intl messages of this micro-frontend.
 */
export function backofficeI18nProvider(locale: Locale) {
  const german = locale.startsWith('de');
  const messages = german
    ? laidOver(
        laidOver(englishMessages as Messages, germanMessages as Messages),
        raGermanSupplement,
      )
    : (englishMessages as Messages);
  return polyglotI18nProvider(() => messages as never, german ? 'de' : 'en', [], {
    allowMissing: true,
  });
}
