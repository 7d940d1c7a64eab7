import { parseSearchState } from './searchState';
import { randomSeed, SEED_PATTERN, seedFromText, seedPath, searchUrl } from './searchUrl';

describe('seeds', () => {
  it.each([0, 0.5, 0.999999999])('a random seed (random %s) has 8 digits', (value) => {
    expect(randomSeed(() => value)).toMatch(SEED_PATTERN);
  });

  it('gives a landing page always the same 8-digit seed, different pages different ones', () => {
    const seed = seedFromText('/locations/hochzeit-zuerich');
    expect(seed).toMatch(SEED_PATTERN);
    expect(seedFromText('/locations/hochzeit-zuerich')).toBe(seed);
    expect(seedFromText('/locations/hochzeit-bern')).not.toBe(seed);
  });

  it('puts the seed in the path of the offer type (spec: route plus /seedId=)', () => {
    expect(seedPath('locations', '48213307')).toBe('/locations/seedId=48213307');
    expect(seedPath('provider', '48213307')).toBe('/provider/seedId=48213307');
  });
});

describe('searchUrl', () => {
  const landing = {
    path: '/locations/hochzeit-zuerich',
    filters: { event_kinds: '40', region: '297' },
  };
  const state = (query: string) => parseSearchState('locations', new URLSearchParams(query));

  it('is the results path with the seed and the query', () => {
    expect(searchUrl('locations', '48213307', state('region=272&persons=80&page=2'), null)).toBe(
      '/locations/seedId=48213307?region=272&persons=80&page=2',
    );
  });

  it('stays on a landing page while its filters are unchanged', () => {
    expect(
      searchUrl('locations', '11111111', state('region=297&event_kinds=40&page=3'), landing),
    ).toBe('/locations/hochzeit-zuerich?page=3');
  });

  it('leaves a landing page for the results path once a filter changes', () => {
    expect(searchUrl('locations', '11111111', state('region=297&event_kinds=40,41'), landing)).toBe(
      '/locations/seedId=11111111?region=297&event_kinds=40%2C41',
    );
  });
});
