import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Locale } from './locales';

/**
 * One formatter cache for the whole process. react-intl's `IntlProvider` keeps one per mounted
 * provider, so every server render built its own Intl.NumberFormat, PluralRules and
 * DateTimeFormat objects; each holds native ICU memory that only a full garbage collection frees.
 * Formatters are memoised by their locale and options, so this cache stays as small as the set of
 * formats the pages use.
 */
export const sharedIntlCache = createIntlCache();

/** react-intl for a locale and its messages, formatting through the process-wide cache. */
export function sharedIntl(
  locale: Locale,
  defaultLocale: Locale,
  messages: Record<string, string>,
): IntlShape {
  return createIntl({ locale, defaultLocale, messages }, sharedIntlCache);
}
