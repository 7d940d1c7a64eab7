import type { Knex } from 'knex';
import type { PlatformServices } from '@eventalp/platform-sdk';
import { USERS } from './account-migrations';
import { hashToken, newToken } from './secret-tokens';
import { EMAIL_VERIFICATIONS } from './verification-migrations';

/** A verification link is valid this long (two days: sign-ups often confirm the next morning). */
export const VERIFICATION_VALID_MS = 1000 * 60 * 60 * 48;

/** The page a verification link opens (one click there confirms; a link only opened does nothing). */
export const VERIFY_EMAIL_PAGE = '/site/guest/email/verify';

/** Verification tokens: hashed at rest, single use, expiring; a new one voids the older ones. */
export class EmailVerifications {
  constructor(
    private readonly services: Pick<PlatformServices, 'db' | 'mail' | 'config' | 'now'>,
  ) {}

  /** Issues a link for `email` of the user and mails it there, inside `trx`. */
  async send(
    trx: Knex.Transaction,
    user: { id: number; first_name: string },
    email: string,
  ): Promise<void> {
    const token = newToken();
    await trx(EMAIL_VERIFICATIONS).where({ user_id: user.id }).whereNull('used_at').delete();
    await trx(EMAIL_VERIFICATIONS).insert({
      user_id: user.id,
      email,
      token_hash: hashToken(token),
      expires_at: new Date(this.services.now().getTime() + VERIFICATION_VALID_MS),
    });
    const link = `${this.services.config.appUrl}${VERIFY_EMAIL_PAGE}/${token}`;
    await this.services.mail.send(
      {
        to: email,
        subject: 'Bitte bestätige deine E-Mail-Adresse',
        text: [
          `Hallo ${user.first_name}`,
          '',
          `Bitte bestätige deine E-Mail-Adresse für ${this.services.config.brand}:`,
          '',
          link,
          '',
          'Der Link ist 48 Stunden gültig und kann einmal verwendet werden. Wenn du dich nicht registriert hast, musst du nichts weiter tun.',
        ].join('\n'),
      },
      trx,
    );
  }

  /**
   * Uses a token: the address it names becomes the user's confirmed address (a pending new one
   * replaces the old). Answers the user id, or null for an unknown, used or expired token, or
   * when the address was taken by another account meanwhile.
   */
  async confirm(token: string): Promise<number | null> {
    const now = this.services.now();
    return this.services.db.transaction(async (trx) => {
      const [row] = await trx(EMAIL_VERIFICATIONS)
        .where({ token_hash: hashToken(token) })
        .whereNull('used_at')
        .where('expires_at', '>', now)
        .update({ used_at: now })
        .returning(['user_id', 'email']);
      if (!row) return null;
      const taken = await trx(USERS)
        .whereRaw('lower(email) = lower(?)', [row.email])
        .whereNot({ id: row.user_id })
        .first('id');
      if (taken) return null;
      await trx(USERS)
        .where({ id: row.user_id })
        .update({
          email: row.email,
          email_verified_at: now,
          updated_at: now,
          pending_email: trx.raw(
            'case when lower(pending_email) = lower(?) then null else pending_email end',
            [row.email],
          ),
        });
      return row.user_id as number;
    });
  }
}
