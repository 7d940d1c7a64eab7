import { activeCategory, categoryStart, slidesPerView, stepPosition } from './sliderRules';

describe('slidesPerView', () => {
  it.each([
    [320, false, 1],
    [567, false, 1],
    [568, false, 2],
    [1023, false, 2],
    [1024, false, 3],
    [1919, false, 3],
    [1920, false, 4],
    [2560, false, 4],
    [1920, true, 2],
    [1024, true, 3],
    [1919, true, 3],
    [400, true, 1],
  ])('%i px, map open %s: %i', (width, mapOpen, expected) => {
    expect(slidesPerView(width, mapOpen)).toBe(expected);
  });
});

describe('stepPosition', () => {
  it.each([
    ['next by the visible step', 0, 1, 3, 6, 3],
    ['next stops at the last position', 5, 1, 3, 6, 6],
    ['prev by the visible step', 6, -1, 3, 6, 3],
    ['prev stops at the first position', 1, -1, 3, 6, 0],
    ['prev at the first position stays', 0, -1, 3, 6, 0],
    ['next at the end stays', 6, 1, 3, 6, 6],
    ['a step of at least one', 2, 1, 0, 6, 3],
  ] as const)('%s', (_case, position, direction, step, last, expected) => {
    expect(stepPosition(position, direction, step, last)).toBe(expected);
  });
});

const slides = ['private', 'private', 'private', 'company', 'company', 'public', 'public'];

describe('activeCategory', () => {
  it.each([
    [0, 'private'],
    [2, 'private'],
    [3, 'company'],
    [5, 'public'],
    [9, 'public'],
  ])('position %i: %s', (position, expected) => {
    expect(activeCategory(slides, position)).toBe(expected);
  });
});

describe('categoryStart', () => {
  it.each([
    ['private', 6, 0],
    ['company', 6, 3],
    ['public', 6, 5],
    ['public', 4, 4],
    ['unknown', 6, 0],
  ])('%s (last position %i): %i', (category, last, expected) => {
    expect(categoryStart(slides, category, last)).toBe(expected);
  });
});
