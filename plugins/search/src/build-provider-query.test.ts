import { buildProviderQuery } from './build-provider-query';
import { mapPointsQuery } from './entry-query';
import { providerSearchInput } from './provider-search-input';

const context = { seed: '87654321', placePosition: { lat: 47.05, lng: 8.31 } };
const queryFor = (params: Record<string, string>) =>
  buildProviderQuery(providerSearchInput.parse(params), context);

describe('buildProviderQuery', () => {
  it('searches the providers index ranked like locations, with the provider facets', () => {
    const query = queryFor({ q: 'Apéro', page: '2', per_page: '12' });
    expect(query).toMatchObject({
      index: 'providers',
      text: 'Apéro',
      page: 2,
      perPage: 12,
      sort: [{ field: 'tier', order: 'desc' }, { relevance: true }, { random: '87654321' }],
    });
    expect(query.facets).toEqual([
      'category',
      'region',
      'country',
      'offers',
      'styles',
      'operations',
      'price_styles',
      'event_kinds',
    ]);
  });

  it.each([
    [
      'main categories: any of',
      { category: '451,452' },
      [{ field: 'category', anyOf: ['451', '452'] }],
    ],
    ['offers: any of', { offers: '539,544' }, [{ field: 'offers', anyOf: ['539', '544'] }]],
    ['styles', { styles: '600' }, [{ field: 'styles', anyOf: ['600'] }]],
    [
      'persons: the provider serves at least that many',
      { persons: '120' },
      [{ field: 'max_people', min: 120 }],
    ],
    [
      'place with radius',
      { place: '900', distance: '15' },
      [{ field: 'position', near: { lat: 47.05, lng: 8.31, radiusKm: 15 } }],
    ],
    [
      'region and bounds',
      { region: '283', bounds: '46.8,8,47.3,8.6' },
      [
        { field: 'region', anyOf: ['283'] },
        { field: 'lat', min: 46.8, max: 47.3 },
        { field: 'lng', min: 8, max: 8.6 },
      ],
    ],
  ])('%s', (_case, params, filters) => {
    expect(queryFor(params).filters).toEqual(filters);
  });

  it.each([[{ offers: 'x' }], [{ category: '1,,a' }], [{ persons: '0' }], [{ bounds: '1,2,3' }]])(
    'rejects %p',
    (params) => {
      expect(providerSearchInput.safeParse(params).success).toBe(false);
    },
  );
});

describe('mapPointsQuery', () => {
  it('asks for positioned entries, paid tiers first, only the fields a point needs', () => {
    const input = providerSearchInput.parse({ q: 'Bar', region: '283' });
    expect(
      mapPointsQuery('providers', input, [{ field: 'region', anyOf: ['283'] }], 10_000),
    ).toEqual({
      index: 'providers',
      text: 'Bar',
      filters: [
        { field: 'region', anyOf: ['283'] },
        { field: 'lat', min: -90 },
      ],
      facets: [],
      sort: [
        { field: 'tier', order: 'desc' },
        { field: 'entry_id', order: 'asc' },
      ],
      page: 1,
      perPage: 10_000,
      fields: ['lat', 'lng', 'tier'],
    });
  });
});
