import {
  isShortlistId,
  sharedListPath,
  shortlistExpiryCutoff,
  uniqueEntries,
} from './shortlist-rules';

describe('shortlist rules', () => {
  it.each([
    ['AbCdEfGhIjKlMnOpQrStUv_-', true],
    ['AbCdEfGhIjKlMnOpQrStUv_', false],
    ['AbCdEfGhIjKlMnOpQrStUv_-x', false],
    ['AbCdEfGhIjKlMnOpQrStUv+/', false],
    ['', false],
  ])('%s is a list id: %s', (id, expected) => {
    expect(isShortlistId(id)).toBe(expected);
  });

  it('expires a list 90 days after its last visit', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(shortlistExpiryCutoff(now).toISOString()).toBe('2026-08-29T10:00:00.000Z');
  });

  it('keeps each entry once in its first order', () => {
    expect(
      uniqueEntries([
        { type: 'location', id: 2 },
        { type: 'provider', id: 2 },
        { type: 'location', id: 2 },
        { type: 'location', id: 1 },
      ]),
    ).toEqual([
      { type: 'location', id: 2 },
      { type: 'provider', id: 2 },
      { type: 'location', id: 1 },
    ]);
  });

  it('builds the page of a shared list', () => {
    expect(sharedListPath('eventalp', 'abc')).toBe('/site/_eventalp/favourites/abc.html');
  });
});
