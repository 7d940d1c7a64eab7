import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { loadMessages, messagesOf, type MessageCatalogs } from './catalogs';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { sharedIntl } from './sharedIntl';

export interface I18nProviderProps {
  locale: Locale;
  catalogs: MessageCatalogs;
  children: ReactNode;
}

/**
 * react-intl with the front end's own catalog; missing messages fall back to de-CH. A catalog
 * that is not loaded yet shows de-CH until it is (pages and the shell load it before they render
 * or hydrate, so only elements on other sites ever see that). Formatters come from the process-wide
 * cache (`sharedIntl`), not one per provider: a server render builds none of its own.
 */
export function I18nProvider({ locale, catalogs, children }: I18nProviderProps) {
  const messages = messagesOf(catalogs, locale);
  const [, setLoaded] = useState<object | null>(null);
  useEffect(() => {
    if (messages) return;
    let current = true;
    loadMessages(catalogs, locale).then(
      (loaded) => current && setLoaded(loaded),
      (error: unknown) => console.error(`Messages of ${locale} could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [catalogs, locale, messages]);
  const shownLocale = messages ? locale : DEFAULT_LOCALE;
  const shownMessages = messages ?? messagesOf(catalogs, DEFAULT_LOCALE)!;
  const intl = useMemo(
    () => sharedIntl(shownLocale, DEFAULT_LOCALE, shownMessages),
    [shownLocale, shownMessages],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
