import { localeForCountryCategory, type CountryCategory, type Locale } from '@eventalp/shell-kit';

/**
 * The languages a visitor may choose. 'de' is German of the site's country (de-CH, de-DE or
 * de-AT by domain); content stays German whatever is chosen (spec), chrome and texts follow.
 */
export const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own name (endonyms: the same in every language, never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
};

/** The cookie holding the chosen language: read by the shell server, set by `/locale/{code}`. */
export const LOCALE_COOKIE = 'ea_locale';
/** A year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** The shell's route that sets the cookie and goes back: `/locale/fr?next=/locations`. */
export const LOCALE_SWITCH_PATH = /^\/locale\/([a-z]{2})\/?$/;

export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The language of a locale: 'de' for the three German ones. */
export function languageOf(locale: Locale): Language {
  return locale === 'fr' || locale === 'it' || locale === 'en' ? locale : 'de';
}

/** The locale of a language on a site of this country category. */
export function localeOfLanguage(language: Language, countryCategory: CountryCategory): Locale {
  return language === 'de' ? localeForCountryCategory(countryCategory) : language;
}

/** The chosen language of the cookie's value, or null for a missing or unknown value. */
export function languageFromCookie(value: string | undefined): Language | null {
  const language = value?.trim().toLowerCase();
  return isLanguage(language) ? language : null;
}

/**
 * A nominee's rating page, /site/{language}/{rating code}: 10 characters of the award's code
 * alphabet with at least one digit, so no word of another path matches.
 */
const RATING_CODE = String.raw`(?=[a-z]*[2-9])[a-hj-km-np-z2-9]{10}`;
export const AWARD_RATING_PATH = new RegExp(String.raw`^\/site\/(de|en|fr|it)\/${RATING_CODE}\/?$`);

/**
 * Award pages carry their language in the path: /site/{de,en,fr,it}/swisslocationaward… and the
 * rating pages /site/{language}/{rating code}.
 */
const AWARD_PATH = new RegExp(
  String.raw`^\/site\/(de|en|fr|it)(\/swisslocationaward.*|\/${RATING_CODE}\/?(?:\?.*)?)$`,
);

/** The language of an award path, or null for any other path. */
export function awardLanguageOf(path: string): Language | null {
  const language = AWARD_PATH.exec(path)?.[1];
  return isLanguage(language) ? language : null;
}

/** The same award page in another language, or null when the path is no award page. */
export function awardPathIn(path: string, language: Language): string | null {
  const rest = AWARD_PATH.exec(path)?.[2];
  return rest === undefined ? null : `/site/${language}${rest}`;
}

/**
 * The visitor's locale: an award page's from its path; else the chosen language (cookie), German
 * of the site's country when it is 'de' or none was chosen.
 */
export function localeFor(
  path: string,
  countryCategory: CountryCategory,
  chosen: Language | null = null,
): Locale {
  const language = awardLanguageOf(path) ?? chosen ?? 'de';
  return localeOfLanguage(language, countryCategory);
}

/**
 * The path `next` names, when it is one of this site: a single leading '/', no scheme, no host,
 * no backslash or control character (`//evil.example`, `/\evil.example`, `https://…` are refused).
 * '/' otherwise. Path, query and fragment are kept.
 */
export function safeNextPath(next: string | undefined): string {
  if (!next || next.length > 2000 || !next.startsWith('/')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(next) || next.startsWith('//')) return '/';
  const base = 'http://same.origin';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The `hreflang` alternates of a page that exists in several languages (award pages): each
 * language's path plus `x-default` (the German one). Empty for every other page.
 */
export function hreflangAlternates(path: string): { hreflang: string; path: string }[] {
  if (awardLanguageOf(path) === null) return [];
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: language,
      path: awardPathIn(path, language) as string,
    })),
    { hreflang: 'x-default', path: awardPathIn(path, 'de') as string },
  ];
}
