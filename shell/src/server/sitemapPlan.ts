/** The static pages of spec section 2 ("Public static pages"), in their sitemap order. */
const EXTERN_PAGES = [
  'about_us',
  'eventjob_inserieren',
  'impressum',
  'werbemoeglichkeiten',
  'werbemoeglichkeiten_eintraege',
  'werbemoeglichkeiten_mailing',
  'werbemoeglichkeiten_werbeformate',
];

/** The award's start page in each of its languages (spec: award pages in de, en, fr, it). */
const AWARD_PAGES = ['de', 'fr', 'it', 'en'].map(
  (language) => `/site/${language}/swisslocationaward`,
);

/**
 * Pages without data behind them: home, the search entries, the newsletter, the static pages,
 * the award's start page in its four languages.
 */
export function staticSitemapPaths(brand: string): string[] {
  return [
    '/',
    '/locations',
    '/provider',
    `/site/_${brand}/newsletter.html`,
    ...EXTERN_PAGES.map((page) => `/site/extern/${page}.html`),
    ...AWARD_PAGES,
  ];
}

export type EntrySitemapKind = 'locations' | 'providers';

/** One sitemap of the index: a fixed one, or page `page` (from 1) of an entry kind. */
export type SitemapName =
  { kind: 'static' | 'search' | 'editorial' } | { kind: EntrySitemapKind; page: number };

/** How many sitemaps `total` entries need at `perPage` each (0 for none). */
export function sitemapPageCount(total: number, perPage: number): number {
  if (total <= 0 || perPage <= 0) return 0;
  return Math.ceil(total / perPage);
}

/** The path of a sitemap, e.g. `/sitemap-locations-2.xml`. */
export function sitemapPath(name: SitemapName): string {
  return 'page' in name ? `/sitemap-${name.kind}-${name.page}.xml` : `/sitemap-${name.kind}.xml`;
}

/**
 * The sitemaps of a domain's index: static, search and editorial, then as many location and
 * provider sitemaps as the country's public entries fill.
 */
export function sitemapIndexPaths(counts: {
  locations: number;
  providers: number;
  perPage: number;
}): string[] {
  const paged = (kind: EntrySitemapKind) =>
    Array.from({ length: sitemapPageCount(counts[kind], counts.perPage) }, (_, index) =>
      sitemapPath({ kind, page: index + 1 }),
    );
  return [
    sitemapPath({ kind: 'static' }),
    sitemapPath({ kind: 'search' }),
    sitemapPath({ kind: 'editorial' }),
    ...paged('locations'),
    ...paged('providers'),
  ];
}

/** The sitemap a request path names, or null (`/sitemap-locations-0.xml` and the like are none). */
export function parseSitemapPath(path: string): SitemapName | null {
  const fixed = /^\/sitemap-(static|search|editorial)\.xml$/.exec(path);
  if (fixed) return { kind: fixed[1] as 'static' | 'search' | 'editorial' };
  const paged = /^\/sitemap-(locations|providers)-([1-9]\d{0,3})\.xml$/.exec(path);
  if (paged) return { kind: paged[1] as EntrySitemapKind, page: Number(paged[2]) };
  return null;
}
