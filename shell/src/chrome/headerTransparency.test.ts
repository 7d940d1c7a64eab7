import { isHeaderTransparent, isTransparentHeaderPage } from './headerTransparency';

describe('isTransparentHeaderPage', () => {
  it.each([
    ['/', true],
    ['/site', true],
    ['/site/', true],
    ['/locations', false],
    ['/site/_redaktionell/52/eventmagazin.html', false],
    ['/public_login', false],
    ['/site/password/reset/abc', false],
  ])('%s → %s', (path, expected) => {
    expect(isTransparentHeaderPage(path)).toBe(expected);
  });

  it('turns transparency off for the configured pages', () => {
    expect(isTransparentHeaderPage('/', [/^\/$/])).toBe(false);
  });
});

describe('isHeaderTransparent', () => {
  it.each([
    [true, 0, true],
    [true, 19, true],
    [true, 20, false],
    [true, 400, false],
    [false, 0, false],
  ])('transparent page %s, scrolled %i px → %s', (page, scrollY, expected) => {
    expect(isHeaderTransparent(page, scrollY)).toBe(expected);
  });
});
