import { currentAwardYear } from './award-years';

describe('currentAwardYear', () => {
  it.each([
    [[2026], 2026],
    [[2016, 2025, 2026], 2026],
    [[2027, 2016], 2027],
  ])('of %j is %i', (years, year) => {
    expect(currentAwardYear(years)).toBe(year);
  });

  it('has none without years', () => {
    expect(() => currentAwardYear([])).toThrow('no award year');
  });
});
