import type { AwardLanguage } from '@eventalp/plugin-award/domain';

/** A nominee's rating page in `language`: `/site/{language}/{rating code}` (spec section 2). */
export function ratingPath(language: AwardLanguage, code: string): string {
  return `/site/${language}/${code}`;
}

/** The confirmation page's slug in each language (`/site/{language}/swisslocationaward_{slug}`). */
export const RATING_CONFIRMATION_SLUGS: Record<AwardLanguage, string> = {
  de: 'bewertung_bestaetigen',
  fr: 'confirmation_evaluation',
  it: 'conferma_valutazione',
  en: 'rating_confirmation',
};

/** The confirmation page in `language` (the mail's links add `token` and `publication`). */
export function ratingConfirmationPath(language: AwardLanguage): string {
  return `/site/${language}/swisslocationaward_${RATING_CONFIRMATION_SLUGS[language]}`;
}
