import type { Knex } from 'knex';
import type {
  EventPublisher,
  EventSubscription,
  JobQueue,
  Logger,
  PluginDefinition,
  PlatformServices,
} from '@eventalp/platform-sdk';

export const EVENT_DELIVERIES_TABLE = 'platform_event_deliveries';
export const DELIVER_EVENT_JOB = 'platform.events.deliver';
/** Deliveries are tried this many times in all (queue retries and sweeps) before they are dead. */
export const MAX_EVENT_ATTEMPTS = 6;
/** Delivered rows are kept this long for inspection, then the sweep removes them. */
const KEEP_DELIVERED_DAYS = 7;

interface Subscriber {
  /** `<pluginId>/<subscription name>`, stored with each delivery. */
  key: string;
  subscription: EventSubscription;
}

/**
 * Durable platform events: `publish` writes one delivery row per subscriber (in the caller's
 * transaction when given) and queues a `platform.events.deliver` job per row after commit; the
 * job runs the subscriber and marks the row. Mirrors the mail outbox: the queue only carries ids.
 */
export class EventOutbox implements EventPublisher {
  private readonly declared = new Map<string, string>();
  private readonly subscribers = new Map<string, Subscriber[]>();
  private readonly byKey = new Map<string, Subscriber>();

  constructor(
    private readonly db: Knex,
    private readonly queue: JobQueue,
    private readonly logger: Logger,
  ) {}

  /** Takes the plugins' declared events and subscriptions; throws on a subscription nobody publishes. */
  register(
    plugins: readonly PluginDefinition[],
    servicesOf: (plugin: PluginDefinition) => PlatformServices,
  ): void {
    for (const plugin of plugins)
      for (const event of plugin.events ?? []) {
        const owner = this.declared.get(event.name);
        if (owner)
          throw new Error(`Event '${event.name}' is declared by ${owner} and ${plugin.id}`);
        this.declared.set(event.name, plugin.id);
      }
    for (const plugin of plugins)
      for (const subscription of plugin.subscriptions?.(servicesOf(plugin)) ?? []) {
        if (!this.declared.has(subscription.event))
          throw new Error(
            `Plugin ${plugin.id} subscribes to '${subscription.event}', which no plugin declares`,
          );
        const subscriber = { key: `${plugin.id}/${subscription.name}`, subscription };
        if (this.byKey.has(subscriber.key))
          throw new Error(`Subscription ${subscriber.key} is defined twice`);
        this.byKey.set(subscriber.key, subscriber);
        this.subscribers.set(subscription.event, [
          ...(this.subscribers.get(subscription.event) ?? []),
          subscriber,
        ]);
      }
  }

  async publish(name: string, payload: unknown, trx?: Knex.Transaction): Promise<void> {
    if (!this.declared.has(name)) throw new Error(`Event '${name}' is not declared by any plugin`);
    const subscribers = this.subscribers.get(name) ?? [];
    if (subscribers.length === 0) return;
    const rows: { id: string | number }[] = await (trx ?? this.db)(EVENT_DELIVERIES_TABLE)
      .insert(
        subscribers.map((subscriber) => ({
          event: name,
          subscriber: subscriber.key,
          payload: JSON.stringify(payload ?? null),
          status: 'pending',
        })),
      )
      .returning('id');
    // A queue outage must not fail the change that published: the row is there, the sweep re-queues.
    const enqueue = () =>
      Promise.all(rows.map((row) => this.queue.add(DELIVER_EVENT_JOB, { id: Number(row.id) })))
        .then(() => undefined)
        .catch((error) => this.logger.warn({ err: error, event: name }, 'event not queued'));
    if (trx) trx.executionPromise.then(enqueue, () => undefined);
    else await enqueue();
  }

  /** Claims one pending delivery and runs its subscriber; throws (for a retry) when it fails. */
  async deliver(id: number): Promise<void> {
    const db = this.db;
    const [row] = await db(EVENT_DELIVERIES_TABLE)
      .where({ id })
      .whereIn('status', ['pending', 'failed'])
      .update({ status: 'running', attempts: db.raw('attempts + 1'), updated_at: db.fn.now() })
      .returning('*');
    if (!row) return;
    const subscriber = this.byKey.get(row.subscriber);
    if (!subscriber) {
      // The subscribing plugin was removed or renamed its subscription: nobody will take it.
      await this.finish(id, 'dead', 'no such subscriber');
      return;
    }
    try {
      await subscriber.subscription.handle(row.payload);
      await this.finish(id, 'delivered', null);
    } catch (error) {
      const status = row.attempts >= MAX_EVENT_ATTEMPTS ? 'dead' : 'failed';
      await this.finish(id, status, String(error).slice(0, 2000));
      this.logger.warn(
        { err: error, deliveryId: id, event: row.event, subscriber: row.subscriber, status },
        'event delivery failed',
      );
      if (status === 'failed') throw error;
    }
  }

  /**
   * Re-queues deliveries whose job was lost (queue outage, crash): pending or failed rows untouched
   * for a minute, rows stuck running for ten minutes; drops delivered rows after a week.
   * Answers how many were re-queued.
   */
  async sweep(): Promise<number> {
    const db = this.db;
    await db(EVENT_DELIVERIES_TABLE)
      .where('status', 'running')
      .where('updated_at', '<', db.raw("now() - interval '10 minutes'"))
      .update({ status: 'failed', updated_at: db.fn.now() });
    await db(EVENT_DELIVERIES_TABLE)
      .where('status', 'delivered')
      .where('updated_at', '<', db.raw(`now() - interval '${KEEP_DELIVERED_DAYS} days'`))
      .delete();
    const rows: { id: string }[] = await db(EVENT_DELIVERIES_TABLE)
      .whereIn('status', ['pending', 'failed'])
      .where('updated_at', '<', db.raw("now() - interval '1 minute'"))
      .orderBy('id')
      .limit(500)
      .select('id');
    for (const row of rows) await this.queue.add(DELIVER_EVENT_JOB, { id: Number(row.id) });
    return rows.length;
  }

  private async finish(id: number, status: string, error: string | null): Promise<void> {
    await this.db(EVENT_DELIVERIES_TABLE)
      .where({ id })
      .update({ status, last_error: error, updated_at: this.db.fn.now() });
  }
}

/** The deliveries table (a core migration). */
export const eventDeliveriesMigration = {
  name: '20261122000000_event_deliveries',
  async up(knex: Knex) {
    await knex.schema.createTable(EVENT_DELIVERIES_TABLE, (table) => {
      table.bigIncrements('id');
      table.string('event', 200).notNullable();
      table.string('subscriber', 200).notNullable();
      table.jsonb('payload').notNullable();
      table
        .enu('status', ['pending', 'running', 'delivered', 'failed', 'dead'])
        .notNullable()
        .defaultTo('pending');
      table.integer('attempts').notNullable().defaultTo(0);
      table.text('last_error');
      table.timestamps(true, true);
      table.index(['status', 'updated_at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable(EVENT_DELIVERIES_TABLE);
  },
};
