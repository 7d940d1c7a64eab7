import fc from 'fast-check';
import { locationSearchInput } from '../src/location-search-input';
import { providerSearchInput } from '../src/provider-search-input';
import { suggestInput } from '../src/suggest-route';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

/**
 * Whatever a visitor puts into the URL, the public catalogue and search routes answer 200 or a
 * 4xx — never a 5xx.
 */
describe('search and catalogue parameters (property)', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await t.platform.seed({ demo: true, counts: { locations: 60, providers: 10, photos: 1 } });
  }, 120_000);
  afterAll(() => t.close());

  // Every parameter the search routes take, plus those of the grids, favourites and landing pages.
  const names = [
    ...new Set([
      ...Object.keys(locationSearchInput.shape),
      ...Object.keys(providerSearchInput.shape),
      ...Object.keys(suggestInput.shape),
      'category_id',
      'locations',
      'providers',
      'path',
    ]),
  ];
  const plausible = fc.oneof(
    fc.integer({ min: -5, max: 2000 }).map(String),
    fc.array(fc.integer({ min: 0, max: 1500 }), { maxLength: 6 }).map((ids) => ids.join(',')),
    fc
      .tuple(
        fc.double({ min: -91, max: 91, noNaN: true }),
        fc.double({ min: -181, max: 181, noNaN: true }),
        fc.double({ min: -91, max: 91, noNaN: true }),
        fc.double({ min: -181, max: 181, noNaN: true }),
      )
      .map((bounds) => bounds.map((n) => n.toFixed(3)).join(',')),
    fc.constantFrom(
      'banquet',
      'aperitif',
      'concert',
      'seminar',
      '1',
      '2',
      '3',
      '12345678',
      '272,297',
      '',
      '2.5',
      '45.8,5.9,47.8,10.5',
      'locations',
      'providers',
      'Zürich',
      'zu',
      '/locations/hochzeit/kanton-zuerich',
      '/site/locations/eventlocation/bayern/',
    ),
  );
  const hostile = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      "' or 1=1 --",
      '%00',
      '%_%',
      '\\',
      'NaN',
      'Infinity',
      '1e309',
      '-0',
      '[]',
      '{}',
      '9'.repeat(40),
      ',,,',
      '//',
      '/locations/../../etc',
    ),
  );
  const value = fc.oneof(plausible, hostile);
  /** Any parameters, where the route's own ones turn up often. */
  const paramsFor = (own: readonly string[]) =>
    fc
      .tuple(
        fc.record(Object.fromEntries(own.map((name) => [name, value])), { requiredKeys: [] }),
        fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 8 }),
      )
      .map(([mine, any]) => ({ ...any, ...mine }) as Record<string, string>);

  // Per route: its own parameters, and one plausible query that must reach the handler (200).
  it.each([
    ['/api/guest/search/locations', ['q', 'region', 'bounds'], { q: 'Saal', region: '297' }],
    [
      '/api/guest/search/locations/map',
      ['q', 'category', 'bounds'],
      { bounds: '45.8,5.9,47.8,10.5' },
    ],
    ['/api/guest/search/providers', ['q', 'offers', 'bounds'], { offers: '539' }],
    ['/api/guest/search/providers/map', ['q', 'category', 'bounds'], { category: '451' }],
    ['/api/guest/search/suggest', ['q', 'scope'], { q: 'Zürich', scope: 'providers' }],
    ['/api/guest/search/locations/suggest', ['q'], { q: 'Saal' }],
    ['/api/guest/search/landing-pages', ['country'], { country: '1' }],
    [
      '/api/guest/search/landing-pages/by-path',
      ['path'],
      { path: '/locations/hochzeit/kanton-zuerich' },
    ],
    ['/api/guest/locations', ['category_id', 'page'], { page: '2' }],
    ['/api/guest/providers', ['category_id', 'page'], { category_id: '451' }],
    ['/api/guest/favourites', ['locations', 'providers'], { locations: '1,2' }],
  ] as const)('%s never answers 5xx', async (path, own, plausibleQuery) => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(paramsFor(own), async (query) => {
        const response = await t.agent.get(path).query(query);
        statuses.add(response.status);
        expect(response.status === 200 || (response.status >= 400 && response.status < 500)).toBe(
          true,
        );
      }),
      { numRuns: 60, examples: [[plausibleQuery as Record<string, string>]] },
    );
    // The property reaches the handler itself, not only the validation.
    expect(statuses.has(200)).toBe(true);
  });
});
