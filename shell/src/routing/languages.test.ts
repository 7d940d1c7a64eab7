import {
  awardLanguageOf,
  awardPathIn,
  hreflangAlternates,
  languageFromCookie,
  languageOf,
  localeFor,
  safeNextPath,
} from './languages';

describe('the visitor’s locale', () => {
  it.each([
    // Award pages keep the language of their path, whatever the cookie says.
    ['/site/fr/swisslocationaward', 1, null, 'fr'],
    ['/site/en/swisslocationaward/kategorien', 2, 'it', 'en'],
    ['/site/it/swisslocationaward', 1, 'fr', 'it'],
    ['/site/de/swisslocationaward', 3, 'fr', 'de-AT'],
    // Every other page: the chosen language, German of the host's country for 'de' or none.
    ['/locations', 1, 'fr', 'fr'],
    ['/', 2, 'en', 'en'],
    ['/', 1, null, 'de-CH'],
    ['/', 2, null, 'de-DE'],
    ['/locations', 3, 'de', 'de-AT'],
    ['/site/fr/anything-else', 1, null, 'de-CH'],
  ] as const)('%s (country %d, chosen %p) is %s', (path, country, chosen, locale) => {
    expect(localeFor(path, country, chosen)).toBe(locale);
  });

  it.each([
    ['fr', 'fr'],
    ['IT', 'it'],
    [' en ', 'en'],
    ['de', 'de'],
    ['de-CH', null],
    ['es', null],
    ['', null],
    [undefined, null],
    ['fr;evil', null],
  ])('reads the cookie value %p as %p', (value, language) => {
    expect(languageFromCookie(value)).toBe(language);
  });

  it('names the language of every locale', () => {
    expect(
      ['de-CH', 'de-DE', 'de-AT', 'fr', 'it', 'en'].map((l) => languageOf(l as never)),
    ).toEqual(['de', 'de', 'de', 'fr', 'it', 'en']);
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/locations?page=2#map', '/locations?page=2#map'],
    ['/site/fr/swisslocationaward', '/site/fr/swisslocationaward'],
    ['/', '/'],
    // Encoded line breaks stay encoded: no header can be split with them.
    ['/%0d%0aLocation: x', '/%0d%0aLocation:%20x'],
  ])('keeps the path of this site %p', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\r\nSet-Cookie: a=b',
    'javascript:alert(1)',
    'locations',
    '',
    undefined,
    `/${'a'.repeat(2100)}`,
  ])('sends anything else home (case %#)', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });
});

describe('award pages in several languages', () => {
  it('knows the language of an award path and the same page in another', () => {
    expect(awardLanguageOf('/site/fr/swisslocationaward')).toBe('fr');
    expect(awardLanguageOf('/locations')).toBeNull();
    expect(awardPathIn('/site/fr/swisslocationaward/kategorien', 'it')).toBe(
      '/site/it/swisslocationaward/kategorien',
    );
    expect(awardPathIn('/locations', 'it')).toBeNull();
    // A nominee's rating page.
    expect(awardLanguageOf('/site/en/rate2venue')).toBe('en');
    expect(awardPathIn('/site/de/rate2venue', 'fr')).toBe('/site/fr/rate2venue');
    expect(awardLanguageOf('/site/en/ratingvenu')).toBeNull();
  });

  it('gives award pages an alternate per language and x-default, other pages none', () => {
    expect(hreflangAlternates('/site/it/swisslocationaward')).toEqual([
      { hreflang: 'de', path: '/site/de/swisslocationaward' },
      { hreflang: 'fr', path: '/site/fr/swisslocationaward' },
      { hreflang: 'it', path: '/site/it/swisslocationaward' },
      { hreflang: 'en', path: '/site/en/swisslocationaward' },
      { hreflang: 'x-default', path: '/site/de/swisslocationaward' },
    ]);
    expect(hreflangAlternates('/locations')).toEqual([]);
  });
});
