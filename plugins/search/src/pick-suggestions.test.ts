import { pickSuggestions, type Suggestion, type SuggestionKind } from './pick-suggestions';

const many = (kind: SuggestionKind, count: number): Suggestion[] =>
  Array.from({ length: count }, (_, i) => ({
    kind,
    id: `${kind}-${i}`,
    text: `${kind} ${i}`,
    param: null,
    href: null,
  }));
const kinds = (list: Suggestion[]) => list.map((s) => s.kind);

describe('pickSuggestions', () => {
  it('shares ten places fairly among the kinds, grouped by kind', () => {
    const picked = pickSuggestions([
      many('place', 8),
      many('region', 8),
      many('category', 8),
      many('location', 8),
    ]);
    expect(kinds(picked)).toEqual([
      ...Array(3).fill('place'),
      ...Array(3).fill('region'),
      ...Array(2).fill('category'),
      ...Array(2).fill('location'),
    ]);
  });

  it('gives the room a kind does not need to the others', () => {
    const picked = pickSuggestions([
      many('place', 1),
      [],
      many('category', 1),
      many('location', 20),
    ]);
    expect(kinds(picked)).toEqual(['place', 'category', ...Array(8).fill('location')]);
  });

  it('keeps each group in its own order and returns everything below the limit', () => {
    const places = many('place', 3);
    expect(pickSuggestions([places, many('region', 2)])).toEqual([...places, ...many('region', 2)]);
    expect(pickSuggestions([[], []])).toEqual([]);
  });

  it('honours a smaller limit', () => {
    expect(kinds(pickSuggestions([many('place', 5), many('location', 5)], 3))).toEqual([
      'place',
      'place',
      'location',
    ]);
  });
});
