import { prefetchAllowed } from './prefetchAllowed';

describe('prefetchAllowed', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%j → %s', (connection, expected) => {
    expect(prefetchAllowed(connection)).toBe(expected);
  });
});
