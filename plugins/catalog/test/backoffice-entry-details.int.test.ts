import sharp from 'sharp';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

type Client = Awaited<ReturnType<TestPlatform['signIn']>>;

/**
 * The notes, prices and reviews of an entry in the back office (sales and admin): made, changed
 * and deleted with the spec's fields and German texts (never a 500), each change in the record's
 * history; a price's PDF and a review's image are uploaded on the row, and the public entry page
 * shows prices and reviews with them at once.
 */
describe('back-office notes, prices and reviews of an entry', () => {
  let t: TestPlatform;
  let sales: Client;
  let locationId: number;
  let reviewedId: number;
  const api = '/api/backoffice';
  const db = () => t.platform.services.db;

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    sales = await t.signIn('sales', 'Sales1234', '10.44.0.1');
    const rows = await db()('catalog_locations')
      .where({ approved: true, show_reviews: true })
      .whereNull('release_at')
      .whereNull('expires_at')
      .whereNull('archived_at')
      .orderBy('id')
      .limit(2)
      .pluck('id');
    [locationId, reviewedId] = rows as [number, number];
  }, 240_000);
  afterAll(() => t.close());

  const send = (method: 'post' | 'put' | 'delete', path: string, body?: object) =>
    sales.agent[method](`${api}/${path}`).set('X-CSRF-Token', sales.token).send(body);
  // The public detail is kept a minute per entry (catalog README): each case reads its entry once.
  const publicEntry = async (id = locationId) =>
    (await t.agent.get(`/api/guest/locations/${id}`).expect(200)).body as {
      prices: { id: number; service: string; price: number | null; pdf: { id: number } | null }[];
      reviews: { id: number; company: string; rating: number; image: { id: number } | null }[];
    };

  it.each(['entry-notes', 'entry-prices', 'entry-reviews'])(
    '%s: sales and admin only (anonymous 401, owner, editor and award 403)',
    async (resource) => {
      const path = `${api}/${resource}`;
      await t.agent.get(path).expect(401);
      let ip = 0;
      for (const [login, password, status] of [
        ['venue', 'Venue1234', 403],
        ['editor', 'Editor1234', 403],
        ['award', 'Award1234', 403],
        ['admin', 'Admin1234', 200],
      ] as const) {
        ip += 1;
        const who = await t.signIn(login, password, `10.45.${resource.length}.${ip}`);
        await who.agent.get(path).expect(status);
        if (status === 403)
          await who.agent
            .post(path)
            .set('X-CSRF-Token', who.token)
            .send({ entry_type: 'location', entry_id: locationId, content: 'x' })
            .expect(403);
      }
      await sales.agent.get(path).expect(200);
    },
  );

  it('writes, changes and deletes a note, each in its history', async () => {
    const created = await send('post', 'entry-notes', {
      entry_type: 'location',
      entry_id: locationId,
      content: '  Rückruf im Februar  ',
    }).expect(201);
    expect(created.body).toMatchObject({
      entry_type: 'location',
      entry_id: locationId,
      content: 'Rückruf im Februar',
      created_by: expect.any(Number),
    });
    const listed = await sales.agent
      .get(`${api}/entry-notes?entry_type=location&entry_id=${locationId}`)
      .expect(200);
    expect(listed.body.data.map((note: { id: number }) => note.id)).toContain(created.body.id);
    const id = created.body.id as number;
    await send('put', `entry-notes/${id}`, { content: 'Rückruf erledigt' }).expect(200);
    const history = await sales.agent.get(`${api}/entry-notes/${id}/history`).expect(200);
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'update',
      'create',
    ]);
    expect(history.body.data[0].changed).toEqual(expect.arrayContaining(['content']));
    await send('delete', `entry-notes/${id}`).expect(204);
    await sales.agent.get(`${api}/entry-notes/${id}`).expect(404);
  });

  it.each([
    ['an empty note', 'entry-notes', { content: ' ' }, 'content', 'Dieses Feld ist erforderlich.'],
    [
      'an overlong note',
      'entry-notes',
      { content: 'x'.repeat(5001) },
      'content',
      'Dieses Feld darf maximal 5000 Zeichen lang sein.',
    ],
    [
      'a note of an unknown entry',
      'entry-notes',
      { entry_id: 2_000_000_000, content: 'Hallo' },
      'entry_id',
      'Diesen Eintrag gibt es nicht.',
    ],
    [
      'an unknown entry type',
      'entry-notes',
      { entry_type: 'room', content: 'Hallo' },
      'entry_type',
      'Ungültiges Format',
    ],
    [
      'a price without service',
      'entry-prices',
      { price: 10 },
      'service',
      'Dieses Feld ist erforderlich.',
    ],
    [
      'a negative price',
      'entry-prices',
      { service: 'Saal', price: -1 },
      'price',
      'Ungültiges Format',
    ],
    [
      'a price with three decimals',
      'entry-prices',
      { service: 'Saal', price: 1.005 },
      'price',
      'Ungültiges Format',
    ],
    [
      'an overlong unit',
      'entry-prices',
      { service: 'Saal', unit: 'x'.repeat(101) },
      'unit',
      'Dieses Feld darf maximal 100 Zeichen lang sein.',
    ],
    [
      'six stars',
      'entry-reviews',
      { company: 'Muster AG', reviewed_on: '2026-05-01', rating: 6, description: 'Gut' },
      'rating',
      'Ungültiges Format',
    ],
    [
      'no stars',
      'entry-reviews',
      { company: 'Muster AG', reviewed_on: '2026-05-01', rating: 0, description: 'Gut' },
      'rating',
      'Ungültiges Format',
    ],
    [
      'an impossible date',
      'entry-reviews',
      { company: 'Muster AG', reviewed_on: '2026-02-30', rating: 4, description: 'Gut' },
      'reviewed_on',
      'Ungültiges Format',
    ],
    [
      'a review without text',
      'entry-reviews',
      { company: 'Muster AG', reviewed_on: '2026-05-01', rating: 4 },
      'description',
      'Dieses Feld ist erforderlich.',
    ],
  ])('refuses %s with a 422 and the German text', async (_case, resource, body, field, text) => {
    const { body: answer } = await send('post', resource, {
      entry_type: 'location',
      entry_id: locationId,
      ...body,
    }).expect(422);
    expect(answer.errors[field]).toEqual([text]);
  });

  it('a price with its PDF shows on the public entry; a change and a delete are audited', async () => {
    const created = await send('post', 'entry-prices', {
      entry_type: 'location',
      entry_id: locationId,
      service: 'Apéro-Pauschale',
      price: '45.50',
      unit: 'pro Person',
      order: 9,
    }).expect(201);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({ price: 45.5, unit: 'pro Person', order: 9 });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const uploaded = await sales.agent
      .post(`${api}/entry-prices/${id}/media/pdf`)
      .set('X-CSRF-Token', sales.token)
      .attach('file', pdf, 'apero.pdf')
      .expect(201);
    await sales.agent
      .post(`${api}/entry-prices/${id}/media/pdf`)
      .set('X-CSRF-Token', sales.token)
      .attach('file', Buffer.from('kein PDF'), 'apero.pdf')
      .expect(422);
    expect((await publicEntry()).prices.find((price) => price.id === id)).toMatchObject({
      service: 'Apéro-Pauschale',
      price: 45.5,
      pdf: expect.objectContaining({ id: uploaded.body.id }),
    });
    const changed = await send('put', `entry-prices/${id}`, {
      service: 'Apéro',
      price: null,
      order: 9,
    }).expect(200);
    expect(changed.body).toMatchObject({ service: 'Apéro', price: null, entry_id: locationId });
    await send('delete', `entry-prices/${id}`).expect(204);
    const history = await sales.agent.get(`${api}/entry-prices/${id}/history`).expect(200);
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'delete',
      'update',
      'media-upload',
      'create',
    ]);
    expect(
      await db()('media_items').where({ owner_type: 'catalog_price', owner_id: id }).count(),
    ).toEqual([{ count: '0' }]);
  });

  it('a review with its image shows on the public entry; editors and writes without CSRF are refused', async () => {
    const created = await send('post', 'entry-reviews', {
      entry_type: 'location',
      entry_id: reviewedId,
      company: 'Muster AG',
      reviewed_on: '2026-05-04',
      rating: 5,
      description: 'Alles bestens organisiert.',
    }).expect(201);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({ reviewed_on: '2026-05-04', rating: 5 });
    const image = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#468' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await sales.agent
      .post(`${api}/entry-reviews/${id}/media/image`)
      .set('X-CSRF-Token', sales.token)
      .attach('file', image, 'team.jpg')
      .expect(201);
    expect(
      (await publicEntry(reviewedId)).reviews.find((review) => review.id === id),
    ).toMatchObject({
      company: 'Muster AG',
      rating: 5,
      image: expect.objectContaining({ id: uploaded.body.id }),
    });
    const editor = await t.signIn('editor', 'Editor1234', '10.44.0.9');
    await editor.agent
      .put(`${api}/entry-reviews/${id}`)
      .set('X-CSRF-Token', editor.token)
      .send({ company: 'X', reviewed_on: '2026-05-04', rating: 1, description: 'X' })
      .expect(403);
    await sales.agent.put(`${api}/entry-reviews/${id}`).send({ company: 'X' }).expect(403);
  });
});
