import type { CountryCategory } from '@eventalp/platform-sdk/domain';

/** Locales the product supports; de-CH is the default. */
export const LOCALES = ['de-CH', 'de-DE', 'de-AT', 'fr', 'it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de-CH';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** German of the active country: de-CH for 1, de-DE for 2, de-AT for 3. */
export function localeForCountryCategory(category: CountryCategory): Locale {
  return category === 2 ? 'de-DE' : category === 3 ? 'de-AT' : 'de-CH';
}
