import type Koa from 'koa';
import {
  awardPathIn,
  isLanguage,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_SWITCH_PATH,
  safeNextPath,
  type Language,
} from '../routing/languages';

/** The `Set-Cookie` value that keeps a chosen language for a year (scripts may read it). */
export function localeCookie(language: Language, secure: boolean): string {
  return `${LOCALE_COOKIE}=${language}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}

/** The path of a Referer of this origin (scheme and host alike), else undefined. */
function sameOriginRefererPath(referer: string, origin: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a switch to `language` goes back to: `next` when it is a path of this site, else the
 * page that linked here (a Referer of this origin), else home; an award page becomes the same
 * award page in that language.
 */
export function switchTarget(
  language: Language,
  next: string | undefined,
  referer: string,
  origin: string,
): string {
  const path = safeNextPath(next ?? sameOriginRefererPath(referer, origin));
  return awardPathIn(path, language) ?? path;
}

/** A browser's speculative load (prefetch, prerender) must not change the visitor's language. */
const isSpeculative = (ctx: Koa.Context) =>
  /prefetch|prerender/i.test(`${ctx.get('Sec-Purpose')} ${ctx.get('Purpose')}`);

/**
 * `GET /locale/{de,fr,it,en}?next=/path`: keeps the chosen language in a cookie and goes back
 * (`switchTarget`: a path of this site only, so the route redirects nowhere else). Works without
 * JavaScript: the language switcher's entries are links to it. An unknown code is no route (the
 * 404 page).
 */
export function localeSwitch(options: { secureCookies: boolean }): Koa.Middleware {
  return async function switchLocale(ctx, next) {
    const language = LOCALE_SWITCH_PATH.exec(ctx.path)?.[1];
    if (!isLanguage(language) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Cache-Control', 'no-store');
    if (isSpeculative(ctx)) {
      ctx.status = 204;
      return;
    }
    const target = switchTarget(
      language,
      typeof ctx.query.next === 'string' ? ctx.query.next : undefined,
      ctx.get('Referer'),
      `${ctx.protocol}://${ctx.host}`,
    );
    ctx.append('Set-Cookie', localeCookie(language, options.secureCookies));
    ctx.status = 303;
    ctx.redirect(target);
  };
}
