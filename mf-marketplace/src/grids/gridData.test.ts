import { pageFromQuery } from './gridData';

it.each([
  [undefined, 1],
  ['1', 1],
  ['3', 3],
  ['0', 1],
  ['-2', 1],
  ['2.5', 1],
  ['abc', 1],
])('?page=%s is page %i', (value, page) => {
  expect(pageFromQuery(value)).toBe(page);
});
