import { legacySearchPage } from './legacy-search-page';

describe('legacySearchPage', () => {
  it.each([
    [0, 1],
    [35, 1],
    [36, 2],
    [71, 2],
    [72, 3],
    [3600, 101],
    [-5, 1],
    [Number.NaN, 1],
  ])('suche-%p.html goes to page %p', (firstEntry, page) => {
    expect(legacySearchPage(firstEntry)).toBe(page);
  });
});
