import { countryCategoryFromHost, type Session, type Visit } from '@eventalp/shell-kit';
import type Koa from 'koa';
import type { ShellServerConfig } from './config';
import { isCrawler } from './isCrawler';
import { languageFromCookie, localeFor, LOCALE_COOKIE } from '../routing/languages';

/** What a page depends on: the request's parts and the visit (whose session may still change). */
export interface PageRequest {
  path: string;
  /** Path and query. */
  url: string;
  /** Query with its '?', or ''. */
  search: string;
  origin: string;
  /** The visitor's Cookie header, forwarded to the API when the remote loads data. */
  cookie: string | undefined;
  /** Everything of the visit but the session: what a page for anonymous visitors is kept by. */
  visit: Omit<Visit, 'session'>;
}

/**
 * The page request of a Koa request: country from the host, locale from an award page's path or
 * the visitor's chosen language (cookie), crawler by agent.
 */
export function pageRequestOf(ctx: Koa.Context, config: ShellServerConfig): PageRequest {
  const countryCategory = countryCategoryFromHost(ctx.host);
  return {
    path: ctx.path,
    url: ctx.url,
    search: ctx.search,
    origin: `${ctx.protocol}://${ctx.host}`,
    cookie: ctx.get('Cookie') || undefined,
    visit: {
      locale: localeFor(
        ctx.path,
        countryCategory,
        languageFromCookie(ctx.cookies.get(LOCALE_COOKIE)),
      ),
      countryCategory,
      brand: config.brand,
      crawler: isCrawler(ctx.get('User-Agent')),
      mapboxAccessToken: config.mapboxAccessToken,
    },
  };
}

/** The visit of one rendering: the request's, with this session. */
export function visitOf(request: PageRequest, session: Session): Visit {
  return { ...request.visit, session };
}
