import {
  defineRoute,
  messageAnswer,
  RouteResponse,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
  type AuthUser,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { USERS } from './account-migrations';
import { accountMessages } from './account-messages';
import { profileAnswer, profileSavedAnswer, type Profile } from './domain/profile-answers';
import {
  emailChangeInput,
  passwordChangeInput,
  profileInput,
  verifyEmailInput,
} from './domain/account-schemas';
import { ACCOUNTS_PATHS } from './domain/accounts-client';
import { EmailVerifications } from './email-verifications';
import { hashPassword, verifyPassword } from './password-hashing';
import { SESSION_COOKIE, type SessionStore } from './session-store';
import { User } from './user-model';

/** One verification mail per account per minute. */
const RESEND_THROTTLE = { name: 'accounts.verification-mail', points: 1, durationSeconds: 60 };
/** Five wrong current passwords per account in five minutes, then a wait. */
const CURRENT_PASSWORD_THROTTLE = {
  name: 'accounts.current-password',
  points: 5,
  durationSeconds: 300,
};

function profileOf(user: User): Profile {
  return {
    username: user.username,
    login_name: user.login_name,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    email_verified: user.email_verified_at !== null,
    pending_email: user.pending_email,
  };
}

/** E-mail verification, and the owner's profile: name, e-mail, password, sign out everywhere. */
export function profileRoutes(services: PlatformServices, sessions: SessionStore) {
  const { db } = services;
  const verifications = new EmailVerifications(services);
  const accountOf = async (user: AuthUser | null) => {
    const account = user && (await User.query(db).findById(user.id));
    if (!account) throw new UnauthorizedError();
    return account;
  };
  /** The current password must be right (throttled per account, so it cannot be guessed here). */
  const checkCurrentPassword = async (account: User, given: string) => {
    const key = String(account.id);
    const state = await services.rateLimits.peek(CURRENT_PASSWORD_THROTTLE, key);
    if (!state.allowed)
      throw new TooManyRequestsError(
        accountMessages.loginThrottled(state.retryAfterSeconds),
        state.retryAfterSeconds,
      );
    if (!(await verifyPassword(given, account.password_hash, services.config.passwordHashRounds))) {
      await services.rateLimits.consume(CURRENT_PASSWORD_THROTTLE, key);
      throw ValidationError.field('current_password', accountMessages.currentPasswordWrong);
    }
    await services.rateLimits.reset(CURRENT_PASSWORD_THROTTLE.name, key);
  };
  return [
    defineRoute({
      method: 'post',
      path: ACCOUNTS_PATHS.verifyEmail,
      summary: 'Confirm an e-mail address with the token of its verification link (single use)',
      access: 'public',
      input: { body: verifyEmailInput },
      responses: { 200: messageAnswer },
      async handler({ body }) {
        const userId = await verifications.confirm(body.token);
        if (userId === null)
          throw ValidationError.field('token', accountMessages.verificationInvalid);
        return { message: accountMessages.verificationDone };
      },
    }),
    defineRoute({
      method: 'post',
      path: ACCOUNTS_PATHS.resendVerification,
      summary: 'Mail a new verification link to the signed-in account (once a minute)',
      access: 'authenticated',
      responses: { 200: messageAnswer },
      async handler({ user }) {
        const account = await accountOf(user);
        const email = account.pending_email ?? account.email;
        if (account.email_verified_at && !account.pending_email)
          return { message: accountMessages.verificationDone };
        const throttle = await services.rateLimits.consume(RESEND_THROTTLE, String(account.id));
        if (!throttle.allowed)
          throw new TooManyRequestsError(
            accountMessages.verificationThrottled,
            throttle.retryAfterSeconds,
          );
        await db.transaction((trx) => verifications.send(trx, account, email));
        return { message: accountMessages.verificationSent };
      },
    }),
    defineRoute({
      method: 'get',
      path: ACCOUNTS_PATHS.profile,
      summary: "The signed-in user's profile",
      access: 'authenticated',
      responses: { 200: profileAnswer },
      async handler({ user }) {
        return profileOf(await accountOf(user));
      },
    }),
    defineRoute({
      method: 'put',
      path: ACCOUNTS_PATHS.profile,
      summary: 'Change the name of the signed-in user',
      access: 'authenticated',
      input: { body: profileInput },
      responses: { 200: profileSavedAnswer },
      async handler({ user, body }) {
        const account = await accountOf(user);
        const updated = await account
          .$query(db)
          .patchAndFetch({ ...body, updated_at: services.now() } as Partial<User>);
        return { message: accountMessages.profileSaved, profile: profileOf(updated) };
      },
    }),
    defineRoute({
      method: 'put',
      path: ACCOUNTS_PATHS.profileEmail,
      summary:
        'Change the e-mail address: the new one is mailed a verification link and applies once confirmed',
      access: 'authenticated',
      input: { body: emailChangeInput },
      responses: { 200: profileSavedAnswer },
      async handler({ user, body }) {
        const account = await accountOf(user);
        await checkCurrentPassword(account, body.current_password);
        if (body.email === account.email.toLowerCase()) {
          const updated = await account.$query(db).patchAndFetch({ pending_email: null });
          return { message: accountMessages.profileSaved, profile: profileOf(updated) };
        }
        const taken = await db(USERS).whereRaw('lower(email) = ?', [body.email]).first('id');
        if (taken) throw ValidationError.field('email', accountMessages.emailTaken);
        const resend = await services.rateLimits.consume(RESEND_THROTTLE, String(account.id));
        if (!resend.allowed)
          throw new TooManyRequestsError(
            accountMessages.verificationThrottled,
            resend.retryAfterSeconds,
          );
        await db.transaction(async (trx) => {
          await trx(USERS)
            .where({ id: account.id })
            .update({ pending_email: body.email, updated_at: services.now() });
          await verifications.send(trx, account, body.email);
        });
        const updated = await User.query(db).findById(account.id);
        return { message: accountMessages.emailChangePending, profile: profileOf(updated!) };
      },
    }),
    defineRoute({
      method: 'put',
      path: ACCOUNTS_PATHS.profilePassword,
      summary: 'Change the password (the current one required); other sessions of the account end',
      access: 'authenticated',
      input: { body: passwordChangeInput },
      responses: { 200: messageAnswer },
      async handler({ user, body, koa }) {
        const account = await accountOf(user);
        await checkCurrentPassword(account, body.current_password);
        const passwordHash = await hashPassword(body.password, services.config.passwordHashRounds);
        const current = koa.cookies.get(SESSION_COOKIE);
        await db.transaction(async (trx) => {
          await trx(USERS)
            .where({ id: account.id })
            .update({ password_hash: passwordHash, updated_at: services.now() });
          await sessions.destroyAllOf(account.id, trx, current);
        });
        return { message: accountMessages.passwordChanged };
      },
    }),
    defineRoute({
      method: 'delete',
      path: ACCOUNTS_PATHS.profileSessions,
      summary: 'Sign out everywhere: ends every session of the signed-in user, this one too',
      access: 'authenticated',
      rateLimit: false,
      responses: { 204: null },
      async handler({ user, koa }) {
        const account = await accountOf(user);
        await sessions.destroyAllOf(account.id);
        koa.cookies.set(SESSION_COOKIE, null, {
          httpOnly: true,
          sameSite: 'lax',
          secure: services.config.env === 'production',
          overwrite: true,
          expires: new Date(0),
        });
        return RouteResponse.empty(204);
      },
    }),
  ];
}
