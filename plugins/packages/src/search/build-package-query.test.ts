import { packageSearchInput } from '../domain';
import { buildPackageQuery } from './build-package-query';

const query = (
  params: Record<string, string>,
  placePosition = null as null | { lat: number; lng: number },
) => buildPackageQuery(packageSearchInput.parse(params), { seed: '12345678', placePosition });

describe('buildPackageQuery', () => {
  it('without filters: every package in the seed order, first page', () => {
    expect(query({})).toEqual({
      index: 'packages',
      filters: [],
      sort: [{ random: '12345678' }],
      page: 1,
      perPage: 24,
    });
  });

  it.each([
    [{ persons: '80' }, { field: 'persons', min: 80 }],
    [{ region: '297' }, { field: 'region', anyOf: ['297'] }],
    [{ place: '8001' }, { field: 'postcode', anyOf: ['8001'] }],
    [{ place: ' Zürich ' }, { field: 'city_key', anyOf: ['zürich'] }],
    [{ eventType: 'wedding' }, { field: 'event_type', anyOf: ['wedding'] }],
    [{ date: '2027-05-01' }, { field: 'busy_days', noneOf: ['2027-05-01'] }],
  ])('%j filters %j', (params, filter) => {
    expect(query(params).filters).toEqual([filter]);
  });

  it('a distance searches around the place, or the place alone when it has no position', () => {
    const zurich = { lat: 47.37, lng: 8.54 };
    expect(query({ place: 'Zürich', distance: '20' }, zurich).filters).toEqual([
      { field: 'position', near: { ...zurich, radiusKm: 20 } },
    ]);
    expect(query({ place: 'Zürich', distance: '20' }).filters).toEqual([
      { field: 'city_key', anyOf: ['zürich'] },
    ]);
  });

  it('pages with the asked size', () => {
    expect(query({ page: '3', size: '10' })).toMatchObject({ page: 3, perPage: 10 });
  });
});
