import sharp from 'sharp';
import {
  OUTBOX_TABLE,
  createTestPlatform,
  waitForSentMail,
  type TestPlatform,
} from '@eventalp/platform-api/testing';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { approvePendingChange, pendingChanges } from '../src';

describe('guest entry creation and the owners area', () => {
  let t: TestPlatform;
  let client = 0;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'reference', env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const signup = (change: Record<string, unknown> = {}) => ({
    type: 'location',
    category_id: 1,
    entry_category_id: 516,
    full_name: 'Seeblick Lounge',
    description: 'Lounge am See',
    street: 'Seestrasse',
    street_number: '12',
    zip: '8800',
    place: 'Thalwil',
    region: 297,
    first_name: 'Sina',
    last_name: 'Seeblick',
    email: 'sina@seeblick.example',
    login_name: 'seeblick',
    password: 'geheim12',
    password_confirmation: 'geheim12',
    ...change,
  });

  async function newClient() {
    const agent = t.newAgent();
    let token = await t.csrf(agent);
    client += 1;
    const ip = `10.9.0.${client}`;
    return {
      agent,
      get token() {
        return token;
      },
      /** Signing in (the guest entry does) changes the CSRF token: the next page brings the new one. */
      async nextPage() {
        token = await t.csrf(agent);
      },
      post: (path: string, body?: object) =>
        agent.post(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip).send(body),
      put: (path: string, body?: object) =>
        agent.put(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip).send(body),
      get: (path: string) => agent.get(path).set('X-Forwarded-For', ip),
      del: (path: string) =>
        agent.delete(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip),
    };
  }

  let owner: Awaited<ReturnType<typeof newClient>>;
  let locationId: number;

  it('creates the entry and a public_user account in one step, signed in, unapproved', async () => {
    owner = await newClient();
    const response = await owner.post('/api/guest/entries', signup());
    expect(response.status).toBe(201);
    await owner.nextPage();
    locationId = response.body.entry.id;
    expect(response.body.entry.type).toBe('location');
    const db = t.platform.services.db;
    const entry = await db('catalog_locations').where({ id: locationId }).first();
    expect(entry).toMatchObject({
      approved: false,
      type_id: 3,
      country_category: 1,
      created_via: 'guest',
      region_id: 297,
    });
    const user = await db('accounts_users').where({ id: entry.owner_user_id }).first();
    expect(user.roles).toEqual(['public_user']);
    expect(user.email_verified_at).toBeNull();
    const me = await owner.get('/api/auth/me');
    expect(me.body.user).toMatchObject({ login_name: 'seeblick', email_verified: false });
    const mail = await waitForSentMail(t.platform, 'sina@seeblick.example');
    expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    expect(mail.text).toMatch(/\/site\/guest\/email\/verify\/[\w-]{43}/);
  });

  it("answers 'E-mail already registered' and nothing more, writing nothing", async () => {
    const other = await newClient();
    const before = await t.platform.services.db('catalog_locations').count('* as n').first();
    const response = await other.post(
      '/api/guest/entries',
      signup({ login_name: 'anders', email: 'SINA@seeblick.example' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      email: ['Diese E-Mail-Adresse ist bereits registriert.'],
    });
    const after = await t.platform.services.db('catalog_locations').count('* as n').first();
    expect(after).toEqual(before);
  });

  it('validates every field with the spec texts', async () => {
    const other = await newClient();
    const response = await other.post('/api/guest/entries', {
      ...signup({
        email: 'x',
        zip: '80a',
        login_name: 'a b',
        password: '12345',
        password_confirmation: '1',
        region: 999999,
      }),
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({
      email: ['Ungültige Emailadresse'],
      zip: ['Ungültiges Format'],
      login_name: [
        'Der Loginname darf nur Buchstaben (a-z, A-Z), Ziffern und Bindestriche enthalten.',
      ],
      password: ['Das Passwort muss mindestens 6 Zeichen lang sein.'],
    });
    const wrongRegion = await other.post(
      '/api/guest/entries',
      signup({ email: 'neu@x.example', login_name: 'neu', region: 320 }),
    );
    expect(wrongRegion.status).toBe(422);
  });

  it('throttles sign-ups: five per address in ten minutes', async () => {
    const flood = await newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await flood.post('/api/guest/entries', {})).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('lets an unverified owner edit but not hand the entry in', async () => {
    const response = await owner.post(`/api/user/entries/location/${locationId}/release`);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Bitte bestätige zuerst deine E-Mail-Adresse.');
    const list = await owner.get('/api/user/entries');
    expect(list.body).toMatchObject({
      email_verified: false,
      data: [{ id: locationId, status: 'draft', name: 'Seeblick Lounge' }],
    });
  });

  it('verifies the address once by the mailed link', async () => {
    const mail = await waitForSentMail(t.platform, 'sina@seeblick.example');
    const token = /verify\/([\w-]+)/.exec(mail.text)![1]!;
    const anyone = await newClient();
    expect((await anyone.post('/api/auth/email/verify', { token })).status).toBe(200);
    const again = await anyone.post('/api/auth/email/verify', { token });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Dieser Bestätigungslink ist ungültig oder abgelaufen.');
    expect((await owner.get('/api/auth/me')).body.user.email_verified).toBe(true);
  });

  it('saves a section in one transaction and refuses a stale version', async () => {
    const path = `/api/user/locations/${locationId}/contact`;
    const loaded = await owner.get(path);
    expect(loaded.status).toBe(200);
    const values = {
      ...loaded.body.values,
      enquiry_email: 'anfragen@seeblick.example',
      phone: '044 123 45 67',
    };
    const saved = await owner.put(path, { version: loaded.body.version, values });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'Erfolgreich gespeichert.',
      version: loaded.body.version + 1,
    });
    expect(saved.body.values.enquiry_email).toBe('anfragen@seeblick.example');
    const stale = await owner.put(path, {
      version: loaded.body.version,
      values: { ...values, phone: '044 999 99 99' },
    });
    expect(stale.status).toBe(409);
    const bad = await owner.put(path, {
      version: saved.body.version,
      values: { ...values, enquiry_email: '', phone: '12' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      'values.enquiry_email': ['Dieses Feld ist erforderlich.'],
    });
    expect((await owner.get(path)).body.values.phone).toBe('044 123 45 67');
  });

  it('saves taxonomy terms, distances and FAQ, and refuses terms of another type', async () => {
    const event = await owner.put(`/api/user/locations/${locationId}/event`, {
      version: 0,
      values: { event_kinds: [40, 55], settings: [11], special_occasions: [] },
    });
    expect(event.status).toBe(200);
    expect(event.body.values.event_kinds).toEqual([40, 55]);
    const wrong = await owner.put(`/api/user/locations/${locationId}/event`, {
      version: 1,
      values: { event_kinds: [11], settings: [], special_occasions: [] },
    });
    expect(wrong.status).toBe(422);
    const location = await owner.put(`/api/user/locations/${locationId}/location`, {
      version: 0,
      values: {
        rent_option: 2,
        distances: [
          { kind: 'highway', name: 'A3', distance_km: 2.5 },
          { kind: 'airport', name: 'Zürich', distance_km: 25 },
        ],
        surroundings: [],
        accesses: [],
      },
    });
    expect(location.status).toBe(200);
    expect(location.body.values.distances).toHaveLength(2);
    const faq = await owner.put(`/api/user/locations/${locationId}/faq`, {
      version: 0,
      values: {
        parking: true,
        free_parking: false,
        own_catering: true,
        barrier_free: true,
        daylight: true,
        double_rooms: 4,
        single_rooms: 2,
      },
    });
    expect(faq.status).toBe(200);
    expect(faq.body.values).toMatchObject({ parking: true, double_rooms: 4 });
  });

  it('writes only its own kind of child rows (a provider may share the location id)', async () => {
    const db = t.platform.services.db;
    await db('catalog_providers').insert({
      id: locationId,
      full_name: 'Gleiche Nummer',
      category_id: 451,
    });
    await db('catalog_distances').insert({
      entry_type: 'provider',
      entry_id: locationId,
      kind: 'airport',
      name: 'Zürich',
      distance_km: 9,
    });
    const section = await owner.get(`/api/user/locations/${locationId}/location`);
    const saved = await owner.put(`/api/user/locations/${locationId}/location`, {
      version: section.body.version,
      values: {
        ...section.body.values,
        distances: [{ kind: 'train_station', name: 'Thalwil', distance_km: 0.4 }],
      },
    });
    expect(saved.body.values.distances).toEqual([
      { kind: 'train_station', name: 'Thalwil', distance_km: 0.4 },
    ]);
    expect(
      await db('catalog_distances')
        .where({ entry_type: 'provider', entry_id: locationId })
        .pluck('name'),
    ).toEqual(['Zürich']);
  });

  let photoId: number;
  it('adds, edits, reorders and deletes rooms', async () => {
    const base = `/api/user/locations/${locationId}/rooms`;
    const first = await owner.post(base, {
      version: 0,
      values: {
        name: 'Seesaal',
        area: 120,
        height: 3.5,
        banquet_min: 20,
        banquet_max: 100,
        floor: 'Parkett',
        rent_option: 1,
      },
    });
    expect(first.status).toBe(201);
    const second = await owner.post(base, {
      version: 1,
      values: { name: 'Lounge', seminar_min: 10, seminar_max: 5 },
    });
    expect(second.status).toBe(422);
    expect(second.body.errors).toMatchObject({
      'values.seminar_max': ['Der Höchstwert darf nicht kleiner als der Mindestwert sein.'],
    });
    const third = await owner.post(base, { version: 1, values: { name: 'Lounge' } });
    expect(third.status).toBe(201);
    const reordered = await owner.put(`/api/user/locations/${locationId}/rooms-order`, {
      version: 2,
      ids: [third.body.room.id, first.body.room.id],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((room: { name: string }) => room.name)).toEqual([
      'Lounge',
      'Seesaal',
    ]);
    expect(reordered.body.data[1]).toMatchObject({ area: 120, height: 3.5, floor: 'Parkett' });
    const deleted = await owner.del(`${base}/${third.body.room.id}?version=3`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toHaveLength(1);
  });

  it('stages an uploaded photo until the photos section lists it', async () => {
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#48a' },
    })
      .jpeg()
      .toBuffer();
    const upload = await owner.agent
      .post(`/api/user/entries/location/${locationId}/media`)
      .set('X-CSRF-Token', owner.token)
      .field('collection', 'photos')
      .attach('file', jpeg, 'see.jpg');
    expect(upload.status).toBe(201);
    photoId = upload.body.id;
    const photos = await owner.put(`/api/user/locations/${locationId}/photos`, {
      version: 0,
      values: { photos: [{ id: photoId, slot: 'exterior_image', title: 'Blick auf den See' }] },
    });
    expect(photos.status).toBe(200);
    expect(photos.body.values.photos).toMatchObject([
      { id: photoId, slot: 'exterior_image', title: 'Blick auf den See' },
    ]);
    expect(photos.body.pending).toBeNull();
  });

  it('hands the entry in and, once approved, holds name changes for approval while texts go live', async () => {
    const release = await owner.post(`/api/user/entries/location/${locationId}/release`);
    expect(release.status).toBe(200);
    expect((await owner.get('/api/user/entries')).body.data[0].status).toBe('in_review');
    const queue = await pendingChanges(t.platform.services);
    const request = queue.find(
      (change) => change.entry_id === locationId && change.kind === 'new_entry',
    )!;
    const admin = await t.platform.services.db('accounts_users').first('id');
    await approvePendingChange(
      t.platform.services as never,
      t.platform.services.service(MEDIA_LIBRARY),
      request.id,
      admin?.id ?? null,
    );
    expect((await owner.get('/api/user/entries')).body.data[0].status).toBe('live');
    expect((await t.agent.get(`/api/guest/locations/${locationId}`)).status).toBe(200);

    const basic = await owner.get(`/api/user/locations/${locationId}/basic`);
    const saved = await owner.put(`/api/user/locations/${locationId}/basic`, {
      version: basic.body.version,
      values: { ...basic.body.values, full_name: 'Seeblick Lounge & Bar', summary: 'Neu am See' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(
      'Erfolgreich gespeichert. Name, Kategorie und Fotos werden nach der Prüfung durch unser Team sichtbar.',
    );
    expect(saved.body.values).toMatchObject({
      full_name: 'Seeblick Lounge',
      summary: 'Neu am See',
    });
    expect(saved.body.pending).toEqual({ full_name: 'Seeblick Lounge & Bar' });
    const preview = await owner.get(`/api/user/entries/location/${locationId}/preview`);
    expect(preview.body.name).toBe('Seeblick Lounge & Bar');
    expect(preview.body.summary).toBe('Neu am See');

    const change = (await pendingChanges(t.platform.services)).find(
      (c) => c.entry_id === locationId && c.section === 'basic',
    )!;
    await approvePendingChange(
      t.platform.services as never,
      t.platform.services.service(MEDIA_LIBRARY),
      change.id,
      admin?.id ?? null,
    );
    expect((await owner.get(`/api/user/locations/${locationId}/basic`)).body).toMatchObject({
      values: { full_name: 'Seeblick Lounge & Bar' },
      pending: null,
    });
    // The search index follows through the platform event of every released change.
    const delivered = await t.platform.services
      .db('platform_event_deliveries')
      .where({ event: 'catalog.entries.changed' })
      .whereRaw('payload @> ?::jsonb', [JSON.stringify({ kind: 'location', ids: [locationId] })]);
    expect(delivered.length).toBeGreaterThan(0);
  });

  it('shows the preview to its owner only', async () => {
    const stranger = await newClient();
    await stranger.post(
      '/api/guest/entries',
      signup({ email: 'fremd@x.example', login_name: 'fremd', full_name: 'Fremdhaus' }),
    );
    expect((await stranger.get(`/api/user/entries/location/${locationId}/preview`)).status).toBe(
      404,
    );
    expect(
      (await t.newAgent().get(`/api/user/entries/location/${locationId}/preview`)).status,
    ).toBe(401);
  });

  it('orders an upgrade: a contract request and a confirmation with the QR-bill invoice', async () => {
    // With Bull the next mail is delivered asynchronously: wait for one newer than the last one.
    const last = await t.platform.services.db(OUTBOX_TABLE).max('id as id').first();
    const offers = await owner.get(`/api/user/entries/location/${locationId}/upgrade`);
    expect(offers.body.tiers.map((tier: { name: string }) => tier.name)).toEqual([
      'basis',
      'grund',
      'premium',
      'top_premium',
      'top_premium_plus',
    ]);
    const order = await owner.post(`/api/user/entries/location/${locationId}/upgrade`, {
      type_id: 4,
      billing: {
        name: 'Sina Seeblick',
        street: 'Seestrasse',
        street_number: '12',
        zip: '8800',
        place: 'Thalwil',
        country: 'CH',
      },
    });
    expect(order.status).toBe(201);
    expect(order.body.order).toMatchObject({ net_chf: 1490, vat_chf: 120.7, total_chf: 1610.7 });
    const mail = await waitForSentMail(
      t.platform,
      'sina@seeblick.example',
      10_000,
      Number(last?.id ?? 0),
    );
    expect(mail.subject).toBe('Deine Bestellung Top Premium für Seeblick Lounge & Bar');
    const stored = await t.platform.services.db(OUTBOX_TABLE).where({ id: mail.id }).first();
    expect(stored.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(Buffer.from(stored.attachments[0].content, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    const request = await t.platform.services
      .db('catalog_contract_requests')
      .where({ entry_id: locationId })
      .first();
    expect(request).toMatchObject({ subscription_type: 'top_premium', status: 'requested' });
  });

  const billing = {
    name: 'Sina Seeblick',
    street: 'Seestrasse',
    zip: '8800',
    place: 'Thalwil',
  };
  it.each([
    ['the free tier', { type_id: 1, billing }, 'type_id', 'Ungültiges Format'],
    ['a tier beyond the list', { type_id: 6, billing }, 'type_id', 'Ungültiges Format'],
    ['a tier as text', { type_id: 'premium', billing }, 'type_id', 'Dieses Feld ist erforderlich.'],
    ['no billing address', { type_id: 3 }, 'billing', 'Dieses Feld ist erforderlich.'],
    [
      'a postcode with letters',
      { type_id: 3, billing: { ...billing, zip: '88a0' } },
      'billing.zip',
      'Ungültiges Format',
    ],
    [
      'no name on the bill',
      { type_id: 3, billing: { ...billing, name: '' } },
      'billing.name',
      'Dieses Feld ist erforderlich.',
    ],
    [
      'a country outside the list',
      { type_id: 3, billing: { ...billing, country: 'FR' } },
      'billing.country',
      'Ungültiges Format',
    ],
  ])('refuses an upgrade order with %s, storing nothing', async (_case, body, field, message) => {
    const db = t.platform.services.db;
    const before = await db('catalog_contract_requests').count('* as n').first();
    const response = await owner.post(`/api/user/entries/location/${locationId}/upgrade`, body);
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
    expect(await db('catalog_contract_requests').count('* as n').first()).toEqual(before);
  });

  it('refuses a rooms order that is not every room once, and bad ids, changing nothing', async () => {
    await owner.post(`/api/user/locations/${locationId}/rooms`, {
      version: (await owner.get(`/api/user/locations/${locationId}/rooms`)).body.version,
      values: { name: 'Terrasse' },
    });
    const rooms = await owner.get(`/api/user/locations/${locationId}/rooms`);
    const ids: number[] = rooms.body.data.map((room: { id: number }) => room.id);
    expect(ids.length).toBe(2);
    const order = (body: object) =>
      owner.put(`/api/user/locations/${locationId}/rooms-order`, body);
    for (const [body, field] of [
      [{ version: rooms.body.version, ids: [ids[0]] }, 'ids'],
      [{ version: rooms.body.version, ids: [ids[0], ids[0]] }, 'ids'],
      [{ version: rooms.body.version, ids: [ids[0], 99_999_999] }, 'ids'],
      [{ version: rooms.body.version, ids: [ids[1], -1] }, 'ids.1'],
      [{ version: rooms.body.version, ids: 'alle' }, 'ids'],
      [{ version: -1, ids }, 'version'],
      [{ ids }, 'version'],
    ] as const) {
      const response = await order(body);
      expect(response.status).toBe(422);
      expect(response.body.errors[field]).toEqual(['Ungültiges Format']);
    }
    expect((await order({ version: rooms.body.version - 1, ids: [...ids].reverse() })).status).toBe(
      409,
    );
    expect((await owner.get(`/api/user/locations/${locationId}/rooms`)).body).toEqual(rooms.body);
  });

  it('keeps an audit log of every change (who, what, before and after) for the back office', async () => {
    const backOffice = await newClient();
    await backOffice.post(
      '/api/guest/entries',
      signup({ email: 'team@eventalp.example', login_name: 'teamadmin', full_name: 'Teamhaus' }),
    );
    const path = `/api/backoffice/entries/location/${locationId}/audit`;
    // Nobody but the back office reads the history, not even the entry's owner.
    expect((await backOffice.get(path)).status).toBe(403);
    expect((await owner.get(path)).status).toBe(403);
    await t.platform.services
      .db('accounts_users')
      .where({ login_name: 'teamadmin' })
      .update({ roles: ['admin'] });
    const audit = await backOffice.get(path);
    expect(audit.status).toBe(200);
    const rows: {
      action: string;
      section: string | null;
      before: unknown;
      after: unknown;
      user: { name: string } | null;
    }[] = [...audit.body.data].reverse();
    const actions = rows.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'created',
        'section saved',
        'section saved, approval pending',
        'room added',
        'rooms reordered',
        'room deleted',
        'handed in',
        'approved',
        'change approved',
        'upgrade ordered',
        'media uploaded',
      ]),
    );
    const contact = rows.find((row) => row.section === 'contact')!;
    expect(contact.user).toMatchObject({ name: expect.any(String) });
    expect(contact.before).toMatchObject({ enquiry_email: 'sina@seeblick.example' });
    expect(contact.after).toMatchObject({ enquiry_email: 'anfragen@seeblick.example' });
  });
});
