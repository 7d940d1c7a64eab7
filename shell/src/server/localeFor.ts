import { localeForCountryCategory, type CountryCategory, type Locale } from '@eventalp/shell-kit';

const AWARD_LANGUAGE = /^\/site\/(en|fr|it)\//;

/** Award pages carry their language in the path; everything else is German of the country. */
export function localeFor(path: string, countryCategory: CountryCategory): Locale {
  const awardLanguage = AWARD_LANGUAGE.exec(path)?.[1];
  if (awardLanguage === 'en' || awardLanguage === 'fr' || awardLanguage === 'it')
    return awardLanguage;
  return localeForCountryCategory(countryCategory);
}
