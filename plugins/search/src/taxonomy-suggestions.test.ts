import { foldQuery } from './taxonomy-suggestions';

describe('foldQuery (the visitor side of the SQL fold)', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['Zuerich', 'zurich'],
    ['  ZÜRICH ', 'zurich'],
    ['Genève', 'geneve'],
    ['Basel-Stadt', 'basel stadt'],
    ['Straße', 'strasse'],
    ['Köln', 'koln'],
    ['Koeln', 'koln'],
  ])('%p -> %p', (text, folded) => {
    expect(foldQuery(text)).toBe(folded);
  });
});
