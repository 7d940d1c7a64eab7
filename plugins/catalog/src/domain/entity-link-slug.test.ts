import { entityLinkSlug, locationPath, providerPath, slugify } from './entity-link-slug';

describe('entityLinkSlug', () => {
  it.each([
    [{ slug: 'seehotel-zuerich', legacy_slug: 'Seehotel_Zuerich.html' }, 'seehotel-zuerich.html'],
    [{ slug: null, legacy_slug: 'Seehotel_Zuerich.html' }, 'Seehotel_Zuerich.html'],
    [{ slug: '', legacy_slug: 'alt' }, 'alt'],
    [{ slug: null, legacy_slug: null }, ''],
    [{}, ''],
  ])('%p gives %p', (entry, expected) => {
    expect(entityLinkSlug(entry)).toBe(expected);
  });
});

describe('detail paths', () => {
  const category = { id: 516, slug: 'hochzeitslocations' };
  it.each([
    [
      { id: 42, slug: 'schloss-laufen', category },
      '/site/_eventalp/516/hochzeitslocations/42/schloss-laufen.html',
    ],
    [
      { id: 42, legacy_slug: 'Schloss_Laufen.html', category },
      '/site/_eventalp/516/hochzeitslocations/42/Schloss_Laufen.html',
    ],
    [{ id: 42, category }, '/site/_eventalp/516/hochzeitslocations/42'],
  ])('location %#', (entry, expected) => {
    expect(locationPath('eventalp', entry)).toBe(expected);
  });

  it('builds provider paths under _dienstleister', () => {
    expect(
      providerPath({
        id: 7,
        slug: 'apero-service',
        category: { id: 451, slug: 'catering_partyservice' },
      }),
    ).toBe('/site/_dienstleister/451/catering_partyservice/7/apero-service.html');
  });
});

describe('slugify', () => {
  it.each([
    ['Seehotel am Zürichsee', 'seehotel-am-zuerichsee'],
    ['Schloss Laufen & Rheinfall', 'schloss-laufen-und-rheinfall'],
    ['  Château de Gruyères ', 'chateau-de-gruyeres'],
    ['Straße 1', 'strasse-1'],
  ])('%p gives %p', (name, expected) => {
    expect(slugify(name)).toBe(expected);
  });
});
