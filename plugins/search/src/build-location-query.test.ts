import { buildLocationQuery, type QueryContext } from './build-location-query';
import { locationSearchInput } from './location-search-input';

const context: QueryContext = {
  seed: '12345678',
  weakBuildingTypes: new Set(['95']),
  placePosition: { lat: 47.37, lng: 8.54 },
};
const queryFor = (params: Record<string, string>) =>
  buildLocationQuery(locationSearchInput.parse(params), context);

describe('buildLocationQuery', () => {
  it('ranks by tier, then relevance, then the seeded random order', () => {
    expect(queryFor({}).sort).toEqual([
      { field: 'tier', order: 'desc' },
      { relevance: true },
      { random: '12345678' },
    ]);
  });

  it.each([
    ['regions: any of', { region: '272,273' }, [{ field: 'region', anyOf: ['272', '273'] }]],
    [
      'infrastructure: all of',
      { infrastructure: '140,141' },
      [{ field: 'infrastructure', allOf: ['140', '141'] }],
    ],
    ['weak building types do not exclude', { building_types: '95' }, []],
    [
      'strong building types filter',
      { building_types: '90,95' },
      [{ field: 'building_types', anyOf: ['90'] }],
    ],
    ['place without radius', { place: '700' }, [{ field: 'place_id', anyOf: ['700'] }]],
    [
      'place with radius',
      { place: '700', distance: '20' },
      [{ field: 'position', near: { lat: 47.37, lng: 8.54, radiusKm: 20 } }],
    ],
    [
      'persons by seating style',
      { persons: '80', style: 'banquet' },
      [{ field: 'banquet', min: 80 }],
    ],
    ['persons without style', { persons: '80' }, [{ field: 'aperitif', min: 80 }]],
    [
      'room steps',
      { area: '150', height: '3.5', rooms: '2' },
      [
        { field: 'room_area', min: 150 },
        { field: 'room_height', min: 3.5 },
        { field: 'rooms', min: 2 },
      ],
    ],
    ['country', { country: '2' }, [{ field: 'country', anyOf: ['2'] }]],
    [
      'map bounds',
      { bounds: '46.9,8.2,47.6,9.05' },
      [
        { field: 'lat', min: 46.9, max: 47.6 },
        { field: 'lng', min: 8.2, max: 9.05 },
      ],
    ],
  ])('%s', (_case, params, filters) => {
    expect(queryFor(params).filters).toEqual(filters);
  });

  it.each([
    [{ region: '27a' }],
    [{ country: '4' }],
    [{ persons: '-1' }],
    [{ style: 'standing' }],
    [{ page: '0' }],
    [{ per_page: '1000' }],
    [{ seed: '1234' }],
    [{ distance: '999' }],
    [{ bounds: '47,8,46,9' }],
  ])('rejects %p', (params) => {
    expect(locationSearchInput.safeParse(params).success).toBe(false);
  });
});
