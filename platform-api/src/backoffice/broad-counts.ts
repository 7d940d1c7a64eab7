/** From this many matching rows on, a list's count is kept for a while. */
export const BROAD_COUNT = 10_000;

/** At most this many filter combinations per resource are kept; more empty the store. */
const MAX_KEYS = 500;

/**
 * The exact counts of one resource's broad lists (at least `BROAD_COUNT` matching rows), kept
 * `ttlMs` (`BACKOFFICE_COUNT_TTL_MS`, 10 s by default; real time, not the platform's clock) per
 * filter combination: counting most of a 100,000-row table costs tens of
 * milliseconds on every page, the page itself a few. Smaller lists are always counted afresh;
 * every write through the resource drops them all, so only rows changed elsewhere (an owner's
 * edit, a public rating) can be missing from a kept total, for at most the TTL, in a list where
 * one row more or less is not visible in the pagination.
 */
export class BroadCounts {
  private readonly kept = new Map<string, { total: number; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(key: string): number | null {
    const found = this.kept.get(key);
    if (!found) return null;
    if (found.until > this.clock()) return found.total;
    this.kept.delete(key);
    return null;
  }

  /** Keeps `total` for `key` when it is broad. */
  remember(key: string, total: number): void {
    if (total < BROAD_COUNT || this.ttlMs === 0) return;
    if (this.kept.size >= MAX_KEYS) this.kept.clear();
    this.kept.set(key, { total, until: this.clock() + this.ttlMs });
  }

  /** A write changed the resource's rows. */
  clear(): void {
    this.kept.clear();
  }
}

/** The part of a list query that decides its count: every filter and the search, not the page or order. */
export function countKey(query: Record<string, unknown>): string {
  const { page: _page, per_page: _perPage, sort: _sort, order: _order, ...filters } = query;
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
}
