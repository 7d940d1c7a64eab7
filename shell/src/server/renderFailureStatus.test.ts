import { HttpError } from '@eventalp/shell-kit';
import { renderFailureStatus } from './renderFailureStatus';

describe('renderFailureStatus', () => {
  it.each<[string, unknown, number]>([
    ['API 503', new HttpError(503, {}, '/api/x'), 503],
    ['API 502', new HttpError(502, {}, '/api/x'), 503],
    ['API 504', new HttpError(504, {}, '/api/x'), 503],
    ['API unreachable', new TypeError('fetch failed'), 503],
    ['API 500', new HttpError(500, {}, '/api/x'), 500],
    ['a bug in the page', new TypeError("Cannot read properties of undefined (reading 'x')"), 500],
    ['a thrown string', 'boom', 500],
  ])('%s → %i', (_case, error, expected) => {
    expect(renderFailureStatus(error)).toBe(expected);
  });
});
