import { filtersOf } from './participantFilters';
import { listHref } from './participantSearch';

describe('the award lists’ URL filters', () => {
  it.each([
    [{}, { page: 1 }],
    [
      { name: '  Seehalle ', region: '281', category: '509', page: '2' },
      { name: 'Seehalle', region: 281, category: 509, page: 2 },
    ],
    [{ name: '   ', region: 'abc', category: '0', page: '0' }, { page: 1 }],
    [{ name: 'x'.repeat(101), region: '99999999999', page: 'zwei' }, { page: 1 }],
  ])('reads %j as %j, dropping what no visitor can have chosen', (query, filters) => {
    expect(filtersOf(query)).toEqual({
      name: undefined,
      region: undefined,
      category: undefined,
      ...filters,
    });
  });

  it('writes the filters into the list’s address, page 1 left out', () => {
    expect(listHref('/site/de/swisslocationaward', { page: 1 })).toBe(
      '/site/de/swisslocationaward',
    );
    expect(
      listHref('/site/fr/swisslocationaward', { name: 'Salle & Co', region: 281, page: 3 }),
    ).toBe('/site/fr/swisslocationaward?name=Salle+%26+Co&region=281&page=3');
  });
});
