import {
  countryCategoryFromHost,
  createAuthStore,
  createFavouritesStore,
  createPlatformClient,
  createPlatformEventBus,
  type InitialPageState,
  type PageHead,
  type Platform,
} from '@eventalp/shell-kit';
import type Koa from 'koa';
import { containerIdOf, type PageConfig } from '../PageConfig';
import { microFrontendOf } from '../routing/microFrontends';
import { guardRedirect, resolveRoute } from '../routing/resolveRoute';
import { createRoutes } from '../routing/routes';
import type { ShellServerConfig } from './config';
import { fetchSession } from './fetchSession';
import { isCrawler } from './isCrawler';
import { localeFor } from './localeFor';
import type { RemoteServerBuilds } from './RemoteServerBuilds';
import { renderDocument } from './renderDocument';
import { renderRemote } from './renderRemote';
import { renderFooter, renderHeader, renderNotFound } from './renderShellParts';

const DEFAULT_HEAD: PageHead = { title: 'Locations für jeden Event finden und mieten' };
const NOT_FOUND_HEAD: PageHead = { title: '404 Not Found', robots: 'noindex,nofollow' };
const PRIVATE_HEAD: PageHead = { ...DEFAULT_HEAD, robots: 'noindex,nofollow' };

interface MainContent {
  status: number;
  head: PageHead;
  html: string;
  initialState: InitialPageState | null;
}

/** Renders every page: session, route, guard, the micro-frontend (server or browser), layout. */
export function renderPage(config: ShellServerConfig, builds: RemoteServerBuilds): Koa.Middleware {
  const routes = createRoutes(config.brand);
  return async function renderShellPage(ctx) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      return;
    }
    const cookie = ctx.get('Cookie') || undefined;
    const { session, setCookies } = await fetchSession(
      config.apiUrl,
      { cookie, forwardedFor: ctx.ip },
      config.ssrTimeoutMs,
    );
    if (setCookies.length > 0) ctx.append('Set-Cookie', setCookies);

    const resolved = resolveRoute(ctx.path, routes);
    if (resolved.kind === 'redirect') {
      if (resolved.permanent) ctx.status = 301;
      return ctx.redirect(resolved.location);
    }
    if (resolved.kind === 'app') {
      const redirect = guardRedirect(resolved.route, session.user, ctx.url);
      if (redirect) return ctx.redirect(redirect);
    }

    const countryCategory = countryCategoryFromHost(ctx.host);
    const crawler = isCrawler(ctx.get('User-Agent'));
    const origin = `${ctx.protocol}://${ctx.host}`;
    const bus = createPlatformEventBus();
    const platform: Platform = {
      http: createPlatformClient({
        baseUrl: `${config.apiUrl}/api`,
        cookie,
        csrfToken: () => session.csrfToken,
      }),
      auth: createAuthStore(session.user),
      bus,
      locale: localeFor(ctx.path, countryCategory),
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
              search: ctx.search,
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
      if (rendered?.status === 301 || rendered?.status === 302) {
        ctx.status = rendered.status;
        return ctx.redirect(rendered.location);
      }
      if (rendered?.status === 200) {
        main = {
          status: 200,
          head: rendered.head,
          html: container(rendered.html, true),
          initialState: rendered.state,
        };
      } else if (rendered?.status !== 404) {
        // Client-rendered: by design (user area, back office) or because the remote failed.
        main = {
          status: 200,
          head: mf.serverRendered ? DEFAULT_HEAD : PRIVATE_HEAD,
          html: container('', false),
          initialState: null,
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
    ctx.status = main.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = renderDocument({
      head: main.head,
      canonicalUrl: `${origin}${main.head.canonicalPath ?? ctx.path}`,
      brand: config.brand,
      csrfToken: session.csrfToken,
      headerHtml: renderHeader(platform, resolved.kind === 'app' && resolved.modal === 'login'),
      mainHtml: main.html,
      footerHtml: renderFooter(platform),
      config: pageConfig,
      scriptSrc: '/_shell/main.js',
    });
  };
}
