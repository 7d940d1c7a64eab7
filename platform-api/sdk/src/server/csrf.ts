import crypto from 'node:crypto';

/** httpOnly cookie with the visitor's random CSRF id. */
export const CSRF_COOKIE = 'ea_csrf';
/** Request header a state-changing call sends the token in (lower case, as node reads headers). */
export const CSRF_HEADER = 'x-csrf-token';

const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/** 32 random bytes in base64url. */
const CSRF_ID = /^[A-Za-z0-9_-]{43}$/;

export interface CsrfIssue {
  /** The token for the page's meta tag. */
  token: string;
  /** Set-Cookie header value when the visitor needed a new id, else null. */
  setCookie: string | null;
}

/**
 * Signed double-submit CSRF tokens: an httpOnly cookie holds a random id; the token handed to the
 * page (meta tag) is `base64url(HMAC-SHA256(secret, 'csrf:' + id + ':' + session))`, where
 * `session` is the session cookie's token of a visitor who has one (else empty). A state-changing
 * request must send the token in a header, which a foreign site can neither read nor forge.
 *
 * Bound to the session, a token is worthless to anyone who does not hold that session: a CSRF
 * cookie planted in a visitor's browser, with the token that belongs to it, does not pass once the
 * visitor signs in; and every sign-in changes the token (login also drops the id cookie, see
 * `expiredCookie`). Anonymous forms work as before: no session, no binding.
 *
 * One implementation for every server that holds the secret: the API verifies tokens, and both the
 * API (`/api/auth/session`) and the shell server (pages of anonymous visitors, without asking the
 * API) issue them. Node only: never re-export it from the SDK root or `/domain`, which browser
 * bundles compile.
 */
export class CsrfSigner {
  private readonly key: crypto.KeyObject;

  constructor(
    secret: string,
    private readonly secureCookies: boolean,
  ) {
    if (!secret) throw new Error('CSRF signing needs a secret');
    this.key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /**
   * The token for the id in the visitor's cookie and their session (null: none); a fresh id (and
   * its cookie) when the cookie is missing or malformed.
   */
  issue(cookieId: string | undefined, session: string | null): CsrfIssue {
    if (cookieId && CSRF_ID.test(cookieId))
      return { token: this.tokenFor(cookieId, session), setCookie: null };
    const id = crypto.randomBytes(32).toString('base64url');
    return { token: this.tokenFor(id, session), setCookie: this.cookieFor(id) };
  }

  /** True when the token sent in the header belongs to the id in the cookie and to the session. */
  verify(cookieId: string | undefined, sentToken: string | undefined, session: string | null) {
    if (!cookieId || !sentToken) return false;
    const expected = Buffer.from(this.tokenFor(cookieId, session));
    const actual = Buffer.from(sentToken);
    return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
  }

  tokenFor(id: string, session: string | null): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`csrf:${id}:${session ?? ''}`)
      .digest('base64url');
  }

  /**
   * Set-Cookie value that drops the visitor's CSRF id: sent when a session starts, so the next
   * page gets a new id as well as a new token.
   */
  static expiredCookie(secureCookies: boolean): string {
    return `${CSRF_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`;
  }

  private cookieFor(id: string): string {
    // Written as a header rather than through a framework's cookie jar, so every server sets the
    // same attributes (and Koa does not refuse a Secure cookie behind a TLS-terminating proxy).
    return `${CSRF_COOKIE}=${id}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${
      this.secureCookies ? '; Secure' : ''
    }`;
  }
}
