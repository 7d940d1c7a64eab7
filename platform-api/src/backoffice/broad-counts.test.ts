import { BROAD_COUNT, BroadCounts, countKey } from './broad-counts';

const BROAD_COUNT_TTL_MS = 10_000;

describe('BroadCounts', () => {
  let now = 0;
  const counts = (ttl = BROAD_COUNT_TTL_MS) => new BroadCounts(ttl, () => now);

  it('keeps a broad count for its time, never a small one', () => {
    now = 1_000;
    const kept = counts();
    kept.remember('a', BROAD_COUNT);
    kept.remember('b', BROAD_COUNT - 1);
    expect(kept.get('a')).toBe(BROAD_COUNT);
    expect(kept.get('b')).toBeNull();
    now += BROAD_COUNT_TTL_MS - 1;
    expect(kept.get('a')).toBe(BROAD_COUNT);
    now += 1;
    expect(kept.get('a')).toBeNull();
  });

  it('keeps nothing with a TTL of 0', () => {
    const kept = counts(0);
    kept.remember('a', 50_000);
    expect(kept.get('a')).toBeNull();
  });

  it('forgets everything on a write', () => {
    const kept = counts();
    kept.remember('a', 50_000);
    kept.clear();
    expect(kept.get('a')).toBeNull();
  });

  it('keys by filters and search, not by page or order', () => {
    expect(
      countKey({ q: 'x', approved: true, page: 2, per_page: 25, sort: 'id', order: 'asc' }),
    ).toBe(
      countKey({ approved: true, q: 'x', page: 9, per_page: 50, sort: 'name', order: 'desc' }),
    );
    expect(countKey({ approved: true })).not.toBe(countKey({ approved: false }));
  });
});
