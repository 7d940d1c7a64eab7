import { magazineListHref } from './magazinePaths';

describe('magazineListHref', () => {
  it.each([
    [1, undefined, '/site/_redaktionell/52/eventmagazin.html'],
    [2, undefined, '/site/_redaktionell/52/eventmagazin.html/2'],
    [1, 'hochzeit', '/site/_redaktionell/52/eventmagazin.html?suche_tag1=hochzeit'],
    [
      4,
      'swiss_location_award',
      '/site/_redaktionell/52/eventmagazin.html/4?suche_tag1=swiss_location_award',
    ],
  ])('page %s, tag %s -> %s', (page, tag, expected) => {
    expect(magazineListHref(page, tag)).toBe(expected);
  });
});
