/** Country categories of the spec: 1 Switzerland (default), 2 Germany, 3 Austria. */
export type CountryCategory = 1 | 2 | 3;

export const LOCALES = ['de-CH', 'de-DE', 'de-AT', 'fr', 'it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de-CH';

/** Country category from a host name (port ignored): `.de`/`.com` 2, `.at` 3, anything else 1. */
export function countryCategoryFromHost(host: string): CountryCategory {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const ending = name.slice(name.lastIndexOf('.') + 1);
  if (ending === 'de' || ending === 'com') return 2;
  if (ending === 'at') return 3;
  return 1;
}

/** The explicit locale when supported, else the first supported Accept-Language entry, else de-CH. */
export function localeFromRequest(explicit: string, acceptLanguage: string): Locale {
  const supported = (tag: string): Locale | null => {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'de') return DEFAULT_LOCALE;
    return LOCALES.find((locale) => locale === language) ?? null;
  };
  if (explicit) {
    const locale = supported(explicit);
    if (locale) return locale;
  }
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const entry of ranked) {
    const locale = supported(entry.tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
