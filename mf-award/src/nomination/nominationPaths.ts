import { AWARD_PAGE_SLUGS, type AwardLanguage } from '@eventalp/plugin-award/domain';

/** The nomination page's slug in each award language (`/site/{language}/swisslocationaward_{slug}`). */
export const NOMINATION_SLUGS: Record<AwardLanguage, string> = AWARD_PAGE_SLUGS.nomination;

/** The nomination page in `language`. */
export function nominationPath(language: AwardLanguage): string {
  return `/site/${language}/swisslocationaward_${NOMINATION_SLUGS[language]}`;
}

/**
 * The page's path in every language for `hreflang` (German is `x-default`), as absolute URLs.
 */
export function nominationAlternates(origin: string) {
  const languages = Object.keys(NOMINATION_SLUGS) as AwardLanguage[];
  return [
    ...languages.map((language) => ({
      hreflang: language,
      href: `${origin}${nominationPath(language)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${nominationPath('de')}` },
  ];
}
