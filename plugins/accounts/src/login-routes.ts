import type { Context } from 'koa';
import {
  defineRoute,
  errorAnswer,
  RouteResponse,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { accountMessages } from './account-messages';
import { signedInAnswer } from './domain/account-answers';
import { loginInput } from './domain/account-schemas';
import { ACCOUNTS_PATHS } from './domain/accounts-client';
import { verifyPassword } from './password-hashing';
import { SESSION_COOKIE, type SessionStore } from './session-store';
import { User } from './user-model';

/** Five failed logins per login name and address within five minutes, then a wait. */
export const LOGIN_THROTTLE = { name: 'accounts.login-failures', points: 5, durationSeconds: 300 };

function setSessionCookie(
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

/** Login (with throttling), logout and "who am I". */
export function loginRoutes(services: PlatformServices, sessions: SessionStore) {
  const secure = services.config.env === 'production';
  return [
    defineRoute({
      method: 'post',
      path: ACCOUNTS_PATHS.login,
      summary: 'Sign in with login name or e-mail and password; sets the session cookie',
      access: 'public',
      input: { body: loginInput },
      // Failed logins have their own throttle; this only stops floods.
      rateLimit: { points: 60, durationSeconds: 60 },
      responses: { 200: signedInAnswer },
      async handler({ body, ip, koa }) {
        const throttleKey = `${body.login.toLowerCase()}|${ip}`;
        const state = await services.rateLimits.peek(LOGIN_THROTTLE, throttleKey);
        if (!state.allowed) {
          throw new TooManyRequestsError(
            accountMessages.loginThrottled(state.retryAfterSeconds),
            state.retryAfterSeconds,
          );
        }
        const user = await User.query(services.db)
          .where((query) =>
            query
              .whereRaw('lower(login_name) = lower(?)', [body.login])
              .orWhereRaw('lower(email) = lower(?)', [body.login]),
          )
          .where('enabled', true)
          .first();
        if (!(await verifyPassword(body.password, user?.password_hash ?? null)) || !user) {
          const result = await services.rateLimits.consume(LOGIN_THROTTLE, throttleKey);
          if (!result.allowed) {
            throw new TooManyRequestsError(
              accountMessages.loginThrottled(result.retryAfterSeconds),
              result.retryAfterSeconds,
            );
          }
          throw ValidationError.field('login', accountMessages.loginFailed);
        }
        await services.rateLimits.reset(LOGIN_THROTTLE.name, throttleKey);
        const previous = koa.cookies.get(SESSION_COOKIE);
        if (previous) await sessions.destroy(previous);
        const session = await sessions.create(user.id, body.remember, {
          ip,
          userAgent: koa.get('user-agent'),
        });
        setSessionCookie(koa, session.token, session.expiresAt, secure, body.remember);
        return { user: user.toAuthUser() };
      },
    }),
    defineRoute({
      method: 'post',
      path: ACCOUNTS_PATHS.logout,
      summary: 'Sign out: ends the session and clears the cookie',
      access: 'public',
      rateLimit: false,
      responses: { 204: null },
      async handler({ koa }) {
        const token = koa.cookies.get(SESSION_COOKIE);
        if (token) await sessions.destroy(token);
        setSessionCookie(koa, null, null, secure);
        return RouteResponse.empty(204);
      },
    }),
    defineRoute({
      method: 'get',
      path: ACCOUNTS_PATHS.me,
      summary: 'The signed-in user',
      access: 'public',
      responses: { 200: signedInAnswer, 401: errorAnswer },
      async handler({ user }) {
        if (!user) throw new UnauthorizedError();
        return { user };
      },
    }),
  ];
}
