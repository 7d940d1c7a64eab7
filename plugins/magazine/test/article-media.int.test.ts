import sharp from 'sharp';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

const NOW = new Date('2026-11-21T12:00:00Z');
const IMAGE_REFUSED =
  'Das Bild wurde nicht akzeptiert. Erlaubt sind GIF, PNG, JPG und WebP bis 10 MB.';
const DOCUMENT_REFUSED = 'Das Dokument wurde nicht akzeptiert. Erlaubt sind PDF-Dateien bis 10 MB.';

/**
 * The media routes the host makes for a resource declaring media collections, through the
 * magazine articles (photos and documents): an editor uploads (checked by content, size limit),
 * orders and deletes files; each change is audited on the article and shows on the public
 * article at once; other roles, guests and requests without CSRF token may not.
 */
describe('back-office media of magazine articles', () => {
  let t: TestPlatform;
  let editor: Awaited<ReturnType<TestPlatform['signIn']>>;
  let articleId: number;
  let jpeg: Buffer;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
  const base = '/api/backoffice/magazine-articles';
  const photos = () => `${base}/${articleId}/media/photos`;

  beforeAll(async () => {
    t = await createTestPlatform({
      now: () => NOW,
      seed: 'demo',
      counts: { locations: 2, providers: 1, photos: 1, articles: 2 },
    });
    editor = await t.signIn('editor', 'Editor1234');
    const { body: article } = await editor.agent
      .post(base)
      .set('X-CSRF-Token', editor.token)
      .send({ name: 'Fotos vom Herbstfest', published: true, publish_at: '2026-11-20T08:00:00Z' })
      .expect(201);
    articleId = article.id;
    jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a74' } })
      .jpeg()
      .toBuffer();
  }, 240_000);
  afterAll(() => t.close());

  const upload = (url: string, bytes: Buffer, filename: string) =>
    editor.agent.post(url).set('X-CSRF-Token', editor.token).attach('file', bytes, filename);
  const publicArticle = async () =>
    (await t.agent.get(`/api/guest/magazine/articles/${articleId}`).expect(200)).body;

  it('uploads photos and a document that the public article shows at once, each audited', async () => {
    const first = await upload(photos(), jpeg, 'Herbstfest Bühne.jpg').expect(201);
    expect(first.body).toMatchObject({ name: 'herbstfest-buhne', mime_type: 'image/jpeg' });
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#4a7' },
    })
      .png()
      .toBuffer();
    const second = await upload(photos(), png, 'apero.png').expect(201);
    const document = await upload(`${base}/${articleId}/media/documents`, pdf, 'Programm.pdf');
    expect(document.status).toBe(201);

    const listed = await editor.agent.get(photos()).expect(200);
    expect(listed.body.data.map((file: { id: number }) => file.id)).toEqual([
      first.body.id,
      second.body.id,
    ]);
    const shown = await publicArticle();
    expect(shown.photos.map((file: { id: number }) => file.id)).toEqual([
      first.body.id,
      second.body.id,
    ]);
    expect(shown.documents).toEqual([
      expect.objectContaining({ id: document.body.id, mime_type: 'application/pdf' }),
    ]);

    const history = await editor.agent.get(`${base}/${articleId}/history`).expect(200);
    const uploads = history.body.data.filter(
      (entry: { action: string }) => entry.action === 'media-upload',
    );
    expect(uploads).toHaveLength(3);
    expect(
      uploads.find((entry: { changed: string[] }) => entry.changed.includes('photos')),
    ).toBeTruthy();
  });

  it('puts the photos in a new order and refuses an order of other files', async () => {
    const before = (await editor.agent.get(photos()).expect(200)).body.data.map(
      (file: { id: number }) => file.id,
    );
    const reversed = [...before].reverse();
    const { body } = await editor.agent
      .put(photos())
      .set('X-CSRF-Token', editor.token)
      .send({ ids: reversed })
      .expect(200);
    expect(body.data.map((file: { id: number }) => file.id)).toEqual(reversed);
    expect((await publicArticle()).photos.map((file: { id: number }) => file.id)).toEqual(reversed);
    const wrong = await editor.agent
      .put(photos())
      .set('X-CSRF-Token', editor.token)
      .send({ ids: [reversed[0]] })
      .expect(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['ids']);
  });

  it.each([
    [
      'an SVG named like a JPEG (by content)',
      'photos',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      IMAGE_REFUSED,
    ],
    ['a JPEG as document', 'documents', null, DOCUMENT_REFUSED],
  ])('refuses %s with the spec text (422)', async (_case, collection, bytes, message) => {
    const response = await upload(
      `${base}/${articleId}/media/${collection}`,
      bytes ?? jpeg,
      'datei.jpg',
    ).expect(422);
    expect(response.body.errors.file).toEqual([message]);
  });

  it('refuses a file over 10 MB with the spec text (413), and no file at all (422)', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const response = await upload(photos(), big, 'riesig.jpg').expect(413);
    expect(response.body).toEqual({ message: IMAGE_REFUSED });
    const empty = await editor.agent
      .post(photos())
      .set('X-CSRF-Token', editor.token)
      .field('note', 'x')
      .expect(422);
    expect(empty.body.errors.file).toEqual(['Keine Datei ausgewählt.']);
  });

  it('answers 404 for an unknown article or collection file', async () => {
    await upload(`${base}/999999/media/photos`, jpeg, 'x.jpg').expect(404);
    await editor.agent.delete(`${photos()}/999999`).set('X-CSRF-Token', editor.token).expect(404);
    await editor.agent.get(`${base}/${articleId}/media/secrets`).expect(422);
  });

  it('lets only the magazine’s holders change files, signed in, with the CSRF token', async () => {
    const sales = await t.signIn('sales', 'Sales1234');
    await sales.agent
      .post(photos())
      .set('X-CSRF-Token', sales.token)
      .attach('file', jpeg, 'x.jpg')
      .expect(403);
    await sales.agent.get(photos()).expect(403);
    const guest = t.newAgent();
    await guest
      .post(photos())
      .set('X-CSRF-Token', await t.csrf(guest))
      .attach('file', jpeg, 'x.jpg')
      .expect(401);
    await editor.agent.post(photos()).attach('file', jpeg, 'x.jpg').expect(403);
    const listed = (await editor.agent.get(photos()).expect(200)).body.data;
    await editor.agent.delete(`${photos()}/${listed[0].id}`).expect(403);
    expect((await editor.agent.get(photos()).expect(200)).body.data).toHaveLength(listed.length);
  });

  it('deletes a photo: gone from the list and the public article, audited', async () => {
    const listed = (await editor.agent.get(photos()).expect(200)).body.data;
    const gone = listed[0].id;
    await editor.agent.delete(`${photos()}/${gone}`).set('X-CSRF-Token', editor.token).expect(204);
    const after = (await editor.agent.get(photos()).expect(200)).body.data;
    expect(after.map((file: { id: number }) => file.id)).not.toContain(gone);
    expect((await publicArticle()).photos).toHaveLength(listed.length - 1);
    const history = await editor.agent.get(`${base}/${articleId}/history`).expect(200);
    expect(history.body.data[0]).toMatchObject({ action: 'media-delete', changed: ['photos'] });
  });
});
