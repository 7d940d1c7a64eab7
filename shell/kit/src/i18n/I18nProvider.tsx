import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale, type MessageCatalogs } from './locales';

export interface I18nProviderProps {
  locale: Locale;
  catalogs: MessageCatalogs;
  children: ReactNode;
}

/** react-intl with the micro-frontend's own catalog; missing messages fall back to de-CH. */
export function I18nProvider({ locale, catalogs, children }: I18nProviderProps) {
  const messages = { ...catalogs[DEFAULT_LOCALE], ...catalogs[locale] };
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
