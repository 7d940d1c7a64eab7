import { matchingDealIndex, type PackageDeal } from './packageDealsData';

const deal = (id: number, path: string): PackageDeal => ({
  id,
  name: `Deal ${id}`,
  text_underline: null,
  path,
  image: null,
});
const deals = [
  deal(1, '/locations?category=516'),
  deal(2, '/locations?category=508'),
  deal(3, '/locations?category=509'),
];

describe('matchingDealIndex', () => {
  it.each([
    ['the search for its category', '/locations', '?category=508', 1],
    ['a seeded result page of it', '/locations/seedId=12345678', '?category=509&page=2', 2],
    ['under /site', '/site/locations', '?category=516', 0],
    ['another category: the first slide', '/locations', '?category=999', 0],
    ['no category: the first slide', '/locations', '', 0],
    ['the provider search: the first slide', '/provider', '?category=508', 0],
  ])('%s', (_case, path, search, expected) => {
    expect(matchingDealIndex(deals, path, search)).toBe(expected);
  });
});
