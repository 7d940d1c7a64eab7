import type { Knex } from 'knex';
import { SESSIONS } from './account-migrations';
import { hashToken, newToken } from './secret-tokens';
import { User } from './user-model';

export const SESSION_COOKIE = 'ea_session';
const SHORT_SESSION_MS = 1000 * 60 * 60 * 12;
const REMEMBERED_SESSION_MS = 1000 * 60 * 60 * 24 * 30;
const TOUCH_AFTER_MS = 1000 * 60 * 5;

/** Server-side sessions keyed by the hash of the cookie token. */
export class SessionStore {
  constructor(
    private readonly db: Knex,
    private readonly now: () => Date,
  ) {}

  /** Creates a session and answers the cookie token and its expiry. */
  async create(userId: number, remember: boolean, meta: { ip: string; userAgent: string }) {
    const token = newToken();
    const expiresAt = new Date(
      this.now().getTime() + (remember ? REMEMBERED_SESSION_MS : SHORT_SESSION_MS),
    );
    await this.db(SESSIONS).insert({
      id: hashToken(token),
      user_id: userId,
      ip: meta.ip.slice(0, 64),
      user_agent: meta.userAgent.slice(0, 500),
      expires_at: expiresAt,
    });
    return { token, expiresAt };
  }

  /** The enabled user behind a live session token, or null. */
  async userFor(token: string): Promise<User | null> {
    const now = this.now();
    const session = await this.db(SESSIONS)
      .where({ id: hashToken(token) })
      .where('expires_at', '>', now)
      .first();
    if (!session) return null;
    const user = await User.query(this.db).findById(session.user_id).where('enabled', true);
    if (!user) return null;
    if (now.getTime() - new Date(session.last_seen_at).getTime() > TOUCH_AFTER_MS) {
      await this.db(SESSIONS).where({ id: session.id }).update({ last_seen_at: now });
    }
    return user;
  }

  async destroy(token: string): Promise<void> {
    await this.db(SESSIONS)
      .where({ id: hashToken(token) })
      .delete();
  }

  /** Ends every session of the user, except the one of `keepToken` when given. */
  async destroyAllOf(userId: number, trx?: Knex.Transaction, keepToken?: string): Promise<void> {
    const query = (trx ?? this.db)(SESSIONS).where({ user_id: userId });
    if (keepToken) query.whereNot({ id: hashToken(keepToken) });
    await query.delete();
  }
}
