import {
  defineRoute,
  messageAnswer,
  TooManyRequestsError,
  ValidationError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { PASSWORD_RESETS, USERS } from './account-migrations';
import { accountMessages } from './account-messages';
import { passwordEmailInput, passwordResetInput } from './domain/account-schemas';
import { ACCOUNTS_PATHS } from './domain/accounts-client';
import { hashPassword } from './password-hashing';
import { hashToken, newToken } from './secret-tokens';
import type { SessionStore } from './session-store';
import { User } from './user-model';

const RESET_VALID_MS = 1000 * 60 * 60;
/** One reset mail per address per minute. */
const RESET_MAIL_THROTTLE = { name: 'accounts.reset-mail', points: 1, durationSeconds: 60 };

/** Password reset by e-mailed token: hashed at rest, valid one hour, single use. */
export function passwordResetRoutes(services: PlatformServices, sessions: SessionStore) {
  const { db } = services;
  /** The enabled account with this (lower-case) e-mail, or undefined. */
  const enabledUserWithEmail = (email: string) =>
    User.query(db).whereRaw('lower(email) = ?', [email]).where('enabled', true).first();
  return [
    defineRoute({
      method: 'post',
      path: ACCOUNTS_PATHS.passwordEmail,
      summary: 'Send a password reset link to the account with this e-mail',
      access: 'public',
      input: { body: passwordEmailInput },
      responses: { 200: messageAnswer },
      async handler({ body }) {
        // Known and unknown addresses get the same answers (throttle included), so the form does
        // not tell who has an account; only the owner of a known address receives a mail.
        const throttle = await services.rateLimits.consume(RESET_MAIL_THROTTLE, body.email);
        if (!throttle.allowed)
          throw new TooManyRequestsError(
            accountMessages.resetThrottled,
            throttle.retryAfterSeconds,
          );
        const user = await enabledUserWithEmail(body.email);
        if (!user) return { message: accountMessages.resetSent };

        const token = newToken();
        const link = `${services.config.appUrl}/site/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
        await db.transaction(async (trx) => {
          await trx(PASSWORD_RESETS).where({ user_id: user.id }).whereNull('used_at').delete();
          await trx(PASSWORD_RESETS).insert({
            user_id: user.id,
            token_hash: hashToken(token),
            expires_at: new Date(services.now().getTime() + RESET_VALID_MS),
          });
          await services.mail.send(
            {
              to: user.email,
              subject: 'Passwort zurücksetzen',
              text: [
                `Hallo ${user.first_name}`,
                '',
                'Du erhältst diese E-Mail, weil wir eine Anfrage zum Zurücksetzen des Passworts für dein Konto erhalten haben.',
                '',
                `Passwort zurücksetzen: ${link}`,
                '',
                'Dieser Link ist 60 Minuten gültig. Wenn du kein neues Passwort angefordert hast, musst du nichts weiter tun.',
              ].join('\n'),
            },
            trx,
          );
        });
        return { message: accountMessages.resetSent };
      },
    }),
    defineRoute({
      method: 'post',
      path: ACCOUNTS_PATHS.passwordReset,
      summary: 'Set a new password with a reset token',
      access: 'public',
      input: { body: passwordResetInput },
      responses: { 200: messageAnswer },
      async handler({ body }) {
        // An unknown address answers like a wrong token (which it is: no token belongs to it).
        const passwordHash = await hashPassword(body.password, services.config.passwordHashRounds);
        const user = await enabledUserWithEmail(body.email);
        if (!user) throw ValidationError.field('token', accountMessages.resetTokenInvalid);
        const now = services.now();
        await db.transaction(async (trx) => {
          const used = await trx(PASSWORD_RESETS)
            .where({ user_id: user.id, token_hash: hashToken(body.token) })
            .whereNull('used_at')
            .where('expires_at', '>', now)
            .update({ used_at: now });
          if (used !== 1) throw ValidationError.field('token', accountMessages.resetTokenInvalid);
          await trx(USERS)
            .where({ id: user.id })
            .update({ password_hash: passwordHash, updated_at: now });
          await sessions.destroyAllOf(user.id, trx);
        });
        return { message: accountMessages.resetDone };
      },
    }),
  ];
}
