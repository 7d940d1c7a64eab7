/** What the autocomplete offers, in the order it shows the kinds. */
export const SUGGESTION_KINDS = ['place', 'region', 'category', 'location', 'provider'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** The search parameters a suggestion can set; entries link to their page instead. */
export const SUGGESTION_PARAMS = ['place', 'region', 'category', 'offers'] as const;
