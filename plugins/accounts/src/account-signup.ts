import type { Context } from 'koa';
import type { Knex } from 'knex';
import { createServiceRef, ValidationError, type PlatformServices } from '@eventalp/platform-sdk';
import { USERS } from './account-migrations';
import { accountMessages } from './account-messages';
import type { SignupAccount } from './domain/account-schemas';
import { EmailVerifications } from './email-verifications';
import { hashPassword } from './password-hashing';
import { startSession } from './session-cookie';
import { SessionStore } from './session-store';

/** The role every account made by a sign-up gets (spec section 6). */
export const SIGNUP_ROLE = 'public_user';

/**
 * Accounts made by a sign-up, for plugins whose sign-up creates something else in the same
 * transaction (the catalogue's guest entry creation).
 */
export interface AccountSignup {
  /**
   * Creates a `public_user` account (unverified) inside `trx` and mails its verification link
   * through the outbox. A known e-mail address or login name answers 422 with the spec's text,
   * and nothing else about that account.
   */
  register(trx: Knex.Transaction, account: SignupAccount): Promise<{ id: number }>;
  /** Signs the new account in on this request (session cookie), after the transaction committed. */
  signIn(ctx: Context, userId: number, ip: string): Promise<void>;
}

export const ACCOUNT_SIGNUP = createServiceRef<AccountSignup>('accounts.signup');

export function accountSignup(services: PlatformServices): AccountSignup {
  const verifications = new EmailVerifications(services);
  const sessions = new SessionStore(services.db, services.now);
  return {
    async register(trx, account) {
      const taken = await trx(USERS)
        .whereRaw('lower(email) = lower(?)', [account.email])
        .orWhereRaw('lower(login_name) = lower(?)', [account.login_name])
        .select('email', 'login_name');
      if (taken.some((row) => row.email.toLowerCase() === account.email))
        throw ValidationError.field('email', accountMessages.emailTaken);
      if (taken.length > 0)
        throw ValidationError.field('login_name', accountMessages.loginNameTaken);
      const [row] = await trx(USERS)
        .insert({
          username: `${account.first_name} ${account.last_name}`.slice(0, 255),
          login_name: account.login_name,
          email: account.email,
          first_name: account.first_name,
          last_name: account.last_name,
          password_hash: await hashPassword(account.password, services.config.passwordHashRounds),
          roles: [SIGNUP_ROLE],
          permissions_array: [],
        })
        .returning('id');
      const id = Number(row.id);
      await verifications.send(trx, { id, first_name: account.first_name }, account.email);
      return { id };
    },
    async signIn(ctx, userId, ip) {
      await startSession(ctx, sessions, {
        userId,
        remember: false,
        ip,
        secure: services.config.env === 'production',
      });
    },
  };
}
