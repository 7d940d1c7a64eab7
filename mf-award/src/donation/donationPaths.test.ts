import { awardAlternateUrls } from '@eventalp/plugin-award/domain';
import { donationPath } from './donationPaths';

describe('donationPath', () => {
  it.each([
    ['de', '/site/de/swisslocationaward_spende'],
    ['fr', '/site/fr/swisslocationaward_don'],
    ['it', '/site/it/swisslocationaward_donazione'],
    ['en', '/site/en/swisslocationaward_donation'],
  ] as const)('%s: %s', (language, path) => {
    expect(donationPath(language)).toBe(path);
  });

  it('links every language and German as x-default', () => {
    expect(awardAlternateUrls('https://www.eventalp.ch', donationPath)).toEqual([
      { hreflang: 'de', href: 'https://www.eventalp.ch/site/de/swisslocationaward_spende' },
      { hreflang: 'fr', href: 'https://www.eventalp.ch/site/fr/swisslocationaward_don' },
      { hreflang: 'it', href: 'https://www.eventalp.ch/site/it/swisslocationaward_donazione' },
      { hreflang: 'en', href: 'https://www.eventalp.ch/site/en/swisslocationaward_donation' },
      { hreflang: 'x-default', href: 'https://www.eventalp.ch/site/de/swisslocationaward_spende' },
    ]);
  });
});
