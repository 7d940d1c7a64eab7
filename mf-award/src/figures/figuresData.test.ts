import type { YearFigures } from '@eventalp/plugin-award/domain';
import { chosenYear } from './figuresData';

const years = [2026, 2025, 2016].map((year): YearFigures => ({
  year,
  source: 'history',
  nominations: 0,
  participants: 0,
  ratings: 0,
  winners: null,
  categories: [],
  regions: [],
}));

describe('chosenYear (the year facts and figures shows in detail)', () => {
  it.each([
    ['no year asked: the newest', undefined, 2026],
    ['a year with figures', '2016', 2016],
    ['a year without figures: the newest', '2019', 2026],
    ['no year at all: the newest', 'abcd', 2026],
    ['five digits: the newest', '20250', 2026],
  ])('%s', (_rule, asked, year) => {
    expect(chosenYear(years, asked)).toBe(year);
  });

  it('is null when there are no figures', () => {
    expect(chosenYear([], '2025')).toBeNull();
  });
});
