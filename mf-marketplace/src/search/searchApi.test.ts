import type { PlatformClient } from '@eventalp/shell-kit';
import { card } from '../testing/catalogFixtures';
import {
  fetchMapPoints,
  fetchPlaceSuggestions,
  fetchSearchResults,
  searchApiQuery,
} from './searchApi';
import { parseSearchState } from './searchState';
import { viewCard } from '../cards/viewCard';

/** An API that answers every path with `answer` and remembers what it was asked. */
function api(answer: unknown): PlatformClient & { asked: string[] } {
  const asked: string[] = [];
  const refuse = () => Promise.reject(new Error('not used'));
  return {
    asked,
    get: async <T>(path: string) => {
      asked.push(path);
      return answer as T;
    },
    post: refuse,
    put: refuse,
    delete: refuse,
  };
}

const state = (query: string, kind: 'locations' | 'provider' = 'locations') =>
  parseSearchState(kind, new URLSearchParams(query));

it('asks the search API for the filters, the page, 36 cards and the seed', () => {
  expect(searchApiQuery('locations', state('persons=80&region=272&page=2&map=1'), '48213307')).toBe(
    'region=272&persons=80&page=2&per_page=36&seed=48213307',
  );
});

it('reads results with their facets, from the offer type’s search', async () => {
  const http = api({ total: 1, data: [card()], facets: { region: [] } });
  const results = await fetchSearchResults(http, 'provider', state('offers=540', 'provider'), '1');
  // The cards as the page keeps them: the photos' legacy fields (src, srcset, …) left out.
  expect(results).toEqual({ total: 1, cards: [viewCard(card())], facets: { region: [] } });
  expect(results.cards[0]!.media.photos[0]).not.toHaveProperty('srcset');
  expect(http.asked).toEqual(['/guest/search/providers?offers=540&page=1&per_page=36&seed=1']);
});

it('asks nothing for packages (the package search page asks its own route)', async () => {
  const http = api({});
  expect((await fetchSearchResults(http, 'packages', state(''), '48213307')).total).toBe(0);
  expect(http.asked).toEqual([]);
});

it('takes the map points of the whole query, the area included, never a page', async () => {
  const http = api({ total: 2, points: [] });
  await fetchMapPoints(http, 'locations', state('bounds=46,7,47,8&page=3'));
  expect(http.asked).toEqual(['/guest/search/locations/map?bounds=46%2C7%2C47%2C8']);
});

it('offers only places for the place filter', async () => {
  const http = api({
    data: [
      { kind: 'place', id: '726', text: 'Bern', param: 'place', href: null },
      { kind: 'region', id: '277', text: 'Kanton Bern', param: 'region', href: null },
      { kind: 'location', id: '5', text: 'Forum Bern', param: null, href: '/site/_eventalp/x' },
    ],
  });
  const places = await fetchPlaceSuggestions(http, 'Bern');
  expect(places.map((place) => place.text)).toEqual(['Bern']);
  expect(http.asked).toEqual(['/guest/search/suggest?q=Bern&scope=locations']);
});
