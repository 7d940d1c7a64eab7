import { definePlugin, type PluginDefinition } from '@eventalp/platform-sdk';
import { EVENT_DELIVERIES_TABLE, EventOutbox } from '../src/events/event-outbox';
import { createTestPlatform, type TestPlatform } from './test-platform';

const THING = 'publisher.thing.happened';

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('platform events', () => {
  let t: TestPlatform;
  const received: unknown[] = [];
  let failuresLeft = 0;
  const publisher = definePlugin({
    id: 'publisher',
    events: [{ name: THING, description: 'something happened' }],
  });
  const listener = definePlugin({
    id: 'listener',
    dependencies: ['publisher'],
    subscriptions: () => [
      {
        name: 'record',
        event: THING,
        async handle(payload) {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            throw new Error('not yet');
          }
          received.push(payload);
        },
      },
    ],
  });

  beforeAll(async () => {
    t = await createTestPlatform({ plugins: [publisher, listener] });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    received.length = 0;
    failuresLeft = 0;
  });

  const events = () => t.platform.services.events;
  const db = () => t.platform.services.db;
  const settle = async (count: number) => {
    await t.platform.drainJobs();
    await eventually(() => received.length >= count);
  };

  it('delivers a published event to each subscriber in a queued job', async () => {
    await events().publish(THING, { ids: [1, 2] });
    await settle(1);
    expect(received).toEqual([{ ids: [1, 2] }]);
    await eventually(
      async () =>
        (await db()(EVENT_DELIVERIES_TABLE).where({ status: 'delivered' }).count('* as n'))[0]!
          .n === '1',
    );
  });

  it('publishes nothing when the surrounding transaction rolls back, and after the commit otherwise', async () => {
    await expect(
      db().transaction(async (trx) => {
        await events().publish(THING, { rolled: 'back' }, trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db().transaction(async (trx) => {
      await events().publish(THING, { committed: true }, trx);
    });
    await settle(1);
    expect(received).toEqual([{ committed: true }]);
    expect(
      await db()(EVENT_DELIVERIES_TABLE).whereRaw("payload->>'rolled' = 'back'").count('* as n'),
    ).toEqual([{ n: '0' }]);
  });

  it('retries a subscriber that fails', async () => {
    failuresLeft = 1;
    await events().publish(THING, { retry: 1 });
    await settle(1);
    expect(received).toEqual([{ retry: 1 }]);
    // The handler has run; the delivery row is marked right after it (on Bull, in another tick).
    const row = () => db()(EVENT_DELIVERIES_TABLE).whereRaw("payload->>'retry' = '1'").first();
    await eventually(async () => (await row())?.status === 'delivered');
    expect(await row()).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('re-queues a delivery whose job was lost', async () => {
    await db()(EVENT_DELIVERIES_TABLE).insert({
      event: THING,
      subscriber: 'listener/record',
      payload: JSON.stringify({ lost: true }),
      status: 'pending',
      updated_at: db().raw("now() - interval '5 minutes'"),
    });
    expect(await (t.platform.services.events as EventOutbox).sweep()).toBeGreaterThanOrEqual(1);
    await settle(1);
    expect(received).toEqual([{ lost: true }]);
  });

  it('refuses events no plugin declares, and subscriptions to them', async () => {
    await expect(events().publish('publisher.unknown', {})).rejects.toThrow(/not declared/);
    const stray: PluginDefinition = definePlugin({
      id: 'stray',
      subscriptions: () => [{ name: 'x', event: 'nobody.declares', handle: async () => {} }],
    });
    const outbox = new EventOutbox(db(), t.platform.services.queue, t.platform.services.logger);
    expect(() => outbox.register([publisher, stray], () => t.platform.services)).toThrow(
      /which no plugin declares/,
    );
  });
});
