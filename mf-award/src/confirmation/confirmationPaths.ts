import { CONFIRMATION_SLUGS, type AwardLanguage } from '@eventalp/plugin-award/domain';

/** The language of a visitor's locale among the award's (the three German ones are `de`). */
export function awardLanguageOfLocale(locale: string): AwardLanguage {
  return locale === 'fr' || locale === 'it' || locale === 'en' ? locale : 'de';
}

/** Whether `slug` is the confirmation page's slug in `language`. */
export function isConfirmationSlug(language: AwardLanguage, slug: string): boolean {
  return CONFIRMATION_SLUGS[language] === slug;
}
