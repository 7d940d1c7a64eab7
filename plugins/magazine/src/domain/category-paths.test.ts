import { categoryPagePath, categoryPath } from './category-paths';

describe('editorial category paths', () => {
  it.each([
    [{ id: 53, slug: 'hilfe' }, null, '/site/_redaktionell/53/hilfe'],
    [
      { id: 53, slug: 'hilfe' },
      { id: 4, slug: 'location-erfassen' },
      '/site/_redaktionell/53/hilfe/4/location-erfassen',
    ],
    [{ id: 54, slug: 'ratgeber' }, { id: 9, slug: null }, '/site/_redaktionell/54/ratgeber/9'],
  ])('%j %j -> %s', (category, page, expected) => {
    expect(page ? categoryPagePath(category, page) : categoryPath(category)).toBe(expected);
  });
});
