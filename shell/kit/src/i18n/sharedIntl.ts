import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Messages } from './catalogs';
import { DEFAULT_LOCALE } from './locales';

/** Formatters (number, date, message) of every locale, shared by all intl objects. */
const cache = createIntlCache();
const intls = new WeakMap<Messages, Map<string, IntlShape>>();

/**
 * One intl object per catalog and locale for the life of the process: a server render (or a
 * mounted provider) reuses its parsed messages and `Intl` formatters instead of building them
 * anew — building them (`Intl.*` locale resolution, message parsing) was a fifth of a page
 * render's time. The object holds no per-visitor state.
 */
export function sharedIntl(locale: string, messages: Messages): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, cache);
    byLocale.set(locale, intl);
  }
  return intl;
}
