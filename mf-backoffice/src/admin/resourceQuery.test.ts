import { exportUrl, listQuery } from './resourceQuery';

describe('listQuery', () => {
  it.each([
    [
      'a page, sorted descending',
      { pagination: { page: 2, perPage: 25 }, sort: { field: 'from', order: 'DESC' } },
      'page=2&per_page=25&sort=from&order=desc',
    ],
    [
      'filters, without empty ones',
      { filter: { q: 'alt', status: 301, active: false, to: '', none: undefined } },
      'q=alt&status=301&active=false',
    ],
    [
      'an export: no page',
      { pagination: false as const, sort: { field: 'id', order: 'ASC' } },
      'sort=id&order=asc',
    ],
  ])('sends %s', (_case, params, expected) => {
    expect(listQuery(params).toString()).toBe(expected);
  });
});

describe('exportUrl', () => {
  it('asks the API for the filtered, sorted list as CSV', () => {
    expect(
      exportUrl('jobs', { filter: { published: true }, sort: { field: 'name', order: 'ASC' } }),
    ).toBe('/api/backoffice/jobs/export?sort=name&order=asc&published=true');
  });
});
