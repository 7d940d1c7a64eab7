// Pure rules of shared shortlists: plain values in, no I/O, `now` passed in. Zod-free, so a page
// may import them without bundling the validation library.

/** At most this many entries in one shared list (a favourites list is rarely longer). */
export const MAX_SHORTLIST_ENTRIES = 100;

/** A list nobody opened for this many days is gone (404) and deleted by the cleanup. */
export const SHORTLIST_IDLE_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Random bytes of a list's id: 144 bits, 24 URL-safe characters (base64url without padding). */
export const SHORTLIST_ID_BYTES = 18;

/** What a list id looks like; anything else is no list (404), never a database query. */
export const SHORTLIST_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export const isShortlistId = (value: string): boolean => SHORTLIST_ID_PATTERN.test(value);

/** A list whose last visit (or creation) is at or before this instant has expired at `now`. */
export function shortlistExpiryCutoff(now: Date): Date {
  return new Date(now.getTime() - SHORTLIST_IDLE_DAYS * DAY_MS);
}

export interface ShortlistEntry {
  type: 'location' | 'provider';
  id: number;
}

/** The entries once each, in their first order. */
export function uniqueEntries<T extends ShortlistEntry>(entries: readonly T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.type}:${entry.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The page of a shared list: `/site/_{brand}/favourites/{id}.html`. */
export function sharedListPath(brand: string, id: string): string {
  return `/site/_${brand}/favourites/${id}.html`;
}
