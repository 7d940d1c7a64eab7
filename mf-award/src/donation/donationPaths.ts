import { AWARD_PAGE_SLUGS, awardPagePath, type AwardLanguage } from '@eventalp/plugin-award/domain';

/** The donation page's slug in each award language (`/site/{language}/swisslocationaward_{slug}`). */
export const DONATION_SLUGS: Record<AwardLanguage, string> = AWARD_PAGE_SLUGS.donation;

/** The donation page in `language`. */
export const donationPath = (language: AwardLanguage) => awardPagePath('donation', language);
