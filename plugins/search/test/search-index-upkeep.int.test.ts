import { markEntriesChanged } from '@eventalp/plugin-catalog';
import { syncLocations } from '@eventalp/plugin-search';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Catalogue writes reach the search indexes through the `catalog.entries.changed` event. */
describe('search index follows catalogue writes', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await t.platform.seed({ demo: true, counts: { locations: 30, providers: 14, photos: 1 } });
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.platform.services.db;
  const found = async (path: string, q: string) => {
    await t.platform.drainJobs();
    const { body } = await t.agent.get(path).query({ q, seed: '11112222' }).expect(200);
    return body.data.map((card: { id: number }) => card.id) as number[];
  };

  it('re-indexes a renamed location once the change commits, and drops one that is withdrawn', async () => {
    const id: number = (await db()('catalog_locations').where({ approved: true }).first('id')).id;
    await db().transaction(async (trx) => {
      await trx('catalog_locations').where({ id }).update({ full_name: 'Alpenglühn Pavillon' });
      await markEntriesChanged(t.platform.services, 'location', [id], trx);
    });
    await eventually(async () =>
      (await found('/api/guest/search/locations', 'Alpenglühn')).includes(id),
    );

    await db().transaction(async (trx) => {
      await trx('catalog_locations').where({ id }).update({ approved: false });
      await markEntriesChanged(t.platform.services, 'location', [id], trx);
    });
    await eventually(
      async () => !(await found('/api/guest/search/locations', 'Alpenglühn')).includes(id),
    );
  });

  it('re-indexes a provider whose offers change', async () => {
    const listed = (await t.agent.get('/api/guest/search/providers').query({ per_page: 1 })).body;
    const id: number = listed.data[0].id;
    const foodtruck = 543;
    const withOffer = async () => {
      await t.platform.drainJobs();
      const { body } = await t.agent
        .get('/api/guest/search/providers')
        .query({ offers: String(foodtruck), per_page: 100 })
        .expect(200);
      return body.data.some((card: { id: number }) => card.id === id) as boolean;
    };
    await db()('catalog_entry_terms')
      .where({ entry_type: 'provider', entry_id: id, term_id: foodtruck })
      .delete();
    await markEntriesChanged(t.platform.services, 'provider', [id]);
    await eventually(async () => !(await withOffer()));
    await db().transaction(async (trx) => {
      await trx('catalog_entry_terms').insert({
        entry_type: 'provider',
        entry_id: id,
        term_id: foodtruck,
      });
      await markEntriesChanged(t.platform.services, 'provider', [id], trx);
    });
    await eventually(withOffer);
  });

  it('re-indexes the location of a changed room (capacity filter)', async () => {
    const listed = (await t.agent.get('/api/guest/search/locations').query({ rooms: 1 })).body;
    const room = await db()('catalog_rooms')
      .where({ location_id: listed.data[0].id })
      .first('id', 'location_id');
    const hall = async () => {
      await t.platform.drainJobs();
      const { body } = await t.agent
        .get('/api/guest/search/locations')
        .query({ persons: 40_000, style: 'concert', per_page: 100 })
        .expect(200);
      return body.data.map((card: { id: number }) => card.id) as number[];
    };
    expect(await hall()).not.toContain(room.location_id);
    await db().transaction(async (trx) => {
      await trx('catalog_rooms').where({ id: room.id }).update({ concert_max: 50_000 });
      await markEntriesChanged(t.platform.services, 'location', [room.location_id], trx);
    });
    await eventually(async () => (await hall()).includes(room.location_id));
  });

  it('leaves the index alone when the change rolls back', async () => {
    const id: number = (await db()('catalog_locations').where({ approved: true }).first('id')).id;
    await expect(
      db().transaction(async (trx) => {
        await trx('catalog_locations').where({ id }).update({ full_name: 'Phantomhalle' });
        await markEntriesChanged(t.platform.services, 'location', [id], trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.platform.drainJobs();
    const deliveries = await db()('platform_event_deliveries').whereRaw('payload @> ?::jsonb', [
      JSON.stringify({ kind: 'location', ids: [id] }),
    ]);
    expect(deliveries).toEqual([]);
  });

  it('lets a sync wait for one already under way, so it reads the newer entry', async () => {
    const id: number = (await db()('catalog_locations').where({ approved: true }).first('id')).id;
    let sync: Promise<void> | undefined;
    await db().transaction(async (trx) => {
      // Another sync of this entry holds the lock; the edit lands while this one waits.
      await trx.raw('select pg_advisory_xact_lock(hashtext(?), ?)', ['search:location', id]);
      sync = syncLocations(t.platform.services, [id]);
      await eventually(async () => {
        const { rows } = await db().raw(
          "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted",
        );
        return rows[0].waiting > 0;
      });
      await db()('catalog_locations').where({ id }).update({ full_name: 'Nebelhorn Lounge' });
    });
    await sync;
    const { body } = await t.agent
      .get('/api/guest/search/locations')
      .query({ q: 'Nebelhorn', seed: '11112222' })
      .expect(200);
    expect(body.data.map((card: { id: number }) => card.id)).toContain(id);
  });
});
