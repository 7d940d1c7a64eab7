import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

type Client = Awaited<ReturnType<TestPlatform['signIn']>>;

/**
 * Advertising tiles through the back-office resource routes (list, filters, create, change,
 * archive, restore, bad input, access per role) and the public read of the search pages.
 */
describe('back-office advertising tiles', () => {
  let t: TestPlatform;
  let sales: Client;
  let salesId: number;
  const base = '/api/backoffice/advertising-tiles';
  const tile = {
    name: 'Seminarhotels im Aargau',
    main_area: 'locations',
    region_id: 272,
    building_type_id: 91,
    event_kind_id: null,
    capacity_min: 20,
    capacity_max: 200,
    service_type_ids: [],
    link: 'https://www.example.ch/seminar',
    background_colour: '#0055A4',
    text_colour: '#fff',
    active: true,
  };

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo' });
    sales = await t.signIn('sales', 'Sales1234', '10.41.0.1');
    salesId = (
      await t.platform.services.db('accounts_users').where({ login_name: 'sales' }).first('id')
    ).id;
  }, 120_000);
  afterAll(() => t.close());

  const send = (method: 'post' | 'put', url: string, body?: object, who: Client = sales) =>
    who.agent[method](url).set('X-CSRF-Token', who.token).send(body);
  const publicTiles = async (query: string) =>
    (await t.newAgent().get(`/api/guest/advertising-tiles?${query}`).expect(200)).body.map(
      (row: { name: string }) => row.name,
    );

  it('lets sales and admin in, keeps editors, owners and visitors out', async () => {
    await t.newAgent().get(base).expect(401);
    const venue = await t.signIn('venue', 'Venue1234', '10.41.0.2');
    await venue.agent.get(base).expect(403);
    const editor = await t.signIn('editor', 'Editor1234', '10.41.0.3');
    await editor.agent.get(base).expect(403);
    await send('post', base, tile, editor).expect(403);
    const admin = await t.signIn('admin', 'Admin1234', '10.41.0.4');
    await admin.agent.get(base).expect(200);
    await sales.agent.get(base).expect(200);
  });

  it.each([
    [
      'nothing',
      {},
      {
        name: ['Dieses Feld ist erforderlich.'],
        link: ['Dieses Feld ist erforderlich.'],
        background_colour: ['Dieses Feld ist erforderlich.'],
        main_area: ['Ungültiges Format'],
      },
    ],
    [
      'a link without http(s)',
      { ...tile, link: 'www.example.ch' },
      { link: ['Ungültiges Format'] },
    ],
    ['an ftp link', { ...tile, link: 'ftp://example.ch/x' }, { link: ['Ungültiges Format'] }],
    [
      'a link without host',
      { ...tile, link: 'https://localhost' },
      { link: ['Ungültiges Format'] },
    ],
    [
      'a colour that is no hex',
      { ...tile, background_colour: 'blue', text_colour: '#12345g' },
      { background_colour: ['Ungültiges Format'], text_colour: ['Ungültiges Format'] },
    ],
    ['an unknown main area', { ...tile, main_area: 'jobs' }, { main_area: ['Ungültiges Format'] }],
    [
      'crossed capacities',
      { ...tile, capacity_min: 300, capacity_max: 20 },
      {
        capacity_max: ['Die maximale Personenzahl muss mindestens so gross sein wie die minimale.'],
      },
    ],
    ['a capacity of 0', { ...tile, capacity_min: 0 }, { capacity_min: ['Ungültiges Format'] }],
    [
      'an overlong name',
      { ...tile, name: 'x'.repeat(256) },
      { name: ['Dieses Feld darf maximal 255 Zeichen lang sein.'] },
    ],
    // A canton is no building type, a building type no region, an event kind no service type.
    [
      'a region that is a building type',
      { ...tile, region_id: 91 },
      { region_id: ['Ungültiges Format'] },
    ],
    [
      'a building type that is a region',
      { ...tile, building_type_id: 272 },
      { building_type_id: ['Ungültiges Format'] },
    ],
    [
      'an unknown event kind',
      { ...tile, event_kind_id: 999999 },
      { event_kind_id: ['Ungültiges Format'] },
    ],
    [
      'a service type that is an event kind',
      { ...tile, service_type_ids: [451, 40] },
      { service_type_ids: ['Ungültiges Format'] },
    ],
    [
      'service types that are no list',
      { ...tile, service_type_ids: 'x' },
      { service_type_ids: ['Ungültiges Format'] },
    ],
  ])('refuses %s with the spec texts (422)', async (_case, body, errors) => {
    const response = await send('post', base, body).expect(422);
    expect(response.body.errors).toMatchObject(errors);
  });

  it('creates, lists, filters, changes, archives and restores tiles; the search pages see the active ones', async () => {
    const created = await send('post', base, tile).expect(201);
    expect(created.body).toMatchObject({
      ...tile,
      background_colour: '#0055a4',
      text_colour: '#fff',
      archived_at: null,
      created_by: salesId,
    });
    const id = created.body.id;
    const caterers = await send('post', base, {
      ...tile,
      name: 'Caterer für Hochzeiten',
      main_area: 'both',
      region_id: '',
      building_type_id: null,
      event_kind_id: 40,
      capacity_min: null,
      capacity_max: null,
      service_type_ids: [451, 451],
    }).expect(201);
    expect(caterers.body).toMatchObject({ region_id: null, service_type_ids: [451] });

    const list = await sales.agent.get(`${base}?sort=name`).expect(200);
    expect(list.body.data.map((row: { name: string }) => row.name)).toEqual([
      'Caterer für Hochzeiten',
      'Seminarhotels im Aargau',
    ]);
    const filtered = (query: string) =>
      sales.agent
        .get(`${base}?${query}`)
        .expect(200)
        .then((response) => response.body.data.map((row: { id: number }) => row.id));
    expect(await filtered('main_area=locations')).toEqual([id]);
    expect(await filtered('service_type_id=451')).toEqual([caterers.body.id]);
    expect(await filtered('region_id=272')).toEqual([id]);
    expect(await filtered('q=AARGAU')).toEqual([id]);
    await sales.agent.get(`${base}?main_area=jobs`).expect(422);
    await sales.agent.get(`${base}?service_type_id=abc`).expect(422);

    // The search pages: a tile's criteria must match the search; an empty one matches any.
    expect(
      await publicTiles('area=locations&region_id=272&building_type_id=91&persons=50'),
    ).toEqual(['Seminarhotels im Aargau']);
    expect(
      await publicTiles('area=locations&region_id=272&building_type_id=91&persons=500'),
    ).toEqual([]);
    expect(await publicTiles('area=locations&region_id=273&building_type_id=91')).toEqual([]);
    expect(await publicTiles('area=providers&event_kind_id=40&service_type_id=451')).toEqual([
      'Caterer für Hochzeiten',
    ]);
    expect(await publicTiles('area=providers&event_kind_id=40')).toEqual([]);
    await t.newAgent().get('/api/guest/advertising-tiles').expect(422);
    await t.newAgent().get('/api/guest/advertising-tiles?area=both').expect(422);

    const changed = await send('put', `${base}/${id}`, {
      ...created.body,
      capacity_max: 40,
      active: false,
    }).expect(200);
    expect(changed.body).toMatchObject({
      id,
      capacity_max: 40,
      active: false,
      updated_by: salesId,
    });
    expect(
      await publicTiles('area=locations&region_id=272&building_type_id=91&persons=30'),
    ).toEqual([]);
    await send('put', `${base}/${id}`, { ...changed.body, link: 'javascript:alert(1)' }).expect(
      422,
    );

    await send('put', `${base}/${id}`, { ...changed.body, active: true }).expect(200);
    await send('post', `${base}/${id}/archive`).expect(200);
    expect(await filtered('')).toEqual([caterers.body.id]);
    expect(await filtered('archived=archived')).toEqual([id]);
    expect(
      await publicTiles('area=locations&region_id=272&building_type_id=91&persons=30'),
    ).toEqual([]);
    await send('post', `${base}/${id}/restore`).expect(200);
    expect(
      await publicTiles('area=locations&region_id=272&building_type_id=91&persons=30'),
    ).toEqual(['Seminarhotels im Aargau']);

    const history = await sales.agent.get(`${base}/${id}/history`).expect(200);
    expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'restore',
      'archive',
      'update',
      'update',
      'create',
    ]);
  });
});
