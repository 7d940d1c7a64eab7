import { articlePath, magazineListPath, pageCount } from './article-paths';

describe('articlePath', () => {
  it.each([
    [
      { id: 7, slug: 'hochzeit-am-see', legacy_slug: 'alt' },
      '/site/_redaktionell/52/eventmagazin/7/hochzeit-am-see',
    ],
    [
      { id: 7, slug: null, legacy_slug: 'hochzeit_am_see' },
      '/site/_redaktionell/52/eventmagazin/7/hochzeit_am_see',
    ],
    [{ id: 7, slug: '', legacy_slug: null }, '/site/_redaktionell/52/eventmagazin/7'],
  ])('%j -> %s', (article, expected) => {
    expect(articlePath(article)).toBe(expected);
  });
});

describe('magazineListPath', () => {
  it.each([
    [1, null, '/site/_redaktionell/52/eventmagazin.html'],
    [3, null, '/site/_redaktionell/52/eventmagazin.html/3'],
    [
      1,
      'swiss_location_award',
      '/site/_redaktionell/52/eventmagazin.html?suche_tag1=swiss_location_award',
    ],
    [
      2,
      'seminar & tagung',
      '/site/_redaktionell/52/eventmagazin.html/2?suche_tag1=seminar%20%26%20tagung',
    ],
  ])('page %s tag %s -> %s', (page, tag, expected) => {
    expect(magazineListPath(page, tag)).toBe(expected);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [150, 12, 13],
  ])('%s items by %s -> %s pages', (total, perPage, expected) => {
    expect(pageCount(total, perPage)).toBe(expected);
  });
});
