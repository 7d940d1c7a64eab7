import { CSRF_COOKIE, type CsrfSigner } from '@eventalp/platform-sdk/server';
import type { Session } from '@eventalp/shell-kit';
import type Koa from 'koa';
import { fetchSession, type SessionAnswer } from './fetchSession';

/** The accounts plugin's session cookie: only a visitor who has one can be signed in. */
export const SESSION_COOKIE = 'ea_session';

export interface VisitorSession extends SessionAnswer {
  /** No session cookie: the visitor is nobody, whatever the API would say. */
  anonymous: boolean;
}

/**
 * Who the visitor is. Without a session cookie the shell signs the CSRF token itself (the API's
 * scheme and secret), so an anonymous page view costs no API call; with one it asks the API,
 * which knows the user (and issues the token the same way).
 */
export async function visitorSession(
  ctx: Koa.Context,
  options: { apiUrl: string; csrf: CsrfSigner | null; timeoutMs: number },
): Promise<VisitorSession> {
  const anonymous = !ctx.cookies.get(SESSION_COOKIE);
  if (anonymous && options.csrf) {
    const { token, setCookie } = options.csrf.issue(ctx.cookies.get(CSRF_COOKIE), null);
    const session: Session = { csrfToken: token, user: null };
    return { session, setCookies: setCookie ? [setCookie] : [], anonymous };
  }
  const answer = await fetchSession(
    options.apiUrl,
    { cookie: ctx.get('Cookie') || undefined, forwardedFor: ctx.ip },
    options.timeoutMs,
  );
  return { ...answer, anonymous };
}
