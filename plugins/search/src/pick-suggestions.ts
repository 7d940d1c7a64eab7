import type { Suggestion } from './domain/search-answers';

export type { Suggestion } from './domain/search-answers';
export { SUGGESTION_KINDS, type SuggestionKind } from './domain/suggestion-kinds';

/** Most suggestions one answer carries. */
export const SUGGESTIONS_LIMIT = 10;

/**
 * At most `limit` suggestions, grouped by kind in the order of `groups`: the groups take turns,
 * one suggestion each, so every kind with candidates gets a fair share and a kind with few leaves
 * its room to the others. Each group keeps its own order.
 */
export function pickSuggestions(
  groups: readonly (readonly Suggestion[])[],
  limit = SUGGESTIONS_LIMIT,
): Suggestion[] {
  const taken = groups.map(() => 0);
  let total = 0;
  for (let progress = true; progress && total < limit;) {
    progress = false;
    groups.forEach((group, index) => {
      if (total < limit && taken[index]! < group.length) {
        taken[index]! += 1;
        total += 1;
        progress = true;
      }
    });
  }
  return groups.flatMap((group, index) => group.slice(0, taken[index]));
}
