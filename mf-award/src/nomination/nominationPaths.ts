import { AWARD_PAGE_SLUGS, awardPagePath, type AwardLanguage } from '@eventalp/plugin-award/domain';

/** The nomination page's slug in each award language (`/site/{language}/swisslocationaward_{slug}`). */
export const NOMINATION_SLUGS: Record<AwardLanguage, string> = AWARD_PAGE_SLUGS.nomination;

/** The nomination page in `language`. */
export const nominationPath = (language: AwardLanguage) => awardPagePath('nomination', language);
