import { HttpError, ValidationError } from '../http/errors';
import { pageNotFound, pageOutcomeOf, redirectPage } from './pageOutcome';

describe('pageOutcomeOf', () => {
  const thrown = (act: () => never) => {
    try {
      act();
    } catch (error) {
      return error;
    }
    return null;
  };

  it.each([
    ['an API 404 (unknown entry)', new HttpError(404, { message: 'Nicht gefunden.' }, '/x')],
    [
      "an API 422 for the page's own values (an id beyond the database's range, a NUL)",
      new ValidationError(
        { message: 'Ungültiges Format', errors: { id: ['Ungültiges Format'] } },
        '/x',
      ),
    ],
    ['pageNotFound()', thrown(pageNotFound)],
  ])('%s is the 404 page', (_case, error) => {
    expect(pageOutcomeOf(error)).toEqual({ status: 404 });
  });

  it('keeps redirects', () => {
    expect(pageOutcomeOf(thrown(() => redirectPage('/neu')))).toEqual({
      status: 301,
      location: '/neu',
    });
  });

  it.each([
    ['an API 500', new HttpError(500, { message: 'x' }, '/x')],
    ['an API 503', new HttpError(503, { message: 'x' }, '/x')],
    ['a 403', new HttpError(403, { message: 'x' }, '/x')],
    ['a TypeError', new TypeError('fetch failed')],
    ['a string', 'kaputt'],
  ])('%s stays a failure', (_case, error) => {
    expect(pageOutcomeOf(error)).toBeNull();
  });
});
