import { awardAlternateUrls } from '@eventalp/plugin-award/domain';
import { nominationPath } from './nominationPaths';

describe('nominationPath', () => {
  it.each([
    ['de', '/site/de/swisslocationaward_nominierung'],
    ['fr', '/site/fr/swisslocationaward_nomination'],
    ['it', '/site/it/swisslocationaward_nomina'],
    ['en', '/site/en/swisslocationaward_nomination'],
  ] as const)('%s: %s', (language, path) => {
    expect(nominationPath(language)).toBe(path);
  });

  it('links every language and German as x-default', () => {
    expect(awardAlternateUrls('https://www.eventalp.ch', nominationPath)).toEqual([
      { hreflang: 'de', href: 'https://www.eventalp.ch/site/de/swisslocationaward_nominierung' },
      { hreflang: 'fr', href: 'https://www.eventalp.ch/site/fr/swisslocationaward_nomination' },
      { hreflang: 'it', href: 'https://www.eventalp.ch/site/it/swisslocationaward_nomina' },
      { hreflang: 'en', href: 'https://www.eventalp.ch/site/en/swisslocationaward_nomination' },
      {
        hreflang: 'x-default',
        href: 'https://www.eventalp.ch/site/de/swisslocationaward_nominierung',
      },
    ]);
  });
});
