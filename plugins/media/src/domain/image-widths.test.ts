import { chooseImageCandidate, conversionWidthsFor, srcsetOf } from './image-widths';

const at = (...widths: number[]) => widths.map((width) => ({ url: `/i-${width}.jpg`, width }));

describe('chooseImageCandidate', () => {
  it.each([
    ['exact width', at(240, 600, 800), 600, 600],
    ['inside the 1.5x band', at(240, 800, 960), 600, 800],
    ['narrowest inside the band', at(960, 800, 1920), 600, 800],
    ['no band: narrowest wider', at(240, 1920), 600, 1920],
    ['nothing wide enough: widest', at(240, 600), 960, 600],
    ['band edge 1.5x included', at(240, 900), 600, 900],
  ])('%s', (_case, candidates, target, expected) => {
    expect(chooseImageCandidate(candidates, target)?.width).toBe(expected);
  });

  it('answers null without candidates', () => {
    expect(chooseImageCandidate([], 600)).toBeNull();
  });
});

describe('srcsetOf and conversionWidthsFor', () => {
  it('lists candidates narrowest first', () => {
    expect(srcsetOf(at(800, 240))).toBe('/i-240.jpg 240w, /i-800.jpg 800w');
  });

  it.each([
    [2400, [240, 600, 800, 960, 1920]],
    [1000, [240, 600, 800, 960]],
    [600, [240, 600]],
    [200, []],
  ])('an original of %p px gets %p', (width, expected) => {
    expect(conversionWidthsFor(width)).toEqual(expected);
  });
});
