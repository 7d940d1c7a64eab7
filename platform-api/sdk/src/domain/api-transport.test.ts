import { apiPath, failedBody, failedStatus, withQuery } from './api-transport';

describe('apiPath', () => {
  it.each([
    ['/guest/jobs/:id', { id: 7 }, '/guest/jobs/7'],
    [
      '/user/entries/:type/:id/media',
      { type: 'location', id: 3 },
      '/user/entries/location/3/media',
    ],
    ['/guest/editorial/pages/:id', { id: 'a/b c' }, '/guest/editorial/pages/a%2Fb%20c'],
    ['/guest/home', {}, '/guest/home'],
  ])('%s with %j is %s', (path, params, expected) => {
    expect(apiPath(path, params as never)).toBe(expected);
  });
});

describe('withQuery', () => {
  it.each([
    ['/guest/jobs', { page: 2, per_page: undefined }, '/guest/jobs?page=2'],
    ['/guest/jobs', { page: undefined }, '/guest/jobs'],
    [
      '/guest/favourites',
      { locations: '1,2', providers: '' },
      '/guest/favourites?locations=1%2C2&providers=',
    ],
    ['/guest/search/suggest', new URLSearchParams({ q: 'zü' }), '/guest/search/suggest?q=z%C3%BC'],
  ])('%s with %j is %s', (path, query, expected) => {
    expect(withQuery(path, query)).toBe(expected);
  });
});

describe('failed calls', () => {
  it.each([
    [{ status: 410, body: { name: 'Koch' } }, 410, { name: 'Koch' }],
    [new Error('offline'), undefined, undefined],
    [null, undefined, undefined],
    [{ status: '404' }, undefined, undefined],
  ])('%j has status %s and body %j', (error, status, body) => {
    expect(failedStatus(error)).toBe(status);
    expect(failedBody(error)).toEqual(body);
  });
});
