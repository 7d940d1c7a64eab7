import { messages } from '@eventalp/platform-sdk';
import { awardSitemapPages } from '@eventalp/plugin-award/domain';
import { catalogClient } from '@eventalp/plugin-catalog/domain';
import { JOBS_LIST_PATH, jobsClient } from '@eventalp/plugin-jobs/domain';
import { MAGAZINE_LIST_PATH, magazineClient } from '@eventalp/plugin-magazine/domain';
import { searchClient } from '@eventalp/plugin-search/domain';
import { countryCategoryFromHost } from '@eventalp/platform-sdk/domain';
import { createPlatformClient } from '@eventalp/shell-kit';
import type Koa from 'koa';
import { hreflangAlternates } from '../routing/languages';
import {
  parseSitemapPath,
  sitemapIndexPaths,
  staticSitemapPaths,
  type SitemapName,
} from './sitemapPlan';

/** How long crawlers and caches may keep a sitemap; the API recounts landing pages every minute. */
const MAX_AGE_SECONDS = 600;
/**
 * Areas no crawler should spend time on: personal pages, the back office, the API, the language
 * switch (it only sets a cookie and redirects).
 */
const DISALLOWED = ['/site/user', '/backoffice', '/api', '/locale/'];

function notFound(ctx: Koa.Context): void {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = '404 Not Found';
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A sitemap index listing the sitemaps at these absolute URLs. */
export function sitemapIndexXml(sitemaps: readonly string[]): string {
  const entries = sitemaps.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/** A page of a sitemap: its absolute URL and, for a page in several languages, each of them. */
export interface SitemapUrl {
  loc: string;
  alternates?: readonly { hreflang: string; href: string }[];
}

/**
 * A sitemap of these absolute page URLs; a page in several languages lists every language's URL
 * as `<xhtml:link rel="alternate" hreflang>` (Google's form of hreflang in sitemaps).
 */
export function urlSetXml(urls: readonly (string | SitemapUrl)[]): string {
  const pages = urls.map((url) => (typeof url === 'string' ? { loc: url } : url));
  const withLanguages = pages.some((page) => (page.alternates?.length ?? 0) > 0);
  const entries = pages.map(({ loc, alternates = [] }) => {
    const links = alternates
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
      )
      .join('');
    return `  <url><loc>${escapeXml(loc)}</loc>${links}</url>\n`;
  });
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${
    withLanguages ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''
  }`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${entries.join('')}</urlset>\n`;
}

/** The sitemap entry of a path on `origin`, with its languages' URLs when it has several. */
function sitemapUrl(origin: string, path: string): SitemapUrl {
  const alternates = hreflangAlternates(path).map(({ hreflang, path: other }) => ({
    hreflang,
    href: `${origin}${other}`,
  }));
  return alternates.length > 0
    ? { loc: `${origin}${path}`, alternates }
    : { loc: `${origin}${path}` };
}

/**
 * The award's pages whose slug differs per language (nomination, donation): each language's URL
 * with every language's as alternates (the path alone cannot name them, unlike the start page).
 */
function localizedAwardUrls(origin: string): SitemapUrl[] {
  return awardSitemapPages().map((page) => ({
    loc: `${origin}${page.path}`,
    alternates: page.alternates.map(({ hreflang, path }) => ({
      hreflang,
      href: `${origin}${path}`,
    })),
  }));
}

/** `/robots.txt` of a domain: everything public, minus the private areas, and its own sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * `/robots.txt` and the sitemaps of the requesting domain: each country domain (eventalp.ch,
 * .de, .at) has its own index at `/sitemap.xml`, listing `/sitemap-static.xml` (home, search,
 * newsletter, static pages, the award's pages in their languages), `/sitemap-search.xml` (non-empty landing pages of the domain's
 * country), `/sitemap-editorial.xml` (magazine, jobs) and `/sitemap-{locations|providers}-{n}.xml`
 * (the country's public entries, split by the API's page size). URLs are absolute on the
 * requesting origin, like the pages' canonical links. When the API cannot answer, a sitemap
 * answers 503 so crawlers come back later rather than dropping pages.
 */
export function sitemaps(config: { apiUrl: string; brand: string }): Koa.Middleware {
  // A failed answer rejects with its status (HttpError), which the handler below reads.
  const api = createPlatformClient({
    baseUrl: `${config.apiUrl}/api`,
    csrfToken: () => null,
    fetchImpl: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(10_000) }),
  });
  const catalog = catalogClient(api);
  const pathsOf = async (answer: Promise<{ data: { path: string }[] }>) =>
    (await answer).data.map((page) => page.path);

  async function pagePaths(name: SitemapName, country: number): Promise<string[]> {
    switch (name.kind) {
      case 'static':
        return staticSitemapPaths(config.brand);
      case 'search':
        return pathsOf(searchClient(api).landingPages(country));
      case 'editorial': {
        const [articles, jobs] = await Promise.all([
          pathsOf(magazineClient(api).sitemap()),
          pathsOf(jobsClient(api).sitemap()),
        ]);
        return [MAGAZINE_LIST_PATH, JOBS_LIST_PATH, ...articles, ...jobs];
      }
      default:
        return pathsOf(
          catalog.sitemapPage(
            name.kind === 'locations' ? 'location' : 'provider',
            country,
            name.page,
          ),
        );
    }
  }

  return async function serveSitemaps(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const origin = `${ctx.protocol}://${ctx.host}`;
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
      ctx.body = robotsTxt(origin);
      return;
    }
    const name = ctx.path === '/sitemap.xml' ? 'index' : parseSitemapPath(ctx.path);
    if (!name) return next();
    // The same country as the pages of this host (renderPage).
    const country = countryCategoryFromHost(ctx.host);
    try {
      if (name === 'index') {
        const counts = await catalog.sitemapCounts(country);
        const paths = sitemapIndexPaths({ ...counts, perPage: counts.per_page });
        ctx.body = sitemapIndexXml(paths.map((path) => `${origin}${path}`));
      } else {
        const paths = await pagePaths(name, country);
        // A page of entries past the last one does not exist (the index never names it).
        if (paths.length === 0 && 'page' in name && name.page > 1) return notFound(ctx);
        ctx.body = urlSetXml([
          ...paths.map((path) => sitemapUrl(origin, path)),
          ...(name.kind === 'static' ? localizedAwardUrls(origin) : []),
        ]);
      }
    } catch (error) {
      // The API refuses the page (a number beyond its limit): no such sitemap, not an outage.
      const status = (error as { status?: number }).status;
      if (status && status >= 400 && status < 500) return notFound(ctx);
      console.error(`${ctx.path}: the API did not answer`, error);
      ctx.status = 503;
      ctx.set('Retry-After', '300');
      ctx.type = 'text/plain';
      ctx.body = messages.fatal;
      return;
    }
    ctx.type = 'application/xml';
    ctx.set('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
  };
}
