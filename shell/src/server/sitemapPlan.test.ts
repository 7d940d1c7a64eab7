import {
  parseSitemapPath,
  sitemapIndexPaths,
  sitemapPageCount,
  staticSitemapPaths,
} from './sitemapPlan';

describe('sitemap plan', () => {
  it.each([
    [0, 10_000, 0],
    [1, 10_000, 1],
    [10_000, 10_000, 1],
    [10_001, 10_000, 2],
    [100_000, 10_000, 10],
    [5, 0, 0],
  ])('%d entries at %d a sitemap need %d sitemaps', (total, perPage, count) => {
    expect(sitemapPageCount(total, perPage)).toBe(count);
  });

  it('indexes the fixed sitemaps, then one per page of locations and providers', () => {
    expect(sitemapIndexPaths({ locations: 25_000, providers: 900, perPage: 10_000 })).toEqual([
      '/sitemap-static.xml',
      '/sitemap-search.xml',
      '/sitemap-editorial.xml',
      '/sitemap-locations-1.xml',
      '/sitemap-locations-2.xml',
      '/sitemap-locations-3.xml',
      '/sitemap-providers-1.xml',
    ]);
    expect(sitemapIndexPaths({ locations: 0, providers: 0, perPage: 10_000 })).toHaveLength(3);
  });

  it.each([
    ['/sitemap-static.xml', { kind: 'static' }],
    ['/sitemap-search.xml', { kind: 'search' }],
    ['/sitemap-editorial.xml', { kind: 'editorial' }],
    ['/sitemap-locations-1.xml', { kind: 'locations', page: 1 }],
    ['/sitemap-providers-12.xml', { kind: 'providers', page: 12 }],
    ['/sitemap-locations-0.xml', null],
    ['/sitemap-locations.xml', null],
    ['/sitemap-locations-01.xml', null],
    ['/sitemap-packages-1.xml', null],
    ['/sitemap.xml', null],
  ])('%s names %p', (path, name) => {
    expect(parseSitemapPath(path)).toEqual(name);
  });

  it('lists home, search, newsletter, every static page of the spec and the award in its languages', () => {
    const paths = staticSitemapPaths('eventalp');
    expect(paths.slice(0, 4)).toEqual([
      '/',
      '/locations',
      '/provider',
      '/site/_eventalp/newsletter.html',
    ]);
    expect(paths).toContain('/site/extern/about_us.html');
    expect(paths).toContain('/site/extern/werbemoeglichkeiten_werbeformate.html');
    expect(paths).toContain('/site/fr/swisslocationaward');
    expect(paths).toHaveLength(15);
  });
});
