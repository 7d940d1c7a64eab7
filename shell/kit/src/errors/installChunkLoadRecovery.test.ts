import { isChunkLoadError, shouldReloadForChunkError } from './installChunkLoadRecovery';

describe('shouldReloadForChunkError', () => {
  it.each([
    [null, 1_000_000, true],
    [1_000_000, 1_000_000 + 59_999, false],
    [1_000_000, 1_000_000 + 60_000, true],
    [1_000_000, 1_000_000 + 5_000, false],
  ])('last reload %s, now %i → %s', (last, now, expected) => {
    expect(shouldReloadForChunkError(last, now)).toBe(expected);
  });
});

describe('isChunkLoadError', () => {
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });
  it.each([
    [named('ChunkLoadError', 'Loading chunk 595 failed.'), true],
    [new Error('Loading chunk 595 failed.\n(error: http://localhost:3001/595.js)'), true],
    [new Error('Loading CSS chunk main failed'), true],
    [new Error('Network request failed'), false],
    ['Loading chunk 1 failed', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
