import {
  activeFilterCount,
  boundsValue,
  EMPTY_SEARCH,
  parseSearchState,
  searchQueryString,
  toggleId,
  withFilter,
  withoutFilters,
} from './searchState';

const parse = (query: string, kind: 'locations' | 'provider' | 'packages' = 'locations') =>
  parseSearchState(kind, new URLSearchParams(query));

describe('parseSearchState / searchQueryString', () => {
  it.each([
    ['', ''],
    ['region=272&persons=80&style=banquet&page=2', '?region=272&style=banquet&persons=80&page=2'],
    ['q=Hochzeit+am+See&event_kinds=40,41', '?q=Hochzeit+am+See&event_kinds=40%2C41'],
    ['place=840&distance=20&map=1', '?place=840&distance=20&map=1'],
    ['area=300&height=2.5&rooms=6', '?area=300&height=2.5&rooms=6'],
    ['bounds=46.5,7.1,47.2,8.9', '?bounds=46.5%2C7.1%2C47.2%2C8.9'],
    ['country=2&region=601', '?country=2&region=601'],
  ])('?%s is written back as %s and reads the same again', (query, written) => {
    const state = parse(query);
    expect(searchQueryString('locations', state)).toBe(written);
    expect(parse(written.slice(1))).toEqual(state);
  });

  it.each([
    ['region=abc', {}],
    ['region=273,272,272,x', { region: '272,273' }],
    ['persons=0&persons=12', {}],
    ['persons=-5', {}],
    ['persons=1.5', {}],
    ['persons=100001', {}],
    ['style=standing', {}],
    ['area=120', {}],
    ['height=3.0', { height: '3' }],
    ['rooms=7', {}],
    ['country=4', {}],
    ['distance=20', {}],
    ['place=840&distance=7', { place: '840' }],
    ['bounds=47,8,46,9', {}],
    ['bounds=46,8,47', {}],
    ['bounds=46.123456,8,47,9.98765', { bounds: '46.1235,8,47,9.9877' }],
    ['q=%20%20', {}],
    ['q=%20Schloss%20%20am%20See%20', { q: 'Schloss am See' }],
    ['seed=12345678&per_page=100&sort=name', {}],
    ['offers=531', {}],
  ])('?%s keeps only what the API accepts: %j', (query, filters) => {
    expect(parse(query).filters).toEqual(filters);
  });

  it('keeps free text to the API limit of 200 characters', () => {
    expect(parse(`q=${'a'.repeat(250)}`).filters.q).toHaveLength(200);
  });

  it('takes 51 region ids as too many', () => {
    const ids = Array.from({ length: 51 }, (_, index) => 300 + index).join(',');
    expect(parse(`region=${ids}`).filters).toEqual({});
  });

  it.each([
    ['page=3', 3],
    ['page=0', 1],
    ['page=x', 1],
    ['page=1001', 1],
    ['page=2.5', 1],
  ])('?%s is page %i', (query, page) => {
    expect(parse(query).page).toBe(page);
  });

  it('knows each search its own filters', () => {
    expect(parse('offers=531,532&category=451&persons=20&area=100', 'provider').filters).toEqual({
      offers: '531,532',
      category: '451',
      persons: '20',
    });
    expect(
      parse(
        'persons=20&region=297&place=%20Z%C3%BCrich%20&distance=20&eventType=wedding&date=2027-05-01&q=x',
        'packages',
      ).filters,
    ).toEqual({
      persons: '20',
      region: '297',
      place: 'Zürich',
      distance: '20',
      eventType: 'wedding',
      date: '2027-05-01',
    });
    expect(
      parse('persons=10001&eventType=party&date=2027-02-30&distance=20', 'packages').filters,
    ).toEqual({});
  });
});

describe('changing the state', () => {
  const state = { ...parse('region=272&place=840&distance=20'), page: 4 };

  it('starts again at page 1 with any new filter', () => {
    expect(withFilter(state, 'persons', '80')).toMatchObject({
      page: 1,
      filters: { region: '272', place: '840', distance: '20', persons: '80' },
    });
  });

  it('removes the radius with its place', () => {
    expect(withFilter(state, 'place', null).filters).toEqual({ region: '272' });
  });

  it('adds and removes ids in order', () => {
    const added = toggleId(state, 'region', '101');
    expect(added.filters.region).toBe('101,272');
    expect(toggleId(toggleId(added, 'region', '272'), 'region', '101').filters.region).toBe(
      undefined,
    );
  });

  it('resets every filter and keeps the map open', () => {
    expect(withoutFilters({ ...state, mapOpen: true })).toEqual({ ...EMPTY_SEARCH, mapOpen: true });
  });

  it('counts each chosen value once, the radius not at all', () => {
    const counted = parse('region=272,273&place=840&distance=20&bounds=46,7,47,8&persons=80');
    expect(activeFilterCount('locations', counted)).toBe(5);
  });
});

describe('boundsValue', () => {
  it('rounds and clamps a map area to a valid bounds value', () => {
    expect(boundsValue({ south: 46.123456, west: -190, north: 95, east: 8.5 })).toBe(
      '46.1235,-180,90,8.5',
    );
  });

  it('refuses an empty area', () => {
    expect(boundsValue({ south: 47, west: 8, north: 47, east: 9 })).toBeNull();
  });
});
