import type { Context } from 'koa';
import { CsrfSigner } from '@eventalp/platform-sdk/server';
import { SESSION_COOKIE, type SessionStore } from './session-store';

/** Sets (token) or clears (null) the session cookie: httpOnly, SameSite=Lax, Secure when asked. */
export function setSessionCookie(
  ctx: Context,
  token: string | null,
  expiresAt: Date | null,
  secure: boolean,
  remember = false,
) {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    overwrite: true,
    ...(remember && expiresAt ? { expires: expiresAt } : {}),
    ...(token === null ? { expires: new Date(0) } : {}),
  });
}

/**
 * Signs the user in on this response: ends the session the request carried, starts a new one
 * and sets its cookie. The CSRF id cookie is dropped too: tokens are bound to the session, and
 * the next page (or `GET /api/auth/session`) issues a new id and token for the new session.
 */
export async function startSession(
  ctx: Context,
  sessions: SessionStore,
  options: { userId: number; remember: boolean; ip: string; secure: boolean },
): Promise<void> {
  const previous = ctx.cookies.get(SESSION_COOKIE);
  if (previous) await sessions.destroy(previous);
  const session = await sessions.create(options.userId, options.remember, {
    ip: options.ip,
    userAgent: ctx.get('user-agent'),
  });
  setSessionCookie(ctx, session.token, session.expiresAt, options.secure, options.remember);
  ctx.append('Set-Cookie', CsrfSigner.expiredCookie(options.secure));
}
