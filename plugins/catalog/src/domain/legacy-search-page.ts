/** Entries per page of the old search, whose URLs carried the index of the first entry. */
export const LEGACY_PAGE_SIZE = 36;

/** Page of the new list for an old `suche-{firstEntry}.html` URL: 1 + floor(firstEntry / 36); bad input gives page 1. */
export function legacySearchPage(firstEntry: number): number {
  if (!Number.isFinite(firstEntry) || firstEntry < 0) return 1;
  return 1 + Math.floor(firstEntry / LEGACY_PAGE_SIZE);
}
