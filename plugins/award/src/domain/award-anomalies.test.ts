import {
  BURST,
  newDomainClusters,
  networkBursts,
  oneSidedRatings,
  ratingAnomalies,
  type RatingTrace,
} from './award-anomalies';

const T0 = Date.parse('2026-05-20T18:00:00Z');
const MINUTE = 60_000;
let nextId = 1;
const rating = (overrides: Partial<RatingTrace> & { minute?: number } = {}): RatingTrace => {
  const { minute = 0, ...rest } = overrides;
  return {
    id: nextId++,
    nomineeId: 1,
    createdAt: new Date(T0 + minute * MINUTE),
    ipHash: `ip-${nextId}`,
    grade: 7,
    emailDomain: 'gmail.com',
    ...rest,
  };
};
const many = (count: number, make: (i: number) => Partial<RatingTrace> & { minute?: number }) =>
  Array.from({ length: count }, (_, i) => rating(make(i)));

describe('bursts from one network', () => {
  it.each([
    ['5 within the hour', 5, 10, 1],
    ['5 spread over exactly an hour', 5, 15, 1],
    ['4 within the hour', 4, 10, 0],
    ['5 spread over more than an hour', 5, 16, 0],
  ])('%s', (_, count, every, found) => {
    const ratings = many(count, (i) => ({ ipHash: 'same', nomineeId: i + 1, minute: i * every }));
    const bursts = networkBursts(ratings);
    expect(bursts).toHaveLength(found);
    if (found) expect(bursts[0]).toMatchObject({ kind: 'network_burst', count: BURST.ratings });
  });

  it('names the venues and reports one burst once, grown to its end', () => {
    const ratings = many(8, (i) => ({
      ipHash: 'abcdefabcdef99',
      nomineeId: (i % 2) + 1,
      minute: i,
    }));
    const bursts = networkBursts(ratings);
    expect(bursts).toHaveLength(1);
    expect(bursts[0]).toMatchObject({ nomineeIds: [1, 2], count: 8, detail: 'abcdefabcdef' });
  });
});

describe('one-sided ratings of a venue within a day', () => {
  it.each([
    ['10 tens within a day', () => many(10, (i) => ({ grade: 10, minute: i * 60 })), 'high'],
    ['10 ones', () => many(10, (i) => ({ grade: 1, minute: i })), 'low'],
    ['9 of 10 at the top', () => many(10, (i) => ({ grade: i === 0 ? 5 : 9, minute: i })), 'high'],
    ['8 of 10 at the top', () => many(10, (i) => ({ grade: i < 2 ? 5 : 10, minute: i })), null],
    ['9 tens only', () => many(9, (i) => ({ grade: 10, minute: i })), null],
    ['10 tens over two days', () => many(10, (i) => ({ grade: 10, minute: i * 200 })), null],
    ['10 sevens', () => many(10, (i) => ({ grade: 7, minute: i })), null],
  ])('%s', (_, make, extreme) => {
    const found = oneSidedRatings(make());
    expect(found.map((a) => a.detail)).toEqual(extreme ? [extreme] : []);
  });
});

describe('many new e-mail domains', () => {
  /** The voters' usual domain, seen in earlier years. */
  const KNOWN = new Set(['gmail.com']);
  const fresh = (count: number, nomineeId = 1) =>
    many(count, (i) => ({ nomineeId, emailDomain: `new${nomineeId}-${i}.ch` }));

  it('flags a venue rated mostly from five domains nobody else used', () => {
    const found = newDomainClusters([...fresh(5), ...many(4, () => ({}))], KNOWN);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'new_domains', count: 5, nomineeIds: [1] });
  });

  it.each([
    ['four new domains', () => fresh(4), KNOWN],
    ['new domains under half', () => [...fresh(5), ...many(6, () => ({}))], KNOWN],
    ['domains seen in earlier years', () => fresh(5), new Set(['new1-0.ch', 'new1-1.ch'])],
    [
      'domains other venues used too',
      () => [...fresh(5), ...many(2, (i) => ({ nomineeId: 2, emailDomain: `new1-${i}.ch` }))],
      new Set<string>(),
    ],
  ])('%s: none', (_, make, earlier) => {
    expect(newDomainClusters(make(), earlier)).toEqual([]);
  });
});

it('reports every kind, bursts first', () => {
  const burst = many(5, (i) => ({ ipHash: 'x', nomineeId: 3, minute: i }));
  const oneSided = many(10, (i) => ({ nomineeId: 4, grade: 10, minute: i * 30 }));
  const kinds = ratingAnomalies([...oneSided, ...burst], new Set()).map((a) => a.kind);
  expect(kinds).toEqual(['network_burst', 'one_sided']);
  expect(ratingAnomalies([], new Set())).toEqual([]);
});
