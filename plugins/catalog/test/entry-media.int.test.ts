import sharp from 'sharp';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

describe('uploads to own entries', () => {
  let t: TestPlatform;
  let ownLocation: number;
  let ownRoom: number;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo' });
    const venue = await t.platform.services
      .db('accounts_users')
      .where({ login_name: 'venue' })
      .first('id');
    ownLocation = (
      await t.platform.services
        .db('catalog_locations')
        .where({ owner_user_id: venue.id })
        .orderBy('id')
        .first('id')
    ).id;
    ownRoom = (
      await t.platform.services.db('catalog_rooms').where({ location_id: ownLocation }).first('id')
    ).id;
    jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a4' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const signedIn = (login: string, password: string) => t.signIn(login, password);

  it('stages an uploaded photo and logo until their sections list them', async () => {
    const { agent, token } = await signedIn('venue', 'Venue1234');
    const response = await agent
      .post(`/api/user/entries/location/${ownLocation}/media`)
      .set('X-CSRF-Token', token)
      .field('collection', 'photos')
      .field('slot', 'wedding_image')
      .attach('file', jpeg, { filename: 'Trauung im Garten.jpg', contentType: 'image/jpeg' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      slot: 'wedding_image',
      name: 'trauung-im-garten',
      width: 1200,
    });
    expect(response.body.candidates.map((c: { width: number }) => c.width)).toEqual([
      240, 600, 800, 960,
    ]);
    await t.agent.get(response.body.src).expect(200);
    const detail = await t.agent.get(`/api/guest/locations/${ownLocation}`).expect(200);
    expect(detail.body.photos.map((photo: { id: number }) => photo.id)).not.toContain(
      response.body.id,
    );

    const logo = await agent
      .post(`/api/user/entries/location/${ownLocation}/media`)
      .set('X-CSRF-Token', token)
      .field('collection', 'logo')
      .attach('file', jpeg, { filename: 'logo.jpg', contentType: 'image/jpeg' });
    expect(logo.status).toBe(201);
    const after = await t.agent.get(`/api/guest/locations/${ownLocation}`).expect(200);
    expect(after.body.contact.logo?.id).not.toBe(logo.body.id);
  });

  it('replaces a room ground plan with a PDF and rejects an image as ground plan', async () => {
    const { agent, token } = await signedIn('venue', 'Venue1234');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const ok = await agent
      .post(`/api/user/rooms/${ownRoom}/media`)
      .set('X-CSRF-Token', token)
      .field('collection', 'ground_plan')
      .attach('file', pdf, 'grundriss.pdf');
    expect(ok.status).toBe(201);
    expect(ok.body.mime_type).toBe('application/pdf');
    const wrong = await agent
      .post(`/api/user/rooms/${ownRoom}/media`)
      .set('X-CSRF-Token', token)
      .field('collection', 'ground_plan')
      .attach('file', jpeg, 'plan.pdf');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.file).toEqual([
      'Der Grundriss wurde nicht akzeptiert. Erlaubt ist ein PDF bis 10 MB.',
    ]);
  });

  it.each([
    [
      'an SVG disguised as JPEG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'photos',
      'file',
      'Das Bild wurde nicht akzeptiert. Erlaubt sind GIF, PNG, JPG und WebP bis 10 MB.',
    ],
    [
      'a file over 10 MB',
      Buffer.alloc(10 * 1024 * 1024 + 1, 0xff),
      'photos',
      'file',
      'Das Bild wurde nicht akzeptiert. Erlaubt sind GIF, PNG, JPG und WebP bis 10 MB.',
    ],
    [
      'an unknown collection',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      'secrets',
      'collection',
      'Ungültiges Format',
    ],
  ])('rejects %s', async (_case, bytes, collection, field, message) => {
    const { agent, token } = await signedIn('venue', 'Venue1234');
    const response = await agent
      .post(`/api/user/entries/location/${ownLocation}/media`)
      .set('X-CSRF-Token', token)
      .field('collection', collection)
      .attach('file', bytes, { filename: 'x.jpg', contentType: 'image/jpeg' });
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('refuses a slot on anything but a photo', async () => {
    const { agent, token } = await signedIn('venue', 'Venue1234');
    const response = await agent
      .post(`/api/user/entries/location/${ownLocation}/media`)
      .set('X-CSRF-Token', token)
      .field('collection', 'logo')
      .field('slot', 'wedding_image')
      .attach('file', jpeg, 'logo.jpg');
    expect(response.status).toBe(422);
    expect(response.body.errors.slot).toEqual(['Ungültiges Format']);
  });

  it('rejects an upload without a file', async () => {
    const { agent, token } = await signedIn('venue', 'Venue1234');
    const response = await agent
      .post(`/api/user/entries/location/${ownLocation}/media`)
      .set('X-CSRF-Token', token)
      .field('collection', 'photos');
    expect(response.status).toBe(422);
    expect(response.body.errors.file).toEqual(['Keine Datei ausgewählt.']);
  });

  it('keeps others out: anonymous 401, another user 403, the back office may', async () => {
    const upload = (agent: ReturnType<TestPlatform['newAgent']>, token: string, id: number) =>
      agent
        .post(`/api/user/entries/location/${id}/media`)
        .set('X-CSRF-Token', token)
        .field('collection', 'photos')
        .attach('file', jpeg, 'a.jpg');
    const anonymous = t.newAgent();
    await upload(anonymous, await t.csrf(anonymous), ownLocation).expect(401);
    const media = await signedIn('media', 'Media1234');
    await upload(media.agent, media.token, ownLocation).expect(403);
    const venue = await signedIn('venue', 'Venue1234');
    const foreign = await t.platform.services
      .db('catalog_locations')
      .whereNull('owner_user_id')
      .first('id');
    await upload(venue.agent, venue.token, foreign.id).expect(403);
    await upload(venue.agent, venue.token, 99_999_999).expect(404);
    const admin = await signedIn('admin', 'Admin1234');
    await upload(admin.agent, admin.token, foreign.id).expect(201);
  });

  describe('on an approved entry', () => {
    const db = () => t.platform.services.db;
    const day = 24 * 3600 * 1000;
    let venue: Awaited<ReturnType<typeof signedIn>>;
    let admin: Awaited<ReturnType<typeof signedIn>>;
    beforeAll(async () => {
      venue = await signedIn('venue', 'Venue1234');
      admin = await signedIn('admin', 'Admin1234');
    });
    const upload = (collection: string, path = `/api/user/entries/location/${ownLocation}/media`) =>
      venue.agent
        .post(path)
        .set('X-CSRF-Token', venue.token)
        .field('collection', collection)
        .attach('file', jpeg, `${collection}.jpg`);
    const section = (name: string) => venue.agent.get(`/api/user/locations/${ownLocation}/${name}`);
    const save = (name: string, version: number, values: object) =>
      venue.agent
        .put(`/api/user/locations/${ownLocation}/${name}`)
        .set('X-CSRF-Token', venue.token)
        .send({ version, values });
    /** Approves the waiting change of `section` through the back office's routes. */
    async function approve(sectionName: string) {
      const queue = await admin.agent
        .get('/api/backoffice/approvals?status=pending&per_page=100')
        .expect(200);
      const change = queue.body.data.find(
        (c: { entry_id: number; section: string | null }) =>
          c.entry_id === ownLocation && c.section === sectionName,
      );
      expect(change).toBeDefined();
      await admin.agent
        .post(`/api/backoffice/approvals/${change.id}/approve`)
        .set('X-CSRF-Token', admin.token)
        .expect(200);
    }
    const auditActions = async () => {
      const audit = await admin.agent
        .get(`/api/backoffice/entries/location/${ownLocation}/audit`)
        .expect(200);
      return audit.body.data as { action: string; section: string | null; user: unknown }[];
    };

    it('holds a new logo, contact image and header for approval while the release is still ahead', async () => {
      await db()('catalog_locations')
        .where({ id: ownLocation })
        .update({ approved: true, release_at: new Date(Date.now() + 3 * day), expires_at: null });
      const logo = await upload('logo');
      const portrait = await upload('contact_image');
      expect([logo.status, portrait.status]).toEqual([201, 201]);
      const contact = await section('contact');
      const saved = await save('contact', contact.body.version, {
        ...contact.body.values,
        logo: [{ id: logo.body.id, slot: null, title: 'Logo' }],
        contact_image: [{ id: portrait.body.id, slot: null, title: null }],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe(
        'Erfolgreich gespeichert. Name, Kategorie und Fotos werden nach der Prüfung durch unser Team sichtbar.',
      );
      expect(saved.body.values.logo.map((item: { id: number }) => item.id)).not.toContain(
        logo.body.id,
      );
      expect(saved.body.pending.logo).toMatchObject([{ id: logo.body.id, title: 'Logo' }]);
      expect(saved.body.pending.contact_image).toMatchObject([{ id: portrait.body.id }]);

      const header = await upload('header');
      const photos = await section('photos');
      const held = await save('photos', photos.body.version, {
        ...photos.body.values,
        header: [{ id: header.body.id, slot: null, title: null }],
      });
      expect(held.body.pending).toMatchObject({ header: [{ id: header.body.id }] });
      const preview = await venue.agent
        .get(`/api/user/entries/location/${ownLocation}/preview`)
        .expect(200);
      expect(preview.body.header_image.id).toBe(header.body.id);
      expect(preview.body.contact.logo.id).toBe(logo.body.id);

      await approve('contact');
      await approve('photos');
      expect((await section('contact')).body).toMatchObject({
        values: { logo: [{ id: logo.body.id }], contact_image: [{ id: portrait.body.id }] },
        pending: null,
      });
      expect((await section('photos')).body.values.header).toMatchObject([{ id: header.body.id }]);
      const actions = await auditActions();
      expect(actions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: 'media uploaded', section: 'logo' }),
          expect.objectContaining({ action: 'media uploaded', section: 'header' }),
          expect.objectContaining({
            action: 'section saved, approval pending',
            section: 'contact',
          }),
          expect.objectContaining({ action: 'change approved', section: 'photos' }),
        ]),
      );
    });

    it('holds a name change of an expired entry for approval', async () => {
      await db()('catalog_locations')
        .where({ id: ownLocation })
        .update({ approved: true, release_at: null, expires_at: new Date(Date.now() - day) });
      const basic = await section('basic');
      const saved = await save('basic', basic.body.version, {
        ...basic.body.values,
        full_name: 'Neuer Name nach Ablauf',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.pending).toEqual({ full_name: 'Neuer Name nach Ablauf' });
      expect(saved.body.values.full_name).toBe(basic.body.values.full_name);
    });

    it("holds a room's new image for approval; its ground plan replaces at once; both audited", async () => {
      await db()('catalog_locations')
        .where({ id: ownLocation })
        .update({ approved: true, release_at: null, expires_at: null });
      const rooms = () => venue.agent.get(`/api/user/locations/${ownLocation}/rooms`).expect(200);
      const roomOf = async () =>
        (await rooms()).body.data.find((room: { id: number }) => room.id === ownRoom);
      const before = await roomOf();
      const image = await upload('image', `/api/user/rooms/${ownRoom}/media`);
      expect(image.status).toBe(201);
      expect(await roomOf()).toMatchObject({
        image: before.image,
        pending_image: { id: image.body.id },
      });
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF-plan');
      const plan = await venue.agent
        .post(`/api/user/rooms/${ownRoom}/media`)
        .set('X-CSRF-Token', venue.token)
        .field('collection', 'ground_plan')
        .attach('file', pdf, 'plan.pdf');
      expect(plan.status).toBe(201);
      expect((await roomOf()).ground_plan.id).toBe(plan.body.id);

      await approve(`room:${ownRoom}`);
      expect(await roomOf()).toMatchObject({
        image: { id: image.body.id },
        pending_image: null,
      });
      const actions = await auditActions();
      expect(actions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: 'room image uploaded, approval pending' }),
          expect.objectContaining({ action: 'room media replaced', section: 'rooms' }),
          expect.objectContaining({ action: 'change approved', section: `room:${ownRoom}` }),
        ]),
      );
    });

    it('checks photo slots on save: one of the six, each used once; nothing changes otherwise', async () => {
      const first = await upload('photos');
      const second = await venue.agent
        .post(`/api/user/entries/location/${ownLocation}/media`)
        .set('X-CSRF-Token', venue.token)
        .field('collection', 'photos')
        .attach(
          'file',
          await sharp({ create: { width: 800, height: 600, channels: 3, background: '#123' } })
            .png()
            .toBuffer(),
          'b.png',
        );
      const photos = await section('photos');
      const unknownSlot = await save('photos', photos.body.version, {
        ...photos.body.values,
        photos: [{ id: first.body.id, slot: 'kitchen_image', title: null }],
      });
      expect(unknownSlot.status).toBe(422);
      expect(unknownSlot.body.errors).toEqual({ 'values.photos.0.slot': ['Ungültiges Format'] });
      const twice = await save('photos', photos.body.version, {
        ...photos.body.values,
        photos: [
          { id: first.body.id, slot: 'wedding_image', title: null },
          { id: second.body.id, slot: 'wedding_image', title: null },
        ],
      });
      expect(twice.status).toBe(422);
      expect(twice.body.errors).toEqual({ 'values.photos.1.slot': ['Ungültiges Format'] });
      expect((await section('photos')).body).toEqual(photos.body);
    });
  });
});
