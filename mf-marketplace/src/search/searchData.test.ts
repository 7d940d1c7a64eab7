import {
  HttpError,
  pageOutcomeOf,
  ValidationError,
  type PageLoadContext,
  type PlatformClient,
} from '@eventalp/shell-kit';
import { loadSearch } from './searchData';
import { seedFromText } from './searchUrl';

const taxonomies = {
  taxonomies: { '29': [{ id: 840, name: 'Winterthur', type: 29 }] },
  filter_taxonomies: {},
  event_taxonomies: { private: [], company: [], public: [] },
  sla_rating: [],
};

/** An API with a landing-page answer (or error) and one empty results page; it records paths. */
function context(landing: unknown, query: Record<string, string> = {}) {
  const asked: string[] = [];
  const get = async <T>(path: string): Promise<T> => {
    asked.push(path);
    if (path.startsWith('/guest/search/landing-pages/by-path')) {
      if (landing instanceof Error) throw landing;
      return landing as T;
    }
    if (path.startsWith('/guest/location/all-taxonomies')) return taxonomies as T;
    return { total: 0, data: [], facets: {} } as T;
  };
  const refuse = () => Promise.reject(new Error('not used'));
  const http: PlatformClient = { get, post: refuse, put: refuse, delete: refuse };
  const loadContext: PageLoadContext = {
    http,
    params: {},
    query,
    user: null,
    locale: 'de-CH',
    countryCategory: 1,
    brand: 'eventalp',
  };
  return { asked, loadContext };
}

const outcomeOf = (promise: Promise<unknown>) => promise.then(() => null, pageOutcomeOf);

it('starts a broken seed afresh', async () => {
  const { loadContext } = context(null);
  await expect(
    outcomeOf(loadSearch(loadContext, { kind: 'locations', rest: 'seedId=123' })),
  ).resolves.toEqual({ status: 302, location: '/locations' });
});

it.each([
  ['unknown', new HttpError(404, {}, '/x')],
  ['impossible', new ValidationError({ errors: { path: ['Ungültiges Format'] } }, '/x')],
])('takes an %s landing path as a missing page', async (_case, error) => {
  const { loadContext } = context(error);
  await expect(
    outcomeOf(loadSearch(loadContext, { kind: 'locations', rest: 'gibt/es-nicht' })),
  ).resolves.toEqual({ status: 404 });
});

it('searches a landing page with its filters (the query adds to them) and its own seed', async () => {
  const landing = {
    title: 'Hochzeitslocations im Kanton Zürich',
    description: 'Für deine Hochzeit.',
    filters: { region: '297', event_kinds: '40' },
    total: 12,
    canonicalPath: '/locations/hochzeit/kanton-zuerich',
  };
  const { asked, loadContext } = context(landing, { place: '840', page: '2' });
  const data = await loadSearch(loadContext, {
    kind: 'locations',
    rest: 'hochzeit/kanton-zuerich',
  });
  expect(data.state).toEqual({
    filters: { region: '297', place: '840', event_kinds: '40' },
    page: 2,
    mapOpen: false,
  });
  expect(data.seed).toBe(seedFromText('/locations/hochzeit/kanton-zuerich'));
  expect(data.landing?.filters).toEqual({ region: '297', event_kinds: '40' });
  expect(data.placeNames).toEqual({ '840': 'Winterthur' });
  expect(asked[0]).toBe(
    '/guest/search/landing-pages/by-path?path=%2Flocations%2Fhochzeit%2Fkanton-zuerich',
  );
});

it('keeps the seed of a results path and picks one for the plain search', async () => {
  const { loadContext } = context(null);
  const seeded = await loadSearch(loadContext, { kind: 'locations', seed: '48213307' });
  expect([seeded.seed, seeded.seededPath]).toEqual(['48213307', true]);
  const plain = await loadSearch(loadContext, { kind: 'locations' });
  expect(plain.seed).toMatch(/^\d{8}$/);
  expect(plain.seededPath).toBe(false);
});
