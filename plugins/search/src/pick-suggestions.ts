/** What the autocomplete offers, in the order it shows the kinds. */
export const SUGGESTION_KINDS = ['place', 'region', 'category', 'location', 'provider'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** The search parameter a suggestion sets; null for entries, which link to their page instead. */
export type SuggestionParam = 'place' | 'region' | 'category' | 'offers' | null;

export interface Suggestion {
  kind: SuggestionKind;
  id: string;
  text: string;
  param: SuggestionParam;
  href: string | null;
}

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
