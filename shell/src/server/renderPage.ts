import { CsrfSigner } from '@eventalp/platform-sdk/server';
import {
  countryCategoryFromHost,
  createAuthStore,
  createFavouritesStore,
  createPlatformClient,
  createPlatformEventBus,
  type CountryCategory,
  type InitialPageState,
  type Locale,
  type PageHead,
  type Platform,
  type Session,
} from '@eventalp/shell-kit';
import type Koa from 'koa';
import { containerIdOf, type PageConfig } from '../PageConfig';
import { microFrontendOf } from '../routing/microFrontends';
import { guardRedirect, resolveRoute } from '../routing/resolveRoute';
import { createRoutes } from '../routing/routes';
import type { ShellServerConfig } from './config';
import { isCrawler } from './isCrawler';
import { localeFor } from './localeFor';
import {
  canFillVerbatim,
  CSRF_TOKEN_PLACEHOLDER,
  fillPageTemplate,
  PageCache,
  pageCacheKey,
  pageTemplateOf,
  type PageOutcome,
} from './pageCache';
import type { RemoteServerBuilds } from './RemoteServerBuilds';
import { renderDocument } from './renderDocument';
import { renderRemote } from './renderRemote';
import { initialAuthModal } from '../layout/auth/authModalState';
import { renderErrorPage, renderFooter, renderHeader, renderNotFound } from './renderShellParts';
import { visitorSession } from './visitorSession';

const DEFAULT_HEAD: PageHead = { title: 'Locations für jeden Event finden und mieten' };
const NOT_FOUND_HEAD: PageHead = { title: '404 Not Found', robots: 'noindex,nofollow' };
const ERROR_HEAD: PageHead = { title: 'An error occurred', robots: 'noindex,nofollow' };
const PRIVATE_HEAD: PageHead = { ...DEFAULT_HEAD, robots: 'noindex,nofollow' };
/** Bounds the page cache's memory whatever PAGE_CACHE_MAX_ENTRIES says (about 64 MB of text). */
const PAGE_CACHE_MAX_CHARS = 32 * 1024 * 1024;

interface MainContent {
  status: number;
  head: PageHead;
  html: string;
  initialState: InitialPageState | null;
  /** Server-rendered by its remote with status 200: the same for every anonymous visitor. */
  serverRendered: boolean;
}

/** What a page depends on besides the visitor's session. */
interface PageRequest {
  path: string;
  /** Path and query. */
  url: string;
  /** Query with its '?', or ''. */
  search: string;
  origin: string;
  /** The visitor's Cookie header, forwarded to the API when the remote loads data. */
  cookie: string | undefined;
  countryCategory: CountryCategory;
  locale: Locale;
  crawler: boolean;
}

/**
 * Renders every page: session, route, guard, the micro-frontend (server or browser), layout.
 * Public pages rendered for anonymous visitors are kept briefly (`PageCache`) with a placeholder
 * where each visitor's CSRF token goes.
 */
export function renderPage(config: ShellServerConfig, builds: RemoteServerBuilds): Koa.Middleware {
  const routes = createRoutes(config.brand);
  const csrf = config.appSecret ? new CsrfSigner(config.appSecret, config.secureCookies) : null;
  const cache =
    config.pageCacheTtlMs > 0
      ? new PageCache({
          ttlMs: config.pageCacheTtlMs,
          maxEntries: config.pageCacheMaxEntries,
          maxChars: PAGE_CACHE_MAX_CHARS,
        })
      : null;

  async function render(request: PageRequest, session: Session): Promise<PageOutcome> {
    const resolved = resolveRoute(request.path, routes);
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

    const { countryCategory, crawler, origin, cookie } = request;
    const bus = createPlatformEventBus();
    const platform: Platform = {
      http: createPlatformClient({
        baseUrl: `${config.apiUrl}/api`,
        cookie,
        csrfToken: () => session.csrfToken,
      }),
      auth: createAuthStore(session.user),
      bus,
      locale: request.locale,
      countryCategory,
      brand: config.brand,
      crawler,
      mapboxAccessToken: config.mapboxAccessToken,
      favourites: createFavouritesStore({ storage: null, bus }),
    };
    const notFound: MainContent = {
      status: 404,
      head: NOT_FOUND_HEAD,
      html: renderNotFound(platform),
      initialState: null,
      serverRendered: false,
    };

    let main: MainContent = notFound;
    if (resolved.kind === 'app') {
      const mf = microFrontendOf(resolved.app);
      const container = (html: string, serverRendered: boolean) =>
        `<div id="${containerIdOf(mf.app)}"${serverRendered ? ' data-ssr="true"' : ''}>${html}</div>`;
      const rendered = mf.serverRendered
        ? await renderRemote(
            builds,
            mf,
            config.remotes[mf.app],
            {
              path: resolved.renderPath,
              search: request.search,
              apiUrl: config.apiUrl,
              origin,
              cookie,
              session,
              locale: platform.locale,
              countryCategory,
              brand: config.brand,
              crawler,
              mapboxAccessToken: config.mapboxAccessToken,
            },
            config.ssrTimeoutMs,
          )
        : null;
      if (rendered?.status === 301 || rendered?.status === 302)
        return { kind: 'redirect', status: rendered.status, location: rendered.location };
      if (rendered?.status === 500 || rendered?.status === 503) {
        main = {
          status: rendered.status,
          head: ERROR_HEAD,
          html: renderErrorPage(platform, rendered.status),
          initialState: null,
          serverRendered: false,
        };
      } else if (rendered?.status === 200) {
        main = {
          status: rendered.head.status ?? 200,
          head: rendered.head,
          html: container(rendered.html, true),
          initialState: rendered.state,
          serverRendered: true,
        };
      } else if (rendered?.status !== 404) {
        // Client-rendered: by design (user area, back office) or because the remote failed.
        main = {
          status: 200,
          head: mf.serverRendered ? DEFAULT_HEAD : PRIVATE_HEAD,
          html: container('', false),
          initialState: null,
          serverRendered: false,
        };
      }
    }

    const pageConfig: PageConfig = {
      remotes: config.remotes,
      session,
      locale: platform.locale,
      countryCategory,
      brand: config.brand,
      crawler,
      mapboxAccessToken: config.mapboxAccessToken,
      initialState: main.initialState,
    };
    // A reset link's URL holds its token: never indexed, never kept in the page cache.
    const resetLink = resolved.kind === 'app' && resolved.modal === 'reset';
    const html = renderDocument({
      head: resetLink ? { ...main.head, robots: 'noindex,nofollow' } : main.head,
      // The token must not travel on as the page's canonical URL (or in og:url).
      canonicalUrl: resetLink
        ? `${origin}/`
        : `${origin}${main.head.canonicalPath ?? request.path}`,
      brand: config.brand,
      csrfToken: session.csrfToken,
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
      scriptSrc: '/_shell/main.js',
    });
    return {
      kind: 'document',
      template: pageTemplateOf(main.status, html),
      // A failed remote (browser fallback) should be retried by the next visitor, not kept.
      cacheable: main.serverRendered && !resetLink,
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

    const countryCategory = countryCategoryFromHost(ctx.host);
    const request: PageRequest = {
      path: ctx.path,
      url: ctx.url,
      search: ctx.search,
      origin: `${ctx.protocol}://${ctx.host}`,
      cookie: ctx.get('Cookie') || undefined,
      countryCategory,
      locale: localeFor(ctx.path, countryCategory),
      crawler: isCrawler(ctx.get('User-Agent')),
    };

    let outcome: PageOutcome;
    // Only visitors without a session cookie share pages: anyone who may be signed in sees their
    // name in the header and their user in the page config.
    if (cache && anonymous && session.user === null && canFillVerbatim(session.csrfToken)) {
      const cached = await cache.get(pageCacheKey(request), () =>
        render(request, { csrfToken: CSRF_TOKEN_PLACEHOLDER, user: null }),
      );
      outcome = cached.outcome;
      ctx.set('X-Page-Cache', cached.hit ? 'hit' : 'miss');
    } else {
      outcome = await render(request, session);
    }

    if (outcome.kind === 'redirect') {
      ctx.status = outcome.status;
      return ctx.redirect(outcome.location);
    }
    ctx.status = outcome.template.status;
    ctx.type = 'html';
    // Every document carries the visitor's CSRF token (and, signed in, their user): no shared
    // cache may keep it.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = fillPageTemplate(outcome.template, session.csrfToken);
  };
}
