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
import { setSessionCookie, startSession } from './session-cookie';
import { SESSION_COOKIE, type SessionStore } from './session-store';
import { User } from './user-model';

/** Five failed logins per login name and address within five minutes, then a wait. */
export const LOGIN_THROTTLE = { name: 'accounts.login-failures', points: 5, durationSeconds: 300 };
/**
 * Twenty failed logins per address within five minutes, whatever the names: one address cannot
 * probe any number of logins (the per-name limit alone resets with every new name). A success
 * does not reset it.
 */
export const LOGIN_ADDRESS_THROTTLE = {
  name: 'accounts.login-failures-by-address',
  points: 20,
  durationSeconds: 300,
};

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
        const throttled = (retryAfterSeconds: number) =>
          new TooManyRequestsError(
            accountMessages.loginThrottled(retryAfterSeconds),
            retryAfterSeconds,
          );
        const byName = await services.rateLimits.peek(LOGIN_THROTTLE, throttleKey);
        const byAddress = await services.rateLimits.peek(LOGIN_ADDRESS_THROTTLE, ip);
        if (!byName.allowed || !byAddress.allowed) {
          throw throttled(Math.max(byName.retryAfterSeconds, byAddress.retryAfterSeconds));
        }
        const user = await User.query(services.db)
          .where((query) =>
            query
              .whereRaw('lower(login_name) = lower(?)', [body.login])
              .orWhereRaw('lower(email) = lower(?)', [body.login]),
          )
          .where('enabled', true)
          .first();
        const rounds = services.config.passwordHashRounds;
        if (!(await verifyPassword(body.password, user?.password_hash ?? null, rounds)) || !user) {
          const nameResult = await services.rateLimits.consume(LOGIN_THROTTLE, throttleKey);
          const addressResult = await services.rateLimits.consume(LOGIN_ADDRESS_THROTTLE, ip);
          if (!nameResult.allowed || !addressResult.allowed) {
            throw throttled(
              Math.max(nameResult.retryAfterSeconds, addressResult.retryAfterSeconds),
            );
          }
          throw ValidationError.field('login', accountMessages.loginFailed);
        }
        await services.rateLimits.reset(LOGIN_THROTTLE.name, throttleKey);
        await startSession(koa, sessions, { userId: user.id, remember: body.remember, ip, secure });
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
