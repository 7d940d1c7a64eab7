import { countryCategoryFromHost } from '@eventalp/platform-sdk/domain';
import type Koa from 'koa';

/** How long crawlers and caches may keep a sitemap; the API recounts landing pages every minute. */
const MAX_AGE_SECONDS = 600;
const MAGAZINE_PATH = '/site/_redaktionell/52/eventmagazin.html';
const JOBS_PATH = '/site/_redaktionell/51/Eventjobs.html';

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

/** A sitemap of these absolute page URLs. */
export function urlSetXml(urls: readonly string[]): string {
  const entries = urls.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</urlset>\n`;
}

/**
 * `/robots.txt`, `/sitemap.xml` (the sitemap index), `/sitemap-search.xml` (the search landing
 * pages that find something, of the domain's country category) and `/sitemap-editorial.xml`
 * (magazine and jobs lists, public articles, live jobs). URLs are absolute from APP_URL.
 * When the API cannot answer, the sitemap answers 503 so crawlers come back later rather than
 * dropping pages.
 */
export function sitemaps(config: { apiUrl: string; appUrl: string }): Koa.Middleware {
  const absolute = (path: string) => `${config.appUrl}${path}`;
  return async function serveSitemaps(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
      ctx.body = `User-agent: *\nAllow: /\nSitemap: ${absolute('/sitemap.xml')}\n`;
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml';
      ctx.set('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
      ctx.body = sitemapIndexXml([
        absolute('/sitemap-search.xml'),
        absolute('/sitemap-editorial.xml'),
      ]);
      return;
    }
    // The same country as the pages of this host (renderPage).
    const sources: Record<string, readonly string[]> = {
      '/sitemap-search.xml': [
        `/api/guest/search/landing-pages?country=${countryCategoryFromHost(ctx.host)}`,
      ],
      '/sitemap-editorial.xml': ['/api/guest/sitemap/magazine', '/api/guest/sitemap/jobs'],
    };
    const apiPaths = sources[ctx.path];
    if (!apiPaths) return next();
    let pages: { path: string }[];
    try {
      const answers = await Promise.all(
        apiPaths.map(async (apiPath) => {
          const response = await fetch(`${config.apiUrl}${apiPath}`, {
            signal: AbortSignal.timeout(10_000),
          });
          if (!response.ok) throw new Error(`${apiPath}: HTTP ${response.status}`);
          return ((await response.json()) as { data: { path: string }[] }).data;
        }),
      );
      pages = answers.flat();
      if (ctx.path === '/sitemap-editorial.xml')
        pages = [{ path: MAGAZINE_PATH }, { path: JOBS_PATH }, ...pages];
    } catch (error) {
      console.error(`${ctx.path}: the API did not answer`, error);
      ctx.status = 503;
      ctx.set('Retry-After', '300');
      ctx.type = 'text/plain';
      ctx.body = 'Ein schwerwiegender Fehler ist aufgetreten. Bitte kontaktieren Sie uns.';
      return;
    }
    ctx.type = 'application/xml';
    ctx.set('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    ctx.body = urlSetXml(pages.map((page) => absolute(page.path)));
  };
}
