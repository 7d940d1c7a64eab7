import { createIntl } from 'react-intl';
import type { SearchData } from './searchData';
import { searchHead } from './searchHead';
import { parseSearchState } from './searchState';

const intl = createIntl({ locale: 'de-CH', messages: {}, onError: () => undefined });

function data(overrides: Partial<SearchData> & { query?: string } = {}): SearchData {
  const { query = '', ...rest } = overrides;
  return {
    kind: 'locations',
    seed: '48213307',
    seededPath: false,
    state: parseSearchState('locations', new URLSearchParams(query)),
    results: { total: 128, cards: [], facets: {} },
    options: {},
    placeNames: {},
    landing: null,
    packageDeals: { private: [], company: [], public: [] },
    ...rest,
  };
}

describe('searchHead', () => {
  it('indexes the plain search with its own canonical path', () => {
    expect(searchHead(data(), intl)).toEqual({
      title: 'Locations für jeden Event finden und mieten',
      description:
        '128 Einträge in der Schweiz, in Deutschland und Österreich: mit Fotos, Kapazitäten und direkter Anfrage.',
      canonicalPath: '/locations',
      robots: undefined,
    });
  });

  it.each([
    ['a seeded results path', { seededPath: true }, '/locations'],
    ['a filtered search', { query: 'region=272&persons=80' }, '/locations?region=272&persons=80'],
    ['a later page', { query: 'page=3' }, '/locations?page=3'],
    ['the map view', { query: 'map=1' }, '/locations'],
    ['the package search', { kind: 'packages' as const }, '/packages'],
  ])('keeps %s out of the index, canonical without the seed', (_case, overrides, canonical) => {
    const head = searchHead(data(overrides), intl);
    expect(head.robots).toBe('noindex,follow');
    expect(head.canonicalPath).toBe(canonical);
  });

  it('names later pages', () => {
    expect(searchHead(data({ query: 'page=3' }), intl).title).toBe(
      'Locations für jeden Event finden und mieten – Seite 3',
    );
  });

  it('gives a landing page its texts and canonical path, noindex only without results', () => {
    const landing = {
      path: '/locations/hochzeit-zuerich',
      filters: {},
      title: 'Hochzeitslocations in Zürich',
      description: 'Die schönsten Orte für deine Hochzeit in Zürich.',
      canonicalPath: '/locations/hochzeit-zuerich',
    };
    expect(searchHead(data({ landing, query: 'page=2' }), intl)).toEqual({
      title: 'Hochzeitslocations in Zürich – Seite 2',
      description: 'Die schönsten Orte für deine Hochzeit in Zürich.',
      canonicalPath: '/locations/hochzeit-zuerich?page=2',
      robots: undefined,
    });
    const empty = data({ landing, results: { total: 0, cards: [], facets: {} } });
    expect(searchHead(empty, intl).robots).toBe('noindex,follow');
  });
});
