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

  async function signedIn(login: string, password: string) {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .send({ login, password })
      .expect(200);
    // Signing in changes the CSRF token (bound to the session).
    return { agent, token: await t.csrf(agent) };
  }

  it('stages an uploaded photo until the photos section lists it; a logo replaces the old one at once', async () => {
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
    // The catalogue tells the platform which entry changed (the search plugin listens).
    const published = await t.platform.services
      .db('platform_event_deliveries')
      .where({ event: 'catalog.entries.changed' })
      .whereRaw('payload @> ?::jsonb', [JSON.stringify({ kind: 'location', ids: [ownLocation] })]);
    expect(published.length).toBeGreaterThan(0);
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
});
