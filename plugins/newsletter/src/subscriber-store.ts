import type { Knex } from 'knex';
import type { SubscriberView } from './domain/newsletter-answers';
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

/** The columns the API answers with: never token hashes or addresses of the client. */
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

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** A subscriber row as the back office's answer shows it. */
function subscriberView(row: Subscriber): SubscriberView {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    locale: row.locale,
    country_category: row.country_category,
    confirm_token_expires_at: isoOrNull(row.confirm_token_expires_at),
    confirmed_at: isoOrNull(row.confirmed_at),
    unsubscribed_at: isoOrNull(row.unsubscribed_at),
    created_at: row.created_at.toISOString(),
  };
}

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

  /** One page of subscribers, newest first, in the API's shape. */
  async list(
    status: SubscriberStatus | undefined,
    page: number,
    perPage: number,
  ): Promise<{ total: number; rows: SubscriberView[] }> {
    const filtered = () => (status ? this.db(SUBSCRIBERS).where({ status }) : this.db(SUBSCRIBERS));
    const counted = await filtered().count<{ count: string }[]>('* as count');
    const rows: Subscriber[] = await filtered()
      .select(PUBLIC_COLUMNS)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(perPage)
      .offset((page - 1) * perPage);
    return { total: Number(counted[0]?.count ?? 0), rows: rows.map(subscriberView) };
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
