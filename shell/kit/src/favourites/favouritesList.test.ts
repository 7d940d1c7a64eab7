import { parseFavourites, toggleFavourite, withoutFavourites } from './favouritesList';

describe('parseFavourites', () => {
  it.each([
    ['nothing stored', null, { locations: [], providers: [] }, false],
    [
      'a valid value',
      '{"locations":[1,2],"providers":[3]}',
      { locations: [1, 2], providers: [3] },
      false,
    ],
    ['empty lists', '{"locations":[],"providers":[]}', { locations: [], providers: [] }, false],
    ['not JSON', '{locations:', { locations: [], providers: [] }, true],
    ['JSON null', 'null', { locations: [], providers: [] }, true],
    ['a list instead of an object', '[1,2]', { locations: [], providers: [] }, true],
    ['a missing list', '{"locations":[1]}', { locations: [], providers: [] }, true],
    [
      'ids that are not whole numbers',
      '{"locations":["1"],"providers":[]}',
      { locations: [], providers: [] },
      true,
    ],
    ['negative ids', '{"locations":[-1],"providers":[]}', { locations: [], providers: [] }, true],
  ])('%s', (_case, raw, favourites, corrupt) => {
    expect(parseFavourites(raw)).toEqual({ favourites, corrupt });
  });
});

describe('toggleFavourite', () => {
  const saved = { locations: [1, 2], providers: [7] };

  it('adds an id that is not in the list, at the end', () => {
    expect(toggleFavourite(saved, 'locations', 3)).toEqual({
      favourites: { locations: [1, 2, 3], providers: [7] },
      added: true,
    });
  });

  it('removes an id that is in the list', () => {
    expect(toggleFavourite(saved, 'locations', 1)).toEqual({
      favourites: { locations: [2], providers: [7] },
      added: false,
    });
  });

  it('keeps locations and providers apart', () => {
    expect(toggleFavourite(saved, 'providers', 1).favourites).toEqual({
      locations: [1, 2],
      providers: [7, 1],
    });
  });
});

it('withoutFavourites drops the given ids from both lists', () => {
  expect(
    withoutFavourites(
      { locations: [1, 2, 3], providers: [4, 5] },
      { locations: [2], providers: [5] },
    ),
  ).toEqual({ locations: [1, 3], providers: [4] });
});
