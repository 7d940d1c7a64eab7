import type { Knex } from 'knex';
import type { SubscriberStatus } from './domain/newsletter-client';
import { SIGNING_KEYS, SUBSCRIBERS } from './newsletter-migrations';

export type { SubscriberStatus } from './domain/newsletter-client';

export interface Subscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
  locale: string;
  country_category: number;
  confirm_token_expires_at: Date | null;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  created_at: Date;
}

export interface PendingSubscription {
  email: string;
  locale: string;
  country_category: number;
  confirm_token_hash: string;
  confirm_token_expires_at: Date;
  ip: string;
}

/** The columns the routes read: never token hashes or addresses of the client. */
const PUBLIC_COLUMNS = [
  'id',
  'email',
  'status',
  'locale',
  'country_category',
  'confirm_token_expires_at',
  'confirmed_at',
  'unsubscribed_at',
  'created_at',
];

/** Newsletter subscribers in Postgres. */
export class SubscriberStore {
  private key: Promise<string> | null = null;

  constructor(private readonly db: Knex) {}

  findByEmail(email: string): Promise<Subscriber | undefined> {
    return this.db(SUBSCRIBERS)
      .whereRaw('lower(email) = ?', [email.toLowerCase()])
      .first(PUBLIC_COLUMNS);
  }

  findById(id: number): Promise<Subscriber | undefined> {
    return this.db(SUBSCRIBERS).where({ id }).first(PUBLIC_COLUMNS);
  }

  findByConfirmToken(tokenHash: string): Promise<Subscriber | undefined> {
    return this.db(SUBSCRIBERS)
      .where({ confirm_token_hash: tokenHash, status: 'pending' })
      .first(PUBLIC_COLUMNS);
  }

  /**
   * Inserts the address as pending, or makes an existing pending/unsubscribed row pending with a
   * new token. A row confirmed meanwhile (a confirm racing this subscribe) is left alone: the
   * answer is then undefined.
   */
  async savePending(
    subscription: PendingSubscription,
    trx: Knex.Transaction,
  ): Promise<{ id: number; email: string } | undefined> {
    const [row] = await trx(SUBSCRIBERS)
      .insert({ ...subscription, status: 'pending' })
      .onConflict(trx.raw('(lower(email))'))
      .merge({
        status: 'pending',
        locale: subscription.locale,
        country_category: subscription.country_category,
        confirm_token_hash: subscription.confirm_token_hash,
        confirm_token_expires_at: subscription.confirm_token_expires_at,
        ip: subscription.ip,
        updated_at: trx.fn.now(),
      })
      .where(`${SUBSCRIBERS}.status`, '<>', 'confirmed')
      .returning(['id', 'email']);
    return row;
  }

  /** The installation's key for unsubscribe links (read once per process). */
  signingKey(): Promise<string> {
    this.key ??= this.db(SIGNING_KEYS)
      .orderBy('id')
      .first('key')
      .then((row: { key: string } | undefined) => {
        if (!row) throw new Error('newsletter: no signing key (run the migrations)');
        return row.key;
      })
      .catch((error: unknown) => {
        this.key = null;
        throw error;
      });
    return this.key;
  }
}
