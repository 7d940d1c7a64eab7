import crypto from 'node:crypto';
import type { Context } from 'koa';

export const CSRF_COOKIE = 'ea_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Signed double-submit CSRF protection: an httpOnly cookie holds a random id; the token handed to
 * the page (meta tag) is its HMAC. A state-changing request must send the token in a header, which
 * a foreign site cannot read or forge.
 */
export class CsrfProtection {
  constructor(
    private readonly secret: string,
    private readonly secureCookies: boolean,
  ) {}

  /** The token for this visitor, setting the cookie when the visitor has none yet. */
  issue(ctx: Context): string {
    let id = ctx.cookies.get(CSRF_COOKIE);
    if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) {
      id = crypto.randomBytes(32).toString('base64url');
      ctx.cookies.set(CSRF_COOKIE, id, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.secureCookies,
        overwrite: true,
        maxAge: 1000 * 60 * 60 * 24 * 30,
      });
    }
    return this.tokenFor(id);
  }

  /** True when the request's header token matches its cookie. */
  verify(ctx: Context): boolean {
    const id = ctx.cookies.get(CSRF_COOKIE);
    const sent = ctx.get(CSRF_HEADER);
    if (!id || !sent) return false;
    const expected = Buffer.from(this.tokenFor(id));
    const actual = Buffer.from(sent);
    return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
  }

  private tokenFor(id: string): string {
    return crypto.createHmac('sha256', this.secret).update(`csrf:${id}`).digest('base64url');
  }
}
