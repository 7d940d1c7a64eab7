/** How a page's `load` ends when there is no page to show: a redirect or "not found". */
export type PageOutcome = { status: 301 | 302; location: string } | { status: 404 };

/** Thrown by `load`; the server answers with its status, the browser follows or shows 404. */
export class PageOutcomeSignal extends Error {
  constructor(readonly outcome: PageOutcome) {
    super(outcome.status === 404 ? 'page not found' : `redirect to ${outcome.location}`);
    this.name = 'PageOutcomeSignal';
  }
}

/** Ends `load` with a permanent redirect (301), e.g. to an entry's canonical path. */
export function redirectPage(location: string, status: 301 | 302 = 301): never {
  throw new PageOutcomeSignal({ status, location });
}

/** Ends `load` with the 404 page. */
export function pageNotFound(): never {
  throw new PageOutcomeSignal({ status: 404 });
}

/**
 * API answers a page's `load` stands for a missing page with: 404 (unknown or hidden entry) and
 * 422 (the URL's own values are no valid input: an id beyond the database's range, a NUL in the
 * query, a malformed filter). A page load only reads, so a 422 is about the URL, never a form.
 */
const MISSING_PAGE_STATUSES: ReadonlySet<number | undefined> = new Set([404, 422]);

/**
 * The outcome an error from `load` stands for, or null for a real failure. An API 404 or 422 is a
 * missing page (`MISSING_PAGE_STATUSES`). Checked by shape, not `instanceof`, so an error thrown
 * by a remote's own copy of the kit is recognised too.
 */
export function pageOutcomeOf(error: unknown): PageOutcome | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as { name?: string; outcome?: PageOutcome; status?: number };
  if (candidate.name === 'PageOutcomeSignal' && candidate.outcome) return candidate.outcome;
  const apiError = candidate.name === 'HttpError' || candidate.name === 'ValidationError';
  if (apiError && MISSING_PAGE_STATUSES.has(candidate.status)) return { status: 404 };
  return null;
}
