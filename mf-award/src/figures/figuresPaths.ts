import { awardPagePath, type AwardLanguage } from '@eventalp/plugin-award/domain';

/** Facts and figures in `language`. */
export const factsPath = (language: AwardLanguage) => awardPagePath('facts', language);

/** The retrospective in `language`. */
export const retrospectivePath = (language: AwardLanguage) =>
  awardPagePath('retrospective', language);
