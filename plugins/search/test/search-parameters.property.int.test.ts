import fc from 'fast-check';
import { locationSearchInput } from '../src/location-search-input';
import { createTestPlatform, type TestPlatform } from '../../../platform-api/test/test-platform';

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

  // Every parameter the search takes, plus those of the grids and favourites.
  const names = [
    ...Object.keys(locationSearchInput.shape),
    'category_id',
    'locations',
    'providers',
  ];
  const plausible = fc.oneof(
    fc.integer({ min: -5, max: 2000 }).map(String),
    fc.array(fc.integer({ min: 0, max: 1500 }), { maxLength: 6 }).map((ids) => ids.join(',')),
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
    ),
  );
  const hostile = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      "' or 1=1 --",
      '%00',
      'NaN',
      'Infinity',
      '1e309',
      '-0',
      '[]',
      '{}',
      '9'.repeat(40),
      ',,,',
    ),
  );
  const params = fc.dictionary(fc.constantFrom(...names), fc.oneof(plausible, hostile), {
    maxKeys: 8,
  });

  it.each([
    '/api/guest/search/locations',
    '/api/guest/locations',
    '/api/guest/providers',
    '/api/guest/favourites',
  ])('%s never answers 5xx', async (path) => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(params, async (query) => {
        const response = await t.agent.get(path).query(query);
        statuses.add(response.status);
        expect(response.status === 200 || (response.status >= 400 && response.status < 500)).toBe(
          true,
        );
      }),
      { numRuns: 60 },
    );
    // The generated parameters reach the search itself, not only the validation.
    expect(statuses.has(200)).toBe(true);
  });
});
