import { messages } from '@eventalp/platform-sdk';
import { cspNonce, CsrfSigner } from '@eventalp/platform-sdk/server';
import {
  createPlatform,
  createPlatformClient,
  loadMessages,
  type PageHead,
  type Session,
} from '@eventalp/shell-kit';
import type Koa from 'koa';
import { catalogs } from '../catalogs';
import type { PageConfig } from '../PageConfig';
import { initialAuthModal } from '../layout/auth/authModalState';
import { guardRedirect, resolveRoute, type ResolvedRoute } from '../routing/resolveRoute';
import { microFrontendOf } from '../routing/microFrontends';
import { hreflangAlternates } from '../routing/languages';
import { createRoutes } from '../routing/routes';
import type { ShellServerConfig } from './config';
import {
  canFillVerbatim,
  CSP_NONCE_PLACEHOLDER,
  CSRF_TOKEN_PLACEHOLDER,
  fillPageTemplate,
  PageCache,
  pageCacheKey,
  pageTemplateOf,
  type PageOutcome,
} from './pageCache';
import { pageRequestOf, visitOf, type PageRequest } from './pageRequest';
import type { RemoteServerBuilds } from './RemoteServerBuilds';
import { RenderLimiter, RenderQueueFull } from './renderLimiter';
import { renderDocument } from './renderDocument';
import {
  notFoundContent,
  RenderedHeads,
  renderMainContent,
  type MainContent,
} from './renderMainContent';
import { RemoteStylesheets } from './RemoteStylesheets';
import { renderFooter, renderHeader } from './renderShellParts';
import { fontPreloads, readShellStylesheet } from './shellStylesheet';
import { visitorSession } from './visitorSession';

/**
 * The head of a page that exists in several languages (award pages) with a `hreflang` link for
 * each and `x-default`; other pages, error answers and a page that names its own languages (its
 * slug differs per language) as they are.
 */
function withLanguageAlternates(head: PageHead, status: number, request: PageRequest): PageHead {
  const languages = status === 200 ? hreflangAlternates(request.path) : [];
  if (languages.length === 0 || head.alternates?.some((link) => link.hreflang)) return head;
  return {
    ...head,
    alternates: [
      ...(head.alternates ?? []),
      ...languages.map(({ hreflang, path }) => ({ hreflang, href: `${request.origin}${path}` })),
    ],
  };
}

/** Bounds the page cache's memory whatever PAGE_CACHE_MAX_ENTRIES says (about 64 MB of text). */
const PAGE_CACHE_MAX_CHARS = 32 * 1024 * 1024;

/** Seconds a visitor turned away by a full render queue is asked to wait. */
const RENDER_RETRY_AFTER_SECONDS = 2;

/**
 * Renders every page: session, route, guard, the micro-frontend's main column (server or
 * browser), the chrome around it. Public pages rendered for anonymous visitors are kept briefly
 * (`PageCache`) with a placeholder where each visitor's CSRF token goes.
 */
export function renderPage(config: ShellServerConfig, builds: RemoteServerBuilds): Koa.Middleware {
  const routes = createRoutes(config.brand);
  const shellStylesheet = readShellStylesheet(config.publicDir);
  const shellFonts = fontPreloads(shellStylesheet);
  const remoteStylesheets = new RemoteStylesheets(config.ssrTimeoutMs);
  const csrf = config.appSecret ? new CsrfSigner(config.appSecret, config.secureCookies) : null;
  const cache =
    config.pageCacheTtlMs > 0
      ? new PageCache({
          ttlMs: config.pageCacheTtlMs,
          staleIfErrorMs: config.pageCacheStaleIfErrorMs,
          maxEntries: config.pageCacheMaxEntries,
          maxChars: PAGE_CACHE_MAX_CHARS,
        })
      : null;
  const limiter = new RenderLimiter({
    concurrency: config.renderConcurrency,
    maxQueued: config.renderQueue,
  });
  const heads = new RenderedHeads();

  /**
   * The request with only the query parameters its page reads (the remote's `pageSearch`), so
   * `?utm_source=…`, `fbclid` and unknown names neither reach the render nor split the page
   * cache. Pages the shell renders itself, or that are not server-rendered, keep their query:
   * they are never cached (the 404 page, the browser-rendered areas, a reset link, whose
   * `?email=` the shell reads).
   */
  async function withPageSearch(
    request: PageRequest,
    resolved: ResolvedRoute,
  ): Promise<PageRequest> {
    if (resolved.kind !== 'app' || resolved.modal === 'reset' || request.search === '')
      return request;
    const mf = microFrontendOf(resolved.app);
    if (!mf.serverRendered) return request;
    let search: string;
    try {
      const module = await builds.moduleFor(mf, config.remotes[mf.app]);
      if (!module.pageSearch) return request;
      search = module.pageSearch(resolved.renderPath, request.search);
    } catch {
      // The remote's build is not there: the render falls back to the browser, uncached.
      return request;
    }
    return { ...request, search, url: `${request.path}${search}` };
  }

  async function render(
    request: PageRequest,
    resolved: ResolvedRoute,
    session: Session,
  ): Promise<PageOutcome> {
    if (resolved.kind === 'redirect')
      return {
        kind: 'redirect',
        status: resolved.permanent ? 301 : 302,
        location: resolved.location,
      };
    if (resolved.kind === 'app') {
      const redirect = guardRedirect(resolved.route, session.user, request.url);
      if (redirect) return { kind: 'redirect', status: 302, location: redirect };
    }

    const visit = visitOf(request, session);
    const platform = createPlatform(visit, {
      http: () =>
        createPlatformClient({
          baseUrl: `${config.apiUrl}/api`,
          cookie: request.cookie,
          csrfToken: () => session.csrfToken,
          locale: visit.locale,
        }),
      storage: null,
    });
    await loadMessages(catalogs, visit.locale);
    let main: MainContent;
    if (resolved.kind === 'app') {
      const outcome = await renderMainContent(
        resolved.app,
        resolved.renderPath,
        request,
        visit,
        platform,
        { config, builds, heads },
      );
      if (outcome.kind === 'redirect') return outcome;
      main = outcome.main;
    } else {
      main = notFoundContent(platform);
    }

    const stylesheets = await remoteStylesheets.forPage(main.stylesheets);
    const pageConfig: PageConfig = {
      ...visit,
      remotes: config.remotes,
      initialState: main.initialState,
    };
    // A reset link's URL holds its token (and a private page's its secret): never indexed, never
    // kept in the page cache.
    const resetLink = resolved.kind === 'app' && resolved.modal === 'reset';
    const secretUrl = resetLink || main.head.private === true;
    const html = renderDocument({
      head: secretUrl
        ? { ...main.head, robots: 'noindex,nofollow' }
        : withLanguageAlternates(main.head, main.status, request),
      // The token must not travel on as the page's canonical URL (or in og:url).
      canonicalUrl: resetLink
        ? `${request.origin}/`
        : `${request.origin}${main.head.canonicalPath ?? request.path}`,
      brand: config.brand,
      csrfToken: session.csrfToken,
      cspNonce: CSP_NONCE_PLACEHOLDER,
      headerHtml: renderHeader(
        platform,
        request.path,
        initialAuthModal(
          resolved.kind === 'app' ? resolved.modal : null,
          request.path,
          request.search,
        ),
      ),
      mainHtml: main.html,
      footerHtml: renderFooter(platform),
      config: pageConfig,
      shellStylesheet,
      fontPreloads: shellFonts,
      stylesheets,
      scriptSrc: '/_shell/main.js',
    });
    return {
      kind: 'document',
      template: pageTemplateOf(main.status, html),
      // A failed remote (browser fallback) should be retried by the next visitor, not kept.
      cacheable: main.serverRendered && !secretUrl,
      failed: main.failed,
    };
  }

  return async function renderShellPage(ctx) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      return;
    }
    const { session, setCookies, anonymous } = await visitorSession(ctx, {
      apiUrl: config.apiUrl,
      csrf,
      timeoutMs: config.ssrTimeoutMs,
    });
    if (setCookies.length > 0) ctx.append('Set-Cookie', setCookies);
    const resolved = resolveRoute(ctx.path, routes);
    const request = await withPageSearch(pageRequestOf(ctx, config), resolved);

    let outcome: PageOutcome;
    try {
      // Only visitors without a session cookie share pages: anyone who may be signed in sees
      // their name in the header and their user in the page config.
      if (cache && anonymous && session.user === null && canFillVerbatim(session.csrfToken)) {
        const cached = await cache.get(
          pageCacheKey({ origin: request.origin, url: request.url, ...request.visit }),
          () =>
            limiter.run(() =>
              render(request, resolved, { csrfToken: CSRF_TOKEN_PLACEHOLDER, user: null }),
            ),
        );
        outcome = cached.outcome;
        ctx.set('X-Page-Cache', cached.stale ? 'stale' : cached.hit ? 'hit' : 'miss');
      } else {
        outcome = await limiter.run(() => render(request, resolved, session));
      }
    } catch (error) {
      if (!(error instanceof RenderQueueFull)) throw error;
      ctx.status = 503;
      ctx.set('Retry-After', String(RENDER_RETRY_AFTER_SECONDS));
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text';
      // A full render queue passes (Retry-After): the spec's 'try again', not its fatal text.
      ctx.body = messages.generic;
      return;
    }

    if (outcome.kind === 'redirect') {
      ctx.status = outcome.status;
      return ctx.redirect(outcome.location);
    }
    ctx.status = outcome.template.status;
    ctx.type = 'html';
    // Every document carries the visitor's CSRF token (and, signed in, their user) and the
    // response's CSP nonce: no cache may keep it.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = fillPageTemplate(outcome.template, {
      csrfToken: session.csrfToken,
      cspNonce: cspNonce(ctx),
    });
  };
}
