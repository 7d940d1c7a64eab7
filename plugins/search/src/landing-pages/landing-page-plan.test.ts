import {
  LANDING_OCCASIONS,
  normalizeLandingPath,
  planLandingPages,
  regionWording,
  type LandingRegion,
} from './landing-page-plan';

const zurich: LandingRegion = { id: 297, type: 26, name: 'Zürich' };

describe('landing pages', () => {
  it.each([
    [zurich, 'kanton-zuerich', 'im Kanton Zürich'],
    [{ id: 290, type: 26, name: 'St. Gallen' }, 'kanton-st-gallen', 'im Kanton St. Gallen'],
    [{ id: 1001, type: 26, name: 'Liechtenstein' }, 'liechtenstein', 'in Liechtenstein'],
    [
      { id: 601, type: 27, name: 'Baden-Württemberg' },
      'baden-wuerttemberg',
      'in Baden-Württemberg',
    ],
    [{ id: 614, type: 27, name: 'Saarland' }, 'saarland', 'im Saarland'],
    [{ id: 626, type: 28, name: 'Steiermark' }, 'steiermark', 'in der Steiermark'],
    [{ id: 629, type: 28, name: 'Wien' }, 'wien', 'in Wien'],
  ] as const)('words %p as %p, %p', (region, slug, phrase) => {
    expect(regionWording(region)).toEqual({ slug, phrase });
  });

  it('plans one page per occasion and region with its search filters', () => {
    const pages = planLandingPages([zurich, { id: 602, type: 27, name: 'Bayern' }]);
    expect(pages).toHaveLength(LANDING_OCCASIONS.length * 2);
    expect(pages[0]).toEqual({
      path: '/locations/hochzeit/kanton-zuerich',
      country_category: 1,
      title: 'Hochzeitslocations im Kanton Zürich',
      description:
        'Hochzeitslocations im Kanton Zürich finden und mieten: Räume, Kapazitäten und Angebote vergleichen und direkt anfragen.',
      filters: { category: '516', region: '297' },
    });
    expect(pages[1]).toMatchObject({ path: '/locations/hochzeit/bayern', country_category: 2 });
  });

  it('keeps every path unique and every description within 160 characters', () => {
    const longest: LandingRegion = { id: 608, type: 27, name: 'Mecklenburg-Vorpommern' };
    const pages = planLandingPages([zurich, longest, { id: 277, type: 26, name: 'Bern' }]);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const page of pages) expect(page.description.length).toBeLessThanOrEqual(160);
  });

  it.each([
    ['/locations/hochzeit/kanton-zuerich', '/locations/hochzeit/kanton-zuerich'],
    ['/site/locations/Hochzeit/Kanton-Zuerich/', '/locations/hochzeit/kanton-zuerich'],
    ['/locations/hochzeit/kanton-zuerich?page=2#map', '/locations/hochzeit/kanton-zuerich'],
    ['/locations/hochzeit/kanton-zuerich/seedId=12345678', '/locations/hochzeit/kanton-zuerich'],
  ])('normalizes %p', (path, normalized) => {
    expect(normalizeLandingPath(path)).toBe(normalized);
  });
});
