import { isLinkDisabledInPreview, isPreviewMode } from './previewLinks';

describe('isPreviewMode', () => {
  it.each([
    ['?preview', true],
    ['?preview=1', true],
    ['?page=2&preview', true],
    ['', false],
    ['?previewed=1', false],
  ])('%s → %s', (search, expected) => {
    expect(isPreviewMode(search)).toBe(expected);
  });
});

describe('isLinkDisabledInPreview', () => {
  it.each<[string | null, boolean, boolean]>([
    ['/locations', false, true],
    ['https://example.ch/', false, true],
    ['/site/extern/about_us.html#kontakt', false, true],
    ['#kontakt', false, false],
    ['mailto:info@eventalp.ch', false, false],
    ['tel:+41440000000', false, false],
    ['/locations', true, false],
    [null, false, false],
  ])('%s (kept %s) → %s', (href, keep, expected) => {
    expect(isLinkDisabledInPreview(href, keep)).toBe(expected);
  });
});
