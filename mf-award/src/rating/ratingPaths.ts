import type { AwardLanguage } from '@eventalp/plugin-award/domain';

/** A nominee's rating page in `language`: `/site/{language}/{rating code}` (spec section 2). */
export function ratingPath(language: AwardLanguage, code: string): string {
  return `/site/${language}/${code}`;
}
