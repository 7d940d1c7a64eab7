import { CSRF_COOKIE, CSRF_HEADER, CsrfSigner } from '@eventalp/platform-sdk/server';
import type { Context } from 'koa';

/**
 * The API's side of the signed double-submit CSRF protection (the scheme lives in the SDK's
 * `CsrfSigner`, shared with the shell server, which issues tokens for anonymous page views).
 */
export class CsrfProtection {
  private readonly signer: CsrfSigner;

  /** `sessionOf`: the session a request carries (the authenticator's), which tokens are bound to. */
  constructor(
    secret: string,
    secureCookies: boolean,
    private readonly sessionOf: (ctx: Context) => string | null,
  ) {
    this.signer = new CsrfSigner(secret, secureCookies);
  }

  /** The token for this visitor and session, setting the cookie when the visitor has none yet. */
  issue(ctx: Context): string {
    const { token, setCookie } = this.signer.issue(
      ctx.cookies.get(CSRF_COOKIE),
      this.sessionOf(ctx),
    );
    if (setCookie) ctx.append('Set-Cookie', setCookie);
    return token;
  }

  /** True when the request's header token matches its cookie and its session. */
  verify(ctx: Context): boolean {
    return this.signer.verify(
      ctx.cookies.get(CSRF_COOKIE),
      ctx.get(CSRF_HEADER) || undefined,
      this.sessionOf(ctx),
    );
  }
}
