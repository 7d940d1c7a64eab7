import sharp from 'sharp';
import { ValidationError } from '@eventalp/platform-sdk';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { MediaLibrary, mediaPlugin } from '../src';

describe('media library', () => {
  let t: TestPlatform;
  let library: MediaLibrary;
  beforeAll(async () => {
    t = await createTestPlatform({ plugins: [mediaPlugin] });
    library = new MediaLibrary(t.platform.services);
  });
  afterAll(() => t.close());

  const jpeg = (width: number, height: number, color = '#4a7') =>
    sharp({ create: { width, height, channels: 3, background: color } })
      .jpeg()
      .toBuffer();

  it('stores an image once with its conversions and serves them', async () => {
    const bytes = await jpeg(1000, 500);
    const fileId = await library.storeFile(bytes, 'Seehotel Aussenansicht.JPG', 'image');
    expect(await library.storeFile(bytes, 'copy.jpg', 'image')).toBe(fileId);
    const itemId = await library.attach({ type: 'location', id: 7 }, 'photos', fileId, {
      slot: 'exterior_image',
    });
    const items = await library.itemsOf('location', [7]);
    const [view] = items.get(7)!.get('photos')!;
    expect(view).toMatchObject({
      id: itemId,
      slot: 'exterior_image',
      name: 'seehotel-aussenansicht',
      mime_type: 'image/jpeg',
      width: 1000,
      height: 500,
    });
    expect(view!.candidates.map((c) => c.width)).toEqual([240, 600, 800, 960]);
    expect(view!.src).toBe(`/storage/${fileId}/conversions/seehotel-aussenansicht-600.jpg`);
    expect(view!.srcset).toContain(
      `/storage/${fileId}/conversions/seehotel-aussenansicht-960.jpg 960w`,
    );
    expect(view!.responsive_images.media_library_original.urls).toContain(
      'seehotel-aussenansicht___media_library_original_600_300.jpg',
    );

    const conversion = await t.agent.get(view!.src).expect(200);
    expect(conversion.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(conversion.body as Buffer).metadata()).width).toBe(600);
    const responsive = await t.agent
      .get(
        `/storage/${fileId}/responsive-images/seehotel-aussenansicht___media_library_original_240_120.jpg`,
      )
      .expect(200);
    expect((await sharp(responsive.body as Buffer).metadata()).width).toBe(240);
  });

  it('keeps a gif as its original', async () => {
    const gif = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#c33' },
    })
      .gif()
      .toBuffer();
    const fileId = await library.storeFile(gif, 'banner.gif', 'image');
    await library.attach({ type: 'location', id: 8 }, 'photos', fileId);
    const [view] = (await library.itemsOf('location', [8])).get(8)!.get('photos')!;
    expect(view!.candidates).toEqual([]);
    expect(view!.src).toBe(`/storage/${fileId}/banner.gif`);
    await t.agent.get(view!.src).expect(200);
  });

  it.each([
    [
      'an SVG as image',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image',
      'Das Bild wurde nicht akzeptiert. Erlaubt sind GIF, PNG, JPG und WebP bis 10 MB.',
    ],
    [
      'a JPEG header with garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
      'image',
      'Das Bild wurde nicht akzeptiert. Erlaubt sind GIF, PNG, JPG und WebP bis 10 MB.',
    ],
    [
      'an image as ground plan',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
      'ground_plan',
      'Der Grundriss wurde nicht akzeptiert. Erlaubt ist ein PDF bis 10 MB.',
    ],
    ['an empty file', Buffer.alloc(0), 'document', 'Keine Datei ausgewählt.'],
  ] as const)('rejects %s with the spec message', async (_case, bytes, kind, message) => {
    const attempt = library.storeFile(bytes, 'upload', kind);
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({ errors: { file: [message] } });
  });

  it('accepts a PDF document', async () => {
    const fileId = await library.storeFile(
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      'Preisliste 2026.pdf',
      'document',
    );
    await t.agent
      .get(`/storage/${fileId}/preisliste-2026.pdf`)
      .expect('Content-Type', 'application/pdf')
      .expect(200);
  });

  it('stores a user file of 30 MB by its content (CSV here) and serves it with its type', async () => {
    const line = 'Datum;Personen;Raum\r\n';
    const csv = Buffer.from(line.repeat(Math.floor((30 * 1024 * 1024) / line.length)));
    const fileId = await library.storeFile(csv, 'Gästeliste.csv', 'user_file');
    const itemId = await library.attach({ type: 'user', id: 3 }, 'files', fileId);
    const [view] = (await library.itemsOf('user', [3])).get(3)!.get('files')!;
    expect(view).toMatchObject({ id: itemId, name: 'gasteliste', mime_type: 'text/csv' });
    expect(view!.url).toBe(`/storage/${fileId}/gasteliste.csv`);
    await t.agent.get(view!.url).expect(200);
    await expect(
      library.storeFile(
        Buffer.concat([csv, Buffer.alloc(2 * 1024 * 1024, 0x41)]),
        'big.csv',
        'user_file',
      ),
    ).rejects.toMatchObject({
      errors: {
        file: [
          'Die Datei wurde nicht akzeptiert. Erlaubt sind PDF-, DOC-, DOCX- und CSV-Dateien bis 30 MB.',
        ],
      },
    });
    // The same CSV is no document: documents are PDF only.
    await expect(
      library.storeFile(Buffer.from(line), 'liste.pdf', 'document'),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});
