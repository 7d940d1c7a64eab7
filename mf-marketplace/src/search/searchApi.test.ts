import { HttpError, type PlatformClient } from '@eventalp/shell-kit';
import { card } from '../testing/catalogFixtures';
import {
  fetchMapPoints,
  fetchPlaceSuggestions,
  fetchSearchResults,
  fetchSuggestions,
  searchApiQuery,
} from './searchApi';
import { parseSearchState } from './searchState';

/** An API that knows some paths (by prefix) and answers 404 for the rest. */
function api(answers: Record<string, unknown>): PlatformClient & { asked: string[] } {
  const asked: string[] = [];
  const get = async <T>(path: string): Promise<T> => {
    asked.push(path);
    const known = Object.keys(answers).find((prefix) => path.startsWith(prefix));
    if (known === undefined) throw new HttpError(404, { message: 'Nicht gefunden.' }, path);
    return answers[known] as T;
  };
  const refuse = () => Promise.reject(new Error('not used'));
  return { asked, get, post: refuse, put: refuse, delete: refuse };
}

const state = (query: string, kind: 'locations' | 'provider' = 'locations') =>
  parseSearchState(kind, new URLSearchParams(query));

it('asks the search API for the filters, the page, 36 cards and the seed', () => {
  expect(searchApiQuery('locations', state('persons=80&region=272&page=2&map=1'), '48213307')).toBe(
    'region=272&persons=80&page=2&per_page=36&seed=48213307',
  );
});

it('reads results with their facets', async () => {
  const http = api({
    '/guest/search/locations?': { total: 1, data: [card()], facets: { region: [] } },
  });
  await expect(fetchSearchResults(http, 'locations', state(''), '48213307')).resolves.toEqual({
    total: 1,
    cards: [card()],
    facets: { region: [] },
  });
});

it('lists providers of the first chosen category while the provider search is missing', async () => {
  const http = api({ '/guest/providers?': { total: 3, data: [card()], page: 2, per_page: 36 } });
  const results = await fetchSearchResults(
    http,
    'provider',
    state('category=452,451&page=2', 'provider'),
    '48213307',
  );
  expect(results).toEqual({ total: 3, cards: [card()], facets: null });
  expect(http.asked[1]).toBe('/guest/providers?page=2&per_page=36&category_id=451');
});

it('asks nothing for packages (no package search yet)', async () => {
  const http = api({});
  const results = await fetchSearchResults(http, 'packages', state(''), '48213307');
  expect(results.total).toBe(0);
  expect(http.asked).toEqual([]);
});

it('places the page cards on the map while the map endpoint is missing', async () => {
  const cards = [card({ id: 1 }), card({ id: 2, position: null })];
  const points = await fetchMapPoints(api({}), 'locations', state('region=272'), cards);
  expect(points).toEqual({
    total: 1,
    complete: false,
    points: [{ id: 1, lat: 47.677, lng: 8.615, tier: 3 }],
  });
});

it('takes all map points of the query from the map endpoint, bounds included', async () => {
  const http = api({ '/guest/search/locations/map?': { total: 2, points: [] } });
  const points = await fetchMapPoints(http, 'locations', state('bounds=46,7,47,8'), []);
  expect(points).toEqual({ total: 2, points: [], complete: true });
  expect(http.asked).toEqual(['/guest/search/locations/map?bounds=46%2C7%2C47%2C8']);
});

it('falls back to location names for suggestions, choosing one searches for the name', async () => {
  const http = api({
    '/guest/search/locations/suggest?': { data: [{ id: '7', text: 'Bar Bären' }] },
  });
  await expect(fetchSuggestions(http, 'locations', 'Bä')).resolves.toEqual([
    { kind: 'location', id: '7', text: 'Bar Bären', param: null, href: null },
  ]);
});

it('finds places in the taxonomy while the suggest endpoint is missing', async () => {
  const places = ['Bern', 'Bernex', 'Thun', 'Oberbern'].map((name, index) => ({ id: index, name }));
  const http = api({ '/guest/location/all-taxonomies': { taxonomies: { '29': places } } });
  const found = await fetchPlaceSuggestions(http, 'bern');
  expect(found.map((place) => place.text)).toEqual(['Bern', 'Bernex', 'Oberbern']);
  expect(found[0]).toEqual({ kind: 'place', id: '0', text: 'Bern', param: 'place', href: null });
});
