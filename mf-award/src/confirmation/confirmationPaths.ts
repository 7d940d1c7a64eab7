import {
  CONFIRMATION_SLUGS,
  confirmationPath,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';

/** The language of a visitor's locale among the award's (the three German ones are `de`). */
export function awardLanguageOfLocale(locale: string): AwardLanguage {
  return locale === 'fr' || locale === 'it' || locale === 'en' ? locale : 'de';
}

/** Whether `slug` is the confirmation page's slug in `language`. */
export function isConfirmationSlug(language: AwardLanguage, slug: string): boolean {
  return CONFIRMATION_SLUGS[language] === slug;
}

/** The venue's confirmation page in every language for `hreflang` (German is `x-default`). */
export function confirmationAlternates(origin: string, slaCode: string) {
  const languages = Object.keys(CONFIRMATION_SLUGS) as AwardLanguage[];
  return [
    ...languages.map((language) => ({
      hreflang: language,
      href: `${origin}${confirmationPath(language, slaCode)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${confirmationPath('de', slaCode)}` },
  ];
}
