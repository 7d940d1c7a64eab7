import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { definePlugin } from '@eventalp/platform-sdk';
import { accountsPlugin } from '@eventalp/plugin-accounts';
import { mediaPlugin } from '@eventalp/plugin-media';
import { taxonomyPlugin } from '@eventalp/plugin-taxonomy';
import { AWARD_SIGNUP, catalogPlugin, type AwardSignup } from '../src';

/**
 * A provider's own sections through HTTP: service types (main categories, type 21), offers (type 25
 * of the provider's main category), partner locations (public locations only), the people range;
 * and the award's sign-up route (create-sla).
 */
describe("a provider's sections and the award sign-up", () => {
  let t: TestPlatform;
  let client = 0;
  // Stands in for the award plugin (another issue): what the catalogue tells it of a sign-up.
  const awardSignups: AwardSignup[] = [];
  const award = definePlugin({
    id: 'award-listener',
    dependencies: ['catalog'],
    subscriptions: () => [
      {
        name: 'record-signup',
        event: AWARD_SIGNUP,
        async handle(payload) {
          awardSignups.push(payload as AwardSignup);
        },
      },
    ],
  });
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'reference',
      env: { TRUST_PROXY: 'true' },
      plugins: [accountsPlugin, taxonomyPlugin, mediaPlugin, catalogPlugin, award],
    });
  });
  afterAll(() => t.close());

  const signup = (change: Record<string, unknown> = {}) => ({
    type: 'provider',
    category_id: 1,
    entry_category_id: 451,
    full_name: 'Apéro Catering',
    description: 'Catering am See',
    street: 'Seestrasse',
    street_number: '3',
    zip: '8800',
    place: 'Thalwil',
    region: 297,
    first_name: 'Carla',
    last_name: 'Koch',
    email: 'carla@apero.example',
    login_name: 'apero',
    password: 'geheim12',
    password_confirmation: 'geheim12',
    ...change,
  });

  async function newClient() {
    const agent = t.newAgent();
    let token = await t.csrf(agent);
    client += 1;
    const ip = `10.12.0.${client}`;
    return {
      /** After a sign-up or login: the CSRF token is bound to the session, so a new one. */
      async refreshToken() {
        token = await t.csrf(agent);
      },
      post: (path: string, body?: object) =>
        agent.post(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip).send(body),
      put: (path: string, body?: object) =>
        agent.put(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip).send(body),
      get: (path: string) => agent.get(path).set('X-Forwarded-For', ip),
    };
  }

  let owner: Awaited<ReturnType<typeof newClient>>;
  let providerId: number;
  let publicLocation: number;
  let hiddenLocation: number;
  const section = (name: string) => `/api/user/providers/${providerId}/${name}`;
  /** Saves `values` over the section as loaded. */
  async function save(name: string, values: Record<string, unknown>) {
    const loaded = await owner.get(section(name));
    expect(loaded.status).toBe(200);
    const current = Object.fromEntries(
      Object.entries(loaded.body.values as Record<string, unknown>).map(([key, value]) => [
        key,
        key === 'partner_locations' ? (value as { id: number }[]).map((l) => l.id) : value,
      ]),
    );
    return owner.put(section(name), {
      version: loaded.body.version,
      values: { ...current, ...values },
    });
  }

  beforeAll(async () => {
    owner = await newClient();
    const created = await owner.post('/api/guest/entries', signup());
    expect(created.status).toBe(201);
    await owner.refreshToken();
    expect(created.body.entry.type).toBe('provider');
    providerId = created.body.entry.id;
    const db = t.platform.services.db;
    const [shown, hidden] = await db('catalog_locations')
      .insert([
        { full_name: 'Seehalle', category_id: 516, approved: true },
        { full_name: 'Noch geheim', category_id: 516, approved: false },
      ])
      .returning('id');
    publicLocation = shown.id;
    hiddenLocation = hidden.id;
  });

  it('offers only subcategories (type 25) of its main category; a new category brings its own', async () => {
    const catering = await save('offers', { offers: [539, 540] });
    expect(catering.status).toBe(200);
    expect(catering.body.values.offers).toEqual([539, 540]);
    // Sound engineering belongs to event technology (452), a style is no offer at all.
    for (const offers of [[539, 549], [320], [999_999]]) {
      const wrong = await save('offers', { offers });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ offers: ['Ungültiges Format'] });
    }
    expect((await owner.get(section('offers'))).body.values.offers).toEqual([539, 540]);
    // As a draft the category changes at once; from then on event technology's offers fit.
    const basic = await save('basic', { category_id: 452 });
    expect(basic.status).toBe(200);
    expect(basic.body.values.category_id).toBe(452);
    expect((await save('offers', { offers: [549] })).status).toBe(200);
    expect((await save('offers', { offers: [539] })).status).toBe(422);
  });

  it('keeps service types to the main categories (type 21)', async () => {
    const saved = await save('properties', { service_types: [457, 451, 451] });
    expect(saved.status).toBe(200);
    expect(saved.body.values.service_types).toEqual([451, 457]);
    const wrong = await save('properties', { service_types: [539] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ service_types: ['Ungültiges Format'] });
    const detail = await owner.get(`/api/user/entries/provider/${providerId}/preview`);
    expect(detail.status).toBe(200);
    expect(detail.body.properties.service_types.map((term: { id: number }) => term.id)).toEqual([
      451, 457,
    ]);
  });

  it('links public locations only as partners', async () => {
    const saved = await save('properties', { partner_locations: [publicLocation, publicLocation] });
    expect(saved.status).toBe(200);
    expect(saved.body.values.partner_locations).toEqual([{ id: publicLocation, name: 'Seehalle' }]);
    for (const partner_locations of [
      [hiddenLocation],
      [999_999],
      [publicLocation, hiddenLocation],
    ]) {
      const wrong = await save('properties', { partner_locations });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ partner_locations: ['Ungültiges Format'] });
    }
    expect((await owner.get(section('properties'))).body.values.partner_locations).toEqual([
      { id: publicLocation, name: 'Seehalle' },
    ]);
  });

  it.each([
    [
      'fewer people at most than at least',
      { min_people: 50, max_people: 20 },
      'values.max_people',
      'Der Höchstwert darf nicht kleiner als der Mindestwert sein.',
    ],
    ['no people at least', { min_people: 0 }, 'values.min_people', 'Ungültiges Format'],
    ['people as text', { max_people: 'viele' }, 'values.max_people', 'Ungültiges Format'],
    [
      'a partner location that is no id',
      { partner_locations: ['Seehalle'] },
      'values.partner_locations.0',
      'Ungültiges Format',
    ],
    ['styles that are not a list', { styles: 320 }, 'values.styles', 'Ungültiges Format'],
  ])(
    'answers 422 with the field message for %s, changing nothing',
    async (_case, values, field, message) => {
      const before = await owner.get(section('properties'));
      const response = await save('properties', values);
      expect(response.status).toBe(422);
      expect(response.body.errors[field]).toEqual([message]);
      expect((await owner.get(section('properties'))).body).toEqual(before.body);
    },
  );

  it.each([
    ['a missing version', { values: {} }],
    ['a body that is no object', 'x'],
    ['values that are a list', { version: 0, values: [] }],
  ])('answers 422 for %s on every provider section', async (_case, body) => {
    for (const name of [
      'basic',
      'contact',
      'photos',
      'videos',
      'documents',
      'event',
      'properties',
      'offers',
    ]) {
      const response = await owner.put(section(name), body as object);
      expect(response.status).toBe(422);
    }
  });

  it('creates a location through the award sign-up, whatever type is sent, and tells the award', async () => {
    const visitor = await newClient();
    const response = await visitor.post(
      '/api/guest/entries/sla',
      signup({
        type: 'provider',
        entry_category_id: 516,
        full_name: 'Schloss am See',
        zip: '8802',
        email: 'schloss@see.example',
        login_name: 'schlosssee',
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.entry.type).toBe('location');
    const db = t.platform.services.db;
    const entry = await db('catalog_locations').where({ id: response.body.entry.id }).first();
    expect(entry).toMatchObject({ created_via: 'sla', approved: false, zip: '8802' });
    for (let wait = 0; awardSignups.length === 0 && wait < 200; wait += 1) {
      await t.platform.drainJobs();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(awardSignups).toEqual([{ location_id: entry.id, name: 'Schloss am See', zip: '8802' }]);
    expect((await visitor.get('/api/user/entries')).body.data).toMatchObject([
      { type: 'location', id: entry.id, status: 'draft' },
    ]);
    // A provider's main category is no venue category.
    const wrong = await (
      await newClient()
    ).post(
      '/api/guest/entries/sla',
      signup({ entry_category_id: 451, email: 'x@see.example', login_name: 'xsee' }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ entry_category_id: ['Ungültiges Format'] });
  });
});
