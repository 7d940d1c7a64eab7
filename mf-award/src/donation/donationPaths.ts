import { AWARD_PAGE_SLUGS, type AwardLanguage } from '@eventalp/plugin-award/domain';

/** The donation page's slug in each award language (`/site/{language}/swisslocationaward_{slug}`). */
export const DONATION_SLUGS: Record<AwardLanguage, string> = AWARD_PAGE_SLUGS.donation;

/** The donation page in `language`. */
export function donationPath(language: AwardLanguage): string {
  return `/site/${language}/swisslocationaward_${DONATION_SLUGS[language]}`;
}

/** The page's path in every language for `hreflang` (German is `x-default`), as absolute URLs. */
export function donationAlternates(origin: string) {
  const languages = Object.keys(DONATION_SLUGS) as AwardLanguage[];
  return [
    ...languages.map((language) => ({
      hreflang: language,
      href: `${origin}${donationPath(language)}`,
    })),
    { hreflang: 'x-default', href: `${origin}${donationPath('de')}` },
  ];
}
