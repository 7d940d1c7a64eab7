import { apportion, chartAxisMax, liveYearFigures, mergeYearFigures } from './award-figures';
import type { YearFigures } from './award-figures-answers';

const nominee = (over: Partial<Parameters<typeof liveYearFigures>[1][number]> = {}) => ({
  year: 2026,
  status: 'confirmed',
  categories: [511],
  region: 297,
  ratings: 0,
  ...over,
});

describe('liveYearFigures', () => {
  it.each([
    ['a submitted nomination is not counted (not formally checked)', 'submitted', 0, 0],
    ['a checked nominee is nominated', 'checked', 1, 0],
    ['an invited nominee is nominated', 'invited', 1, 0],
    ['a confirmed nominee is nominated and takes part', 'confirmed', 1, 1],
  ])('%s', (_rule, status, nominations, participants) => {
    const figures = liveYearFigures(2026, [nominee({ status })]);
    expect(figures).toMatchObject({ nominations, participants, source: 'live', winners: null });
  });

  it('counts a venue with its ratings in each of its categories, once per category', () => {
    const figures = liveYearFigures(2026, [
      nominee({ categories: [511, 516, 511], ratings: 4 }),
      nominee({ categories: [516], ratings: 1, region: 277 }),
    ]);
    expect(figures.ratings).toBe(5);
    expect(figures.categories).toEqual([
      { id: 511, participants: 1, ratings: 4 },
      { id: 516, participants: 2, ratings: 5 },
    ]);
  });

  it('groups by region, venues without one last, and leaves other years out', () => {
    const figures = liveYearFigures(2026, [
      nominee({ region: null, status: 'invited' }),
      nominee({ region: 297, ratings: 2 }),
      nominee({ region: 277 }),
      nominee({ year: 2025, region: 272 }),
    ]);
    expect(figures.regions).toEqual([
      { id: 277, nominations: 1, participants: 1, ratings: 0 },
      { id: 297, nominations: 1, participants: 1, ratings: 2 },
      { id: null, nominations: 1, participants: 0, ratings: 0 },
    ]);
    expect(figures.nominations).toBe(3);
  });

  it('has zeros and no rows for a year without nominees', () => {
    expect(liveYearFigures(2026, [])).toMatchObject({
      nominations: 0,
      participants: 0,
      ratings: 0,
      categories: [],
      regions: [],
    });
  });
});

describe('mergeYearFigures', () => {
  const year = (y: number, source: YearFigures['source']): YearFigures => ({
    year: y,
    source,
    nominations: 1,
    participants: 1,
    ratings: 1,
    winners: null,
    categories: [],
    regions: [],
  });

  it('keeps the record of a recorded year, live figures for the others, newest first', () => {
    const merged = mergeYearFigures(
      [year(2024, 'history'), year(2025, 'history')],
      [year(2025, 'live'), year(2026, 'live')],
    );
    expect(merged.map((f) => [f.year, f.source])).toEqual([
      [2026, 'live'],
      [2025, 'history'],
      [2024, 'history'],
    ]);
  });
});

describe('apportion', () => {
  it.each([
    [10, [1, 1, 1], [4, 3, 3]],
    [100, [3, 1], [75, 25]],
    [7, [0, 1, 1], [0, 4, 3]],
    [0, [1, 2], [0, 0]],
    [5, [0, 0], [0, 0]],
  ])('splits %i by %j into %j', (total, weights, parts) => {
    expect(apportion(total, weights)).toEqual(parts);
  });

  it('always adds up to the total', () => {
    for (const total of [1, 13, 999, 75_021])
      expect(apportion(total, [0.5, 7, 3, 12, 20]).reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('chartAxisMax', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [7, 10],
    [2211, 2500],
    [75_021, 100_000],
    [1483, 2000],
    [400, 500],
    [20, 20],
  ])('%d -> %d', (max, axis) => {
    expect(chartAxisMax(max)).toBe(axis);
  });
});
