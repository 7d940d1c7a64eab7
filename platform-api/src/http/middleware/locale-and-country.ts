import type { Middleware } from 'koa';
import { countryCategoryFromHost, localeFromRequest } from '@eventalp/platform-sdk';

/** Sets `ctx.state.countryCategory` (1 CH, 2 DE, 3 AT) from the host and `ctx.state.locale`. */
export function localeAndCountry(): Middleware {
  return async function localeAndCountryMiddleware(ctx, next) {
    ctx.state.countryCategory = countryCategoryFromHost(ctx.get('x-forwarded-host') || ctx.host);
    ctx.state.locale = localeFromRequest(
      String(ctx.query.locale ?? ''),
      ctx.get('accept-language'),
    );
    await next();
  };
}
