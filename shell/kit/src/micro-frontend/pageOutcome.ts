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
 * The outcome an error from `load` stands for, or null for a real failure. An API 404 (unknown
 * or hidden entry) is a missing page. Checked by shape, not `instanceof`, so an error thrown by
 * a remote's own copy of the kit is recognised too.
 */
export function pageOutcomeOf(error: unknown): PageOutcome | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as { name?: string; outcome?: PageOutcome; status?: number };
  if (candidate.name === 'PageOutcomeSignal' && candidate.outcome) return candidate.outcome;
  if (candidate.name === 'HttpError' && candidate.status === 404) return { status: 404 };
  return null;
}
