import sharp from 'sharp';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

type Client = Awaited<ReturnType<TestPlatform['signIn']>>;
interface Row {
  id: number;
  [field: string]: unknown;
}

const RESOURCES = [
  'home-offer-types',
  'home-headers',
  'home-box-items',
  'home-popular-searches',
  'home-package-deals',
];

/**
 * The home content in the back office through the resource routes (list and filters, create,
 * change, delete, bad input, access per role); the public home answers each save on the next
 * request.
 */
describe('back-office home content', () => {
  let t: TestPlatform;
  let editor: Client;
  const api = '/api/backoffice';

  beforeAll(async () => {
    t = await createTestPlatform();
    await t.platform.seed({
      demo: true,
      counts: { locations: 12, providers: 10, photos: 1, articles: 1 },
    });
    editor = await t.signIn('editor', 'Editor1234', '10.43.0.1');
  }, 180_000);
  afterAll(() => t.close());

  const send = (method: 'post' | 'put' | 'delete', url: string, body?: object, who = editor) =>
    who.agent[method](url).set('X-CSRF-Token', who.token).send(body);
  const list = async (path: string) =>
    (await editor.agent.get(`${api}/${path}`).expect(200)).body.data as Row[];
  const deals = async () =>
    (await t.newAgent().get('/api/guest/home/package-deals').expect(200)).body;
  const home = async (country = 1) =>
    (await t.newAgent().get(`/api/guest/home?country=${country}`).expect(200)).body;

  it('lets editors and admin in, keeps sales, owners and visitors out', async () => {
    const venue = await t.signIn('venue', 'Venue1234', '10.43.0.2');
    const sales = await t.signIn('sales', 'Sales1234', '10.43.0.3');
    const admin = await t.signIn('admin', 'Admin1234', '10.43.0.4');
    for (const name of RESOURCES) {
      await t.newAgent().get(`${api}/${name}`).expect(401);
      await venue.agent.get(`${api}/${name}`).expect(403);
      await sales.agent.get(`${api}/${name}`).expect(403);
      await editor.agent.get(`${api}/${name}`).expect(200);
      await admin.agent.get(`${api}/${name}`).expect(200);
    }
    await send('post', `${api}/home-popular-searches`, { label: 'x', path: '/' }, sales).expect(
      403,
    );
    const [type] = await list('home-offer-types');
    await send('put', `${api}/home-offer-types/${type!.id}`, { ...type }, sales).expect(403);
  });

  describe('popular searches', () => {
    const base = `${api}/home-popular-searches`;

    it('lists the searches of a country in their order', async () => {
      const rows = await list('home-popular-searches?country=2&sort=order');
      expect(rows.map((row) => row.label)).toEqual([
        'Tagungshotel',
        'Hochzeitslocation',
        'Partyservice',
        'Sitzungszimmer',
      ]);
      expect(rows.every((row) => row.country === 2)).toBe(true);
      await editor.agent.get(`${base}?country=4`).expect(422);
    });

    it.each([
      [
        'no label',
        { country: 1, path: '/locations' },
        { label: ['Dieses Feld ist erforderlich.'] },
      ],
      ['no country', { label: 'Seminar', path: '/locations' }, { country: expect.any(Array) }],
      [
        'a fourth country',
        { country: 4, label: 'Seminar', path: '/' },
        { country: ['Ungültiges Format'] },
      ],
      [
        'an address of another site',
        { country: 1, label: 'Seminar', path: 'https://example.com/x' },
        { path: ['Ungültiges Format'] },
      ],
      [
        'a path to another host',
        { country: 1, label: 'Seminar', path: '//example.com/x' },
        { path: ['Ungültiges Format'] },
      ],
      [
        'a path to the API',
        { country: 1, label: 'Seminar', path: '/api/guest/home' },
        { path: ['Ungültiges Format'] },
      ],
      [
        'a path with spaces',
        { country: 1, label: 'Seminar', path: '/locations?q=a b' },
        { path: ['Ungültiges Format'] },
      ],
      [
        'an overlong label',
        { country: 1, label: 'x'.repeat(256), path: '/' },
        { label: ['Dieses Feld darf maximal 255 Zeichen lang sein.'] },
      ],
      [
        'a label the country has',
        { country: 1, label: 'Tagungshotel', path: '/locations' },
        { label: ['Diese Suche gibt es für dieses Land schon.'] },
      ],
    ])('refuses %s (422)', async (_case, body, errors) => {
      const response = await send('post', base, body).expect(422);
      expect(response.body.errors).toMatchObject(errors);
    });

    it('creates, changes and deletes a search; the public home shows each change', async () => {
      const created = await send('post', base, {
        country: 3,
        label: ' Seminarhotel ',
        path: '/locations?category=508',
        order: 9,
      }).expect(201);
      expect(created.body).toMatchObject({
        label: 'Seminarhotel',
        country: 3,
        created_by: expect.any(Number),
        updated_by: expect.any(Number),
      });
      expect((await home(3)).popular_searches.at(-1)).toEqual({
        label: 'Seminarhotel',
        path: '/locations?category=508',
      });
      expect((await home(1)).popular_searches).not.toContainEqual(
        expect.objectContaining({ label: 'Seminarhotel' }),
      );

      const id = created.body.id as number;
      await send('put', `${base}/${id}`, { ...created.body, label: 'Seminar' }).expect(200);
      expect((await home(3)).popular_searches.at(-1)).toEqual({
        label: 'Seminar',
        path: '/locations?category=508',
      });
      await send('put', `${base}/${id}`, { ...created.body, path: 'locations' }).expect(422);

      await send('delete', `${base}/${id}`).expect(204);
      expect(
        (await home(3)).popular_searches.map((search: { label: string }) => search.label),
      ).toEqual(['Tagungshotel', 'Hochzeitslocation', 'Partyservice', 'Sitzungszimmer']);
      const history = await editor.agent.get(`${base}/${id}/history`).expect(200);
      expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual([
        'delete',
        'update',
        'create',
      ]);
    });
  });

  describe('box items', () => {
    const base = `${api}/home-box-items`;

    it('lists a box of a country and searches its texts', async () => {
      const regions = await list('home-box-items?box=regions&country=1&sort=order');
      expect(regions.map((row) => row.name)).toContain('Zürich');
      expect(regions.every((row) => row.box === 'regions' && row.country === 1)).toBe(true);
      const partners = await list('home-box-items?box=event_partners&country=1');
      expect(partners.length).toBeGreaterThan(0);
      expect(partners[0]).toMatchObject({ entry_type: 'provider', entry_id: expect.any(Number) });
      const found = await list('home-box-items?q=z%C3%BCrich');
      expect(found.map((row) => row.name)).toContain('Zürich');
      await editor.agent.get(`${base}?box=banners`).expect(422);
    });

    it('refuses links to entries that are not there or not public (422)', async () => {
      const missing = await send('post', base, {
        box: 'event_partners',
        country: 1,
        entry_id: 999_999,
      }).expect(422);
      expect(missing.body.errors).toEqual({
        entry_id: ['Diesen Eintrag gibt es nicht oder er ist nicht öffentlich.'],
      });
      const [partner] = (await home(1)).event_partners as { id: number }[];
      const providers = t.platform.services.db('catalog_providers').where({ id: partner!.id });
      await providers.clone().update({ approved: false });
      const hidden = await send('post', base, {
        box: 'event_partners',
        country: 1,
        entry_id: partner!.id,
      }).expect(422);
      await providers.clone().update({ approved: true });
      expect(hidden.body.errors.entry_id).toEqual([
        'Diesen Eintrag gibt es nicht oder er ist nicht öffentlich.',
      ]);
    });

    it.each([
      [
        'no box',
        { country: 1, name: 'Tessin', link_path: '/' },
        { box: ['Dieses Feld ist erforderlich.'] },
      ],
      ['an unknown box', { box: 'banners', country: 1 }, { box: ['Ungültiges Format'] }],
      [
        'a partner without entry',
        { box: 'event_partners', country: 1 },
        { entry_id: ['Dieses Feld ist erforderlich.'] },
      ],
      [
        'a region without name and path',
        { box: 'regions', country: 1 },
        { name: ['Dieses Feld ist erforderlich.'], link_path: ['Dieses Feld ist erforderlich.'] },
      ],
      [
        'a region with an entry',
        { box: 'regions', country: 1, name: 'Tessin', link_path: '/locations', entry_id: 3 },
        { entry_id: ['Ungültiges Format'] },
      ],
      [
        'a region path that is no site path',
        { box: 'regions', country: 1, name: 'Tessin', link_path: 'http://example.com' },
        { link_path: ['Ungültiges Format'] },
      ],
      [
        'a broken external link',
        {
          box: 'regions',
          country: 1,
          name: 'Tessin',
          link_path: '/locations',
          external_link: 'nicht da',
        },
        { external_link: ['Ungültiges Format'] },
      ],
      [
        'an order below 0',
        { box: 'regions', country: 1, name: 'Tessin', link_path: '/', order: -1 },
        { order: ['Ungültiges Format'] },
      ],
    ])('refuses %s (422)', async (_case, body, errors) => {
      const response = await send('post', base, body).expect(422);
      expect(response.body.errors).toMatchObject(errors);
    });

    it('adds a partner and a region, changes and deletes them; the public home follows', async () => {
      const swiss = await home(1);
      const german = await home(2);
      const partnerId = (german.event_partners as { id: number }[]).find(
        (slide) => !swiss.event_partners.some((own: { id: number }) => own.id === slide.id),
      )!.id;
      const partner = await send('post', base, {
        box: 'event_partners',
        country: 1,
        entry_id: partnerId,
        short: 'Unser Partner des Monats',
        external_link: 'www.example.ch',
        order: 99,
      }).expect(201);
      expect(partner.body).toMatchObject({ entry_type: 'provider', entry_id: partnerId });
      expect((await home(1)).event_partners.at(-1)).toMatchObject({
        id: partnerId,
        short: 'Unser Partner des Monats',
        external_link: 'www.example.ch',
        link: { entity_type: 'provider', id: partnerId },
      });

      const region = await send('post', base, {
        box: 'regions',
        country: 1,
        name: 'Tessin',
        short: 'Sonne im Süden',
        text_underline: 'Locations entdecken',
        link_path: '/locations?region=7',
        order: 0,
      }).expect(201);
      expect(region.body.entry_type).toBeNull();
      await send('put', `${base}/${region.body.id}`, {
        ...region.body,
        name: 'Ticino',
      }).expect(200);
      expect((await home(1)).regions).toContainEqual(
        expect.objectContaining({
          id: region.body.id,
          name: 'Ticino',
          short: 'Sonne im Süden',
          path: '/locations?region=7',
          image: null,
        }),
      );

      await send('delete', `${base}/${partner.body.id}`).expect(204);
      await send('delete', `${base}/${region.body.id}`).expect(204);
      const after = await home(1);
      expect(after.event_partners).toEqual(swiss.event_partners);
      expect(after.regions).toEqual(swiss.regions);
    });
  });

  describe('headers', () => {
    const base = `${api}/home-headers`;

    it('lists the headers of an offer type and refuses unknown ones (422)', async () => {
      const rows = await list('home-headers?category=location');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.category === 'location')).toBe(true);
      const unknown = await send('post', base, { name: 'Bergsicht', category: 'hotel' }).expect(
        422,
      );
      expect(unknown.body.errors).toEqual({ category: ['Ungültiges Format'] });
      const empty = await send('post', base, { category: 'location' }).expect(422);
      expect(empty.body.errors).toEqual({ name: ['Dieses Feld ist erforderlich.'] });
    });

    it('creates, moves and deletes a header; the public home follows', async () => {
      const created = await send('post', base, {
        name: 'Bergsicht',
        category: 'technik',
        order: 50,
      }).expect(201);
      const headersOf = async () =>
        ((await home(1)).headers as { id: number; name: string; category: string }[]).filter(
          (header) => header.id === created.body.id,
        );
      expect(await headersOf()).toEqual([
        expect.objectContaining({ name: 'Bergsicht', category: 'technik', image: null }),
      ]);
      await send('put', `${base}/${created.body.id}`, {
        ...created.body,
        name: 'Bergsicht am Abend',
        category: 'agentur',
      }).expect(200);
      expect(await headersOf()).toEqual([
        expect.objectContaining({ name: 'Bergsicht am Abend', category: 'agentur' }),
      ]);
      await send('delete', `${base}/${created.body.id}`).expect(204);
      expect(await headersOf()).toEqual([]);
    });
  });

  it('uploads a header picture and a phone picture that the public home shows; the next upload replaces it', async () => {
    const created = await send('post', `${api}/home-headers`, {
      name: 'Seeufer',
      category: 'location',
      order: 60,
    }).expect(201);
    const media = `${api}/home-headers/${created.body.id}/media`;
    const picture = (background: string) =>
      sharp({ create: { width: 1200, height: 500, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const upload = async (collection: string, background: string, name: string) =>
      editor.agent
        .post(`${media}/${collection}`)
        .set('X-CSRF-Token', editor.token)
        .attach('file', await picture(background), name);
    const wide = (await upload('image', '#268', 'seeufer.jpg')).body;
    expect(wide).toMatchObject({ mime_type: 'image/jpeg' });
    const phone = (await upload('mobile_image', '#862', 'seeufer-mobil.jpg')).body;
    const header = async () =>
      ((await home(1)).headers as { id: number; image: unknown; mobile_image: unknown }[]).find(
        (row) => row.id === created.body.id,
      );
    expect(await header()).toMatchObject({
      image: expect.objectContaining({ id: wide.id }),
      mobile_image: expect.objectContaining({ id: phone.id }),
    });
    const next = (await upload('image', '#2a6', 'seeufer-abend.jpg')).body;
    expect(await header()).toMatchObject({ image: expect.objectContaining({ id: next.id }) });
    const listed = await editor.agent.get(`${media}/image`).expect(200);
    expect(listed.body.data.map((item: { id: number }) => item.id)).toEqual([next.id]);
    const refused = await editor.agent
      .post(`${media}/image`)
      .set('X-CSRF-Token', editor.token)
      .attach('file', Buffer.from('kein Bild'), 'seeufer.jpg');
    expect(refused.status).toBe(422);
    const sales = await t.signIn('sales', 'Sales1234', '10.43.0.9');
    await sales.agent
      .post(`${media}/image`)
      .set('X-CSRF-Token', sales.token)
      .attach('file', await picture('#000'), 'x.jpg')
      .expect(403);
  });

  describe('package deals', () => {
    const base = `${api}/home-package-deals`;

    it('lists the deals of an audience', async () => {
      const rows = await list('home-package-deals?audience=private&sort=order');
      expect(rows[0]).toMatchObject({ name: 'Hochzeit', audience: 'private' });
      expect(rows.every((row) => row.audience === 'private')).toBe(true);
    });

    it.each([
      [
        'no audience',
        { name: 'Taufe', path: '/locations' },
        { audience: ['Dieses Feld ist erforderlich.'] },
      ],
      [
        'an unknown audience',
        { name: 'Taufe', audience: 'family', path: '/' },
        { audience: ['Ungültiges Format'] },
      ],
      [
        'no path',
        { name: 'Taufe', audience: 'private' },
        { path: ['Dieses Feld ist erforderlich.'] },
      ],
      [
        'an external path',
        { name: 'Taufe', audience: 'private', path: 'www.example.ch' },
        { path: ['Ungültiges Format'] },
      ],
      [
        'a name that exists',
        { name: 'Hochzeit', audience: 'private', path: '/' },
        { name: ['Ein Pauschalangebot mit diesem Namen gibt es schon.'] },
      ],
    ])('refuses %s (422)', async (_case, body, errors) => {
      const response = await send('post', base, body).expect(422);
      expect(response.body.errors).toMatchObject(errors);
    });

    it('creates, changes and deletes a deal; the public deals follow', async () => {
      const created = await send('post', base, {
        name: 'Taufe',
        text_underline: 'Im kleinen Kreis',
        audience: 'private',
        path: '/locations?category=516',
        order: 0,
      }).expect(201);
      expect((await deals()).private).toContainEqual(
        expect.objectContaining({ name: 'Taufe', text_underline: 'Im kleinen Kreis', image: null }),
      );
      await send('put', `${base}/${created.body.id}`, {
        ...created.body,
        audience: 'company',
      }).expect(200);
      const moved = await deals();
      expect(moved.company).toContainEqual(expect.objectContaining({ name: 'Taufe' }));
      expect(moved.private).not.toContainEqual(expect.objectContaining({ name: 'Taufe' }));
      await send('delete', `${base}/${created.body.id}`).expect(204);
      expect((await deals()).company).not.toContainEqual(
        expect.objectContaining({ name: 'Taufe' }),
      );
    });
  });

  it('detaches the pictures of a deleted package deal', async () => {
    const [deal] = await list('home-package-deals?audience=public&sort=order');
    const pictures = () =>
      t.platform.services
        .db('media_items')
        .where({ owner_type: 'home_package_deal', owner_id: deal!.id })
        .count<{ count: string }[]>('id as count');
    expect(Number((await pictures())[0]!.count)).toBe(1);
    await send('delete', `${api}/home-package-deals/${deal!.id}`).expect(204);
    expect(Number((await pictures())[0]!.count)).toBe(0);
    expect((await deals()).public).not.toContainEqual(expect.objectContaining({ id: deal!.id }));
  });

  describe('offer types', () => {
    const base = `${api}/home-offer-types`;

    it('lists the eight types in their order and changes texts, route and display', async () => {
      const rows = await list('home-offer-types?sort=order');
      expect(rows.map((row) => row.value)).toEqual([
        'location',
        'catering',
        'technik',
        'agentur',
        'einrichtung',
        'infrastruktur',
        'programm',
        'video__foto',
      ]);
      const photo = rows.at(-1)!;
      const bad = await send('put', `${base}/${photo.id}`, {
        ...photo,
        label: '',
        route: 'provider/foto',
      }).expect(422);
      expect(bad.body.errors).toEqual({
        label: ['Dieses Feld ist erforderlich.'],
        route: ['Ungültiges Format'],
      });

      const changed = await send('put', `${base}/${photo.id}`, {
        ...photo,
        value: 'foto',
        label_home: 'Fotografie & Film',
        display: true,
      }).expect(200);
      // The value is fixed: headers and the jumbotron refer to it.
      expect(changed.body).toMatchObject({ value: 'video__foto', label_home: 'Fotografie & Film' });
      expect((await home(1)).offer_types.at(-1)).toMatchObject({
        value: 'video__foto',
        labelHome: 'Fotografie & Film',
        display: true,
      });
      await send('post', base, { ...photo, value: 'neu' }).expect(405);
    });
  });
});
