import { awardPagePath, awardSitemapPages } from './award-pages';
import { confirmationPath, donationThanksPath } from './confirmation-vocabulary';

describe('award page paths', () => {
  it.each([
    ['nomination', 'de', '/site/de/swisslocationaward_nominierung'],
    ['nomination', 'it', '/site/it/swisslocationaward_nomina'],
    ['donation', 'fr', '/site/fr/swisslocationaward_don'],
    ['donation', 'en', '/site/en/swisslocationaward_donation'],
  ] as const)('%s in %s is %s', (page, language, path) => {
    expect(awardPagePath(page, language)).toBe(path);
  });

  it('names the confirmation and the donation thank-you page per language', () => {
    expect(confirmationPath('de', 'abc')).toBe('/site/de/swisslocationaward_bestaetigung/abc');
    expect(confirmationPath('it', 'abc')).toBe('/site/it/swisslocationaward_conferma/abc');
    expect(donationThanksPath('fr')).toBe('/site/fr/swisslocationaward_don_merci');
  });

  it('lists nomination, nominated list, overview, donation, tourism, media access, facts and retrospective in every language, each with all languages and x-default', () => {
    const pages = awardSitemapPages();
    expect(pages).toHaveLength(32);
    expect(pages.map((page) => page.path)).toContain(
      '/site/de/swisslocationaward_facts_and_figures',
    );
    expect(pages.map((page) => page.path)).toContain('/site/it/swisslocationaward_retrospettiva');
    expect(pages.map((page) => page.path)).toContain('/site/it/swisslocationaward_turismo');
    expect(pages.map((page) => page.path)).toContain('/site/de/swisslocationaward_uebersicht');
    expect(pages.map((page) => page.path)).toContain('/site/en/swisslocationaward_nominated');
    const donationFr = pages.find((page) => page.path === '/site/fr/swisslocationaward_don')!;
    expect(donationFr.alternates).toEqual([
      { hreflang: 'de', path: '/site/de/swisslocationaward_spende' },
      { hreflang: 'fr', path: '/site/fr/swisslocationaward_don' },
      { hreflang: 'it', path: '/site/it/swisslocationaward_donazione' },
      { hreflang: 'en', path: '/site/en/swisslocationaward_donation' },
      { hreflang: 'x-default', path: '/site/de/swisslocationaward_spende' },
    ]);
  });
});
