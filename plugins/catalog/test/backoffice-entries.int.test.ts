import {
  createTestPlatform,
  waitForSentMail,
  type TestPlatform,
} from '@eventalp/platform-api/testing';

type Client = Awaited<ReturnType<TestPlatform['signIn']>>;

/**
 * Locations, providers, rooms and the approval queue in the back office (sales and admin): lists
 * with filters, show with contract, notes, prices and reviews, edits with the owners' rules and
 * the spec's German texts (never a 500), tier and release window, archive and restore; each save
 * reaches the public search through `catalog.entries.changed`. The approval queue: a pending new
 * entry is listed with its name, a rejection needs a reason and mails it to the owner, an approval
 * makes the entry public.
 */
describe('back-office entries', () => {
  let t: TestPlatform;
  let sales: Client;
  let locationId: number;
  let location: Record<string, unknown>;
  const db = () => t.platform.services.db;

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    sales = await t.signIn('sales', 'Sales1234', '10.41.0.1');
    const row = await db()('catalog_locations')
      .where({ approved: true })
      .whereNull('release_at')
      .whereNull('expires_at')
      .whereNotNull('region_id')
      .orderBy('id')
      .first('id');
    locationId = row.id;
  }, 240_000);
  afterAll(() => t.close());

  const put = (path: string, body: object) =>
    sales.agent.put(`/api/backoffice/${path}`).set('X-CSRF-Token', sales.token).send(body);
  const post = (path: string, body?: object) =>
    sales.agent.post(`/api/backoffice/${path}`).set('X-CSRF-Token', sales.token).send(body);
  const get = (path: string) => sales.agent.get(`/api/backoffice/${path}`);
  const searchIds = async (q: string) =>
    (
      await t.agent.get('/api/guest/search/locations').query({ q, per_page: 100 }).expect(200)
    ).body.data.map((card: { id: number }) => card.id) as number[];

  it.each(['locations', 'providers', 'rooms', 'approvals'])(
    '%s: sales and admin only (anonymous 401, owner, editor and award 403)',
    async (resource) => {
      const path = `/api/backoffice/${resource}`;
      await t.agent.get(path).expect(401);
      let ip = 0;
      for (const [login, password, status] of [
        ['venue', 'Venue1234', 403],
        ['editor', 'Editor1234', 403],
        ['award', 'Award1234', 403],
        ['admin', 'Admin1234', 200],
      ] as const) {
        ip += 1;
        const who = await t.signIn(login, password, `10.42.${resource.length}.${ip}`);
        await who.agent.get(path).expect(status);
      }
      await sales.agent.get(path).expect(200);
    },
  );

  it('lists locations with search, filters, sort and pages', async () => {
    const { body } = await get('locations?per_page=5&sort=full_name&order=asc').expect(200);
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    const names = body.data.map((entry: { full_name: string }) => entry.full_name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(names);
    const premium = await get('locations?type_id=3&approved=true&per_page=100').expect(200);
    for (const entry of premium.body.data)
      expect(entry).toMatchObject({ type_id: 3, approved: true });
    const first = body.data[0];
    const word = String(first.full_name).split(' ')[0]!;
    const found = await get(`locations?q=${encodeURIComponent(word)}&per_page=100`).expect(200);
    expect(found.body.data.map((entry: { id: number }) => entry.id)).toContain(first.id);
    const live = await get('locations?release=live&per_page=100').expect(200);
    expect(live.body.total).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown tier', 'type_id=9', 'type_id'],
    ['a bad approval flag', 'approved=ja', 'approved'],
    ['an unknown release state', 'release=bald', 'release'],
    ['a bad date', 'release_from=gestern', 'release_from'],
    ['an unknown sort field', 'sort=password', 'sort'],
  ])('refuses %s with the spec text', async (_case, query, field) => {
    const { body } = await get(`locations?${query}`).expect(422);
    expect(body.errors[field]).toEqual(['Ungültiges Format']);
  });

  it('shows a location with its contract, notes, prices and reviews', async () => {
    await db()('catalog_contracts').insert({
      entry_type: 'location',
      entry_id: locationId,
      deal_id: 'D-4711',
      subscription_type: 'Premium',
      starts_on: '2026-01-01',
      ends_on: '2026-12-31',
      customer_discount_percent: 10,
    });
    await db()('catalog_notes').insert({
      entry_type: 'location',
      entry_id: locationId,
      content: 'Rückruf im Januar',
    });
    await db()('catalog_prices').insert({
      entry_type: 'location',
      entry_id: locationId,
      service: 'Saalmiete',
      price: 1200.5,
      unit: 'pro Tag',
    });
    const { body } = await get(`locations/${locationId}`).expect(200);
    location = body;
    expect(body.contract).toMatchObject({
      deal_id: 'D-4711',
      starts_on: '2026-01-01',
      customer_discount_percent: 10,
    });
    expect(body.notes[0]).toMatchObject({ content: 'Rückruf im Januar' });
    expect(body.prices).toContainEqual(
      expect.objectContaining({ service: 'Saalmiete', price: 1200.5, unit: 'pro Tag' }),
    );
    expect(body.reviews).toEqual(expect.any(Array));
    await get('locations/999999').expect(404);
    await get('locations/abc').expect(422);
  });

  const editable = () => {
    const {
      id: _id,
      contract: _c,
      notes: _n,
      prices: _p,
      reviews: _r,
      ...values
    } = location as Record<string, unknown>;
    return values;
  };

  it.each([
    ['no name', { full_name: '' }, 'full_name', 'Dieses Feld ist erforderlich.'],
    [
      'a one-letter name',
      { full_name: 'A' },
      'full_name',
      'Dieses Feld muss mindestens 2 Zeichen lang sein.',
    ],
    ['a bad e-mail', { enquiry_email: 'kein-mail' }, 'enquiry_email', 'Ungültige Emailadresse'],
    ['a letter postcode', { zip: 'ZH80' }, 'zip', 'Ungültiges Format'],
    [
      'a phone with too few digits',
      { phone: '044 12' },
      'phone',
      'Die Telefonnummer muss mindestens 10 Ziffern enthalten.',
    ],
    [
      'a 360 tour over http',
      { vr_url: 'http://tour.example.ch/360' },
      'vr_url',
      'Bitte gib eine Adresse ein, die mit https:// beginnt.',
    ],
    ['an unknown tier', { type_id: 8 }, 'type_id', 'Ungültiges Format'],
    ['a release that is no date', { release_at: 'morgen' }, 'release_at', 'Ungültiges Format'],
    [
      'an expiry before the release',
      { release_at: '2027-02-01T00:00:00Z', expires_at: '2027-01-01T00:00:00Z' },
      'expires_at',
      'Das Ablaufdatum muss nach dem Freigabedatum liegen.',
    ],
    ['a region as category', { category_id: 297 }, 'category_id', 'Ungültiges Format'],
    ['a category as region', { region_id: 1 }, 'region_id', 'Ungültiges Format'],
    ['an unknown category', { category_id: 999999 }, 'category_id', 'Ungültiges Format'],
  ])('refuses %s with the spec text, never a 500', async (_case, change, field, message) => {
    const { body } = await put(`locations/${locationId}`, { ...editable(), ...change }).expect(422);
    expect(body.errors[field]).toEqual([message]);
  });

  it('saves tier and release window; the public search follows through the event', async () => {
    const name = `Backoffice Testhalle ${Date.now().toString(36)}`;
    const saved = await put(`locations/${locationId}`, {
      ...editable(),
      full_name: name,
      type_id: 5,
    }).expect(200);
    expect(saved.body).toMatchObject({ full_name: name, type_id: 5 });
    await t.eventually(async () => expect(await searchIds(name)).toContain(locationId));
    const later = await put(`locations/${locationId}`, {
      ...editable(),
      full_name: name,
      type_id: 5,
      release_at: '2099-01-01T00:00:00Z',
    }).expect(200);
    expect(later.body.release_at).toBe('2099-01-01T00:00:00.000Z');
    await t.agent.get(`/api/guest/locations/${locationId}`).expect(404);
    await t.eventually(async () => expect(await searchIds(name)).not.toContain(locationId));
    const waiting = await get('locations?release=waiting&per_page=100').expect(200);
    expect(waiting.body.data.map((entry: { id: number }) => entry.id)).toContain(locationId);
    await put(`locations/${locationId}`, {
      ...editable(),
      full_name: name,
      release_at: null,
    }).expect(200);
    const history = await get(`locations/${locationId}/history`).expect(200);
    expect(history.body.data[0].changed).toEqual(expect.arrayContaining(['release_at']));
  });

  it('archives and restores: an archived entry is not public', async () => {
    await post(`locations/${locationId}/archive`).expect(200);
    await t.agent.get(`/api/guest/locations/${locationId}`).expect(404);
    const archived = await get('locations?archived=archived&per_page=100').expect(200);
    expect(archived.body.data.map((entry: { id: number }) => entry.id)).toContain(locationId);
    const restored = await post(`locations/${locationId}/restore`).expect(200);
    expect(restored.body.archived_at).toBeNull();
    await t.agent.get(`/api/guest/locations/${locationId}`).expect(200);
    const bulk = await post('locations/bulk', { action: 'delete', ids: [locationId] }).expect(422);
    expect(bulk.body.errors.action).toEqual(['Ungültiges Format']);
  });

  it('edits providers with the provider rules', async () => {
    const { body } = await get('providers?per_page=1').expect(200);
    const {
      id,
      contract: _c,
      notes: _n,
      prices: _p,
      reviews: _r,
      ...values
    } = (await get(`providers/${body.data[0].id}`).expect(200)).body;
    const refused = await put(`providers/${id}`, {
      ...values,
      min_people: 50,
      max_people: 10,
    }).expect(422);
    expect(refused.body.errors.max_people).toEqual([
      'Der Höchstwert darf nicht kleiner als der Mindestwert sein.',
    ]);
    await put(`providers/${id}`, { ...values, min_people: 10, max_people: 50 }).expect(200);
  });

  it('edits rooms with the owners’ room rules', async () => {
    const { body } = await get(`rooms?location_id=${locationId}`).expect(200);
    expect(body.data.length).toBeGreaterThan(0);
    const { id, ...room } = body.data[0];
    const floor = await put(`rooms/${id}`, { ...room, floor: 'Gras' }).expect(422);
    expect(floor.body.errors).toEqual({ floor: ['Ungültiges Format'] });
    const sizes = await put(`rooms/${id}`, { ...room, banquet_min: 80, banquet_max: 20 });
    expect(sizes.status).toBe(422);
    expect(sizes.body.errors).toEqual({
      banquet_max: ['Der Höchstwert darf nicht kleiner als der Mindestwert sein.'],
    });
    const saved = await put(`rooms/${id}`, { ...room, name: 'Seesaal', area: 120.5 }).expect(200);
    expect(saved.body).toMatchObject({ name: 'Seesaal', area: 120.5 });
  });

  describe('the approval queue', () => {
    let owner: { id: number; email: string };
    let pendingId: number;
    let entryId: number;

    beforeAll(async () => {
      owner = await db()('accounts_users').where({ login_name: 'venue' }).first('id', 'email');
      const entry = await db()('catalog_locations')
        .whereNot({ id: locationId })
        .where({ approved: true })
        .whereNull('release_at')
        .orderBy('id', 'desc')
        .first('id', 'full_name');
      entryId = entry.id;
      await db()('catalog_locations')
        .where({ id: entryId })
        .update({ approved: false, owner_user_id: owner.id, release_requested_at: new Date() });
      const [queued] = await db()('catalog_pending_changes')
        .insert(
          [entryId, entryId].map((id) => ({
            entry_type: 'location',
            entry_id: id,
            kind: 'new_entry',
            requested_by: owner.id,
          })),
        )
        .returning('id');
      pendingId = queued.id;
    });

    it('lists pending requests with their entry’s name', async () => {
      const { body } = await get('approvals?status=pending&kind=new_entry&per_page=100').expect(
        200,
      );
      const request = body.data.find((row: { id: number }) => row.id === pendingId);
      expect(request).toMatchObject({ entry_id: entryId, status: 'pending', kind: 'new_entry' });
      expect(request.entry_name).toEqual(expect.any(String));
      await get('approvals?status=offen').expect(422);
      const shown = await get(`approvals/${pendingId}`).expect(200);
      expect(shown.body.current).toBeNull();
    });

    it('needs a reason to reject and mails it to the owner', async () => {
      const empty = await post(`approvals/${pendingId}/reject`, { message: ' ' }).expect(422);
      expect(empty.body.errors.message).toEqual(['Dieses Feld ist erforderlich.']);
      const long = await post(`approvals/${pendingId}/reject`, { message: 'x'.repeat(2001) });
      expect(long.status).toBe(422);
      await post('approvals/abc/reject', { message: 'Bitte Fotos ergänzen.' }).expect(422);
      await post('approvals/999999/reject', { message: 'Bitte Fotos ergänzen.' }).expect(404);
      const rejected = await post(`approvals/${pendingId}/reject`, {
        message: 'Bitte ergänze Fotos der Räume.',
      }).expect(200);
      expect(rejected.body.message).toBe(
        'Abgelehnt. Die Begründung wurde an den Eigentümer gesendet.',
      );
      const mail = await waitForSentMail(t.platform, owner.email);
      expect(mail.text).toContain('Bitte ergänze Fotos der Räume.');
      const { body } = await get(`approvals/${pendingId}`).expect(200);
      expect(body).toMatchObject({
        status: 'rejected',
        decision_message: 'Bitte ergänze Fotos der Räume.',
      });
      await post(`approvals/${pendingId}/approve`).expect(404);
    });

    it('approves many at once; the entry becomes public and searchable', async () => {
      const bad = await post('approvals/bulk', { action: 'approve', ids: [] }).expect(422);
      expect(bad.body.errors.ids).toEqual(['Dieses Feld ist erforderlich.']);
      await post('approvals/bulk', { action: 'delete', ids: [pendingId] }).expect(422);
      const { body } = await post('approvals/bulk', {
        action: 'approve',
        ids: [pendingId, pendingId + 1],
      }).expect(200);
      expect(body).toEqual({ done: 1, message: '1 von 2 freigegeben.' });
      await t.agent.get(`/api/guest/locations/${entryId}`).expect(200);
    });

    it('decides a waiting new entry that sales approve in its form', async () => {
      await db()('catalog_locations').where({ id: entryId }).update({ approved: false });
      const [queued] = await db()('catalog_pending_changes')
        .insert({ entry_type: 'location', entry_id: entryId, kind: 'new_entry' })
        .returning('id');
      const {
        id: _id,
        contract: _c,
        notes: _n,
        prices: _p,
        reviews: _r,
        ...values
      } = (await get(`locations/${entryId}`).expect(200)).body;
      await put(`locations/${entryId}`, { ...values, approved: true }).expect(200);
      const { body } = await get(`approvals/${queued.id}`).expect(200);
      expect(body.status).toBe('approved');
    });
  });
});
