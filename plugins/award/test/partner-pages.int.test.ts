import bcrypt from 'bcryptjs';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

const PAGES = '/api/guest/award/partner-area/pages';
const PUBLIC = '/api/guest/award/partner-pages';
const LOGIN = '/api/guest/award/partner-area/login';

/** The two partners of the access matrix: the demo's medium (A) and a tourism region (B). */
describe("a partner's results pages: its own only, and their public answer", () => {
  let t: TestPlatform;
  let cantons: { id: number; name: string }[];
  let ip = 0;
  const a = {} as { agent: ReturnType<TestPlatform['newAgent']>; token: string };
  const b = {} as { agent: ReturnType<TestPlatform['newAgent']>; token: string };

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    const { db } = t.platform.services;
    cantons = await db('taxonomy_terms').where({ type: 26 }).orderBy('id').select('id', 'name');
    const now = new Date();
    await db('award_partner_requests').insert({
      kind: 'tourism',
      region_id: cantons[0]!.id,
      organisation: 'Region B Tourismus',
      first_name: 'Bea',
      last_name: 'Berger',
      email: 'bea@region-b.example',
      login_name: 'region-b',
      password_hash: await bcrypt.hash('RegionB1234', 4),
      token_hash: 'b'.repeat(64),
      language: 'de',
      status: 'approved',
      confirmed_at: now,
      decided_at: now,
    });
    for (const [who, login_name, password] of [
      [a, 'presse', 'Presse1234'],
      [b, 'region-b', 'RegionB1234'],
    ] as const) {
      who.agent = t.newAgent();
      who.token = await t.csrf(who.agent);
      await who.agent
        .post(LOGIN)
        .set('X-CSRF-Token', who.token)
        .set('X-Forwarded-For', `10.40.0.${(ip += 1)}`)
        .send({ login_name, password })
        .expect(200);
    }
  }, 180_000);
  afterAll(() => t.close());

  const send = (
    who: { agent: ReturnType<TestPlatform['newAgent']>; token: string },
    method: 'post' | 'put' | 'delete',
    path: string,
    body?: object,
  ) => {
    ip += 1;
    return who.agent[method](path)
      .set('X-CSRF-Token', who.token)
      .set('X-Forwarded-For', `10.41.${Math.floor(ip / 250)}.${ip % 250}`)
      .send(body);
  };

  const page = (overrides: Record<string, unknown> = {}) => ({
    name: 'Zürich und Umgebung',
    slug: 'zuerich-umgebung',
    cantons: [cantons[0]!.id],
    places: ['Winterthur'],
    postcodes: ['8400'],
    intro: 'Die besten Locations der Region.',
    ...overrides,
  });

  it('answers 401 without a partner session, and refuses writes without the CSRF token', async () => {
    const anonymous = t.newAgent();
    await anonymous.get(PAGES).expect(401);
    await anonymous.get(`${PAGES}/1`).expect(401);
    const token = await t.csrf(anonymous);
    for (const [method, path] of [
      ['post', PAGES],
      ['put', `${PAGES}/1`],
      ['delete', `${PAGES}/1`],
    ] as const) {
      const answer = await anonymous[method](path).set('X-CSRF-Token', token).send(page());
      expect([method, answer.status]).toEqual([method, 401]);
    }
    // A public user's session is no partner's.
    const user = await t.signIn('venue', 'Venue1234', '10.40.1.1');
    await user.agent.get(PAGES).expect(401);
    // Signed in, but without the CSRF token: 403.
    const noCsrf = await a.agent.post(PAGES).send(page());
    expect(noCsrf.status).toBe(403);
  });

  it('creates, lists, shows and changes its own pages; the name and the address stay', async () => {
    const created = await send(a, 'post', PAGES, page({ places: ['Winterthur', 'Winterthur'] }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Zürich und Umgebung',
      slug: 'zuerich-umgebung',
      cantons: [cantons[0]!.id],
      places: ['Winterthur'],
      postcodes: ['8400'],
      intro: 'Die besten Locations der Region.',
    });
    const id = created.body.id as number;
    // The demo's own page (seed) and the new one.
    expect(
      (await a.agent.get(PAGES).expect(200)).body.data.map((p: { slug: string }) => p.slug),
    ).toEqual(['zuerich', 'zuerich-umgebung']);
    expect((await a.agent.get(`${PAGES}/${id}`).expect(200)).body.slug).toBe('zuerich-umgebung');

    const changed = await send(a, 'put', `${PAGES}/${id}`, {
      ...page(),
      cantons: [cantons[1]!.id, cantons[2]!.id],
      places: [],
      postcodes: [],
      intro: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Zürich und Umgebung',
      cantons: [cantons[1]!.id, cantons[2]!.id],
      places: [],
      postcodes: [],
      intro: null,
    });

    const renamed = await send(a, 'put', `${PAGES}/${id}`, page({ name: 'Ganz Zürich' }));
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({
      name: ['Den Namen der Region können nur die Organisatoren ändern.'],
    });
    const moved = await send(a, 'put', `${PAGES}/${id}`, page({ slug: 'anders' }));
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({
      slug: ['Die Adresse einer Seite bleibt, wie sie angelegt wurde.'],
    });
    // Without name and slug the filters change alone.
    const { name: _name, slug: _slug, ...filters } = page();
    expect((await send(a, 'put', `${PAGES}/${id}`, filters)).status).toBe(200);
  });

  it('refuses bad input with the texts at their fields', async () => {
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      [
        'no canton, place or postcode',
        { cantons: [], places: [], postcodes: [] },
        { cantons: ['Bitte wähle mindestens einen Kanton, einen Ort oder eine Postleitzahl.'] },
      ],
      [
        'a postcode of five digits',
        { postcodes: ['84000'] },
        { 'postcodes.0': ['Bitte gib vierstellige Postleitzahlen ein.'] },
      ],
      [
        'a postcode with letters',
        { postcodes: ['8400', 'CH-8'] },
        { 'postcodes.1': ['Bitte gib vierstellige Postleitzahlen ein.'] },
      ],
      [
        'an unknown canton',
        { cantons: [999999] },
        { cantons: ['Bitte wähle Kantone aus der Liste.'] },
      ],
      [
        'a canton id that is no canton',
        { cantons: ['abc'] },
        { 'cantons.0': ['Bitte wähle Kantone aus der Liste.'] },
      ],
      [
        'a slug with capitals',
        { slug: 'Zuerich' },
        {
          slug: [
            'Die Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (3 bis 60 Zeichen).',
          ],
        },
      ],
      [
        'a slug too long',
        { slug: 'a'.repeat(61) },
        {
          slug: [
            'Die Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (3 bis 60 Zeichen).',
          ],
        },
      ],
      [
        'a name too long',
        { name: 'x'.repeat(121) },
        { name: ['Dieses Feld darf maximal 120 Zeichen lang sein.'] },
      ],
      ['no name', { name: '  ' }, { name: ['Dieses Feld ist erforderlich.'] }],
      [
        'a place too long',
        { places: ['y'.repeat(81)] },
        { 'places.0': ['Dieses Feld darf maximal 80 Zeichen lang sein.'] },
      ],
      [
        'too many postcodes',
        { postcodes: Array.from({ length: 301 }, (_, i) => String(1000 + i)) },
        { postcodes: ['Höchstens 300 Einträge.'] },
      ],
      [
        'an intro too long',
        { intro: 'z'.repeat(2001) },
        { intro: ['Dieses Feld darf maximal 2000 Zeichen lang sein.'] },
      ],
      [
        'an address taken',
        { slug: 'zuerich-umgebung', name: 'Anders' },
        { slug: ['Diese Adresse ist bereits vergeben.'] },
      ],
    ];
    for (const [what, overrides, errors] of cases) {
      const answer = await send(b, 'post', PAGES, page({ slug: 'neu-b', ...overrides }));
      expect([what, answer.status, answer.body.errors]).toEqual([what, 422, errors]);
    }
    await a.agent.get(`${PAGES}/abc`).expect(422);
    await a.agent.get(`${PAGES}/99999999999`).expect(422);
    expect((await b.agent.get(PAGES).expect(200)).body.data).toEqual([]);
  });

  it("keeps partner B away from partner A's page: 404 to read, change and delete", async () => {
    const own = await send(b, 'post', PAGES, page({ name: 'Region B', slug: 'region-b' }));
    expect(own.status).toBe(201);
    const aPage = (await a.agent.get(PAGES).expect(200)).body.data.at(-1) as { id: number };
    const before = (await a.agent.get(`${PAGES}/${aPage!.id}`).expect(200)).body;

    await b.agent.get(`${PAGES}/${aPage!.id}`).expect(404);
    expect(
      (await send(b, 'put', `${PAGES}/${aPage!.id}`, page({ intro: 'B war hier' }))).status,
    ).toBe(404);
    expect((await send(b, 'delete', `${PAGES}/${aPage!.id}`)).status).toBe(404);
    expect(
      (await b.agent.get(PAGES).expect(200)).body.data.map((p: { slug: string }) => p.slug),
    ).toEqual(['region-b']);
    // A's page is unchanged, and A cannot touch B's either.
    expect((await a.agent.get(`${PAGES}/${aPage!.id}`).expect(200)).body).toEqual(before);
    await a.agent.get(`${PAGES}/${own.body.id}`).expect(404);
    expect((await send(a, 'delete', `${PAGES}/${own.body.id}`)).status).toBe(404);

    // B deletes its own: gone (404 the second time, and publicly).
    expect((await send(b, 'delete', `${PAGES}/${own.body.id}`)).status).toBe(204);
    expect((await send(b, 'delete', `${PAGES}/${own.body.id}`)).status).toBe(404);
    await t.newAgent().get(`${PUBLIC}/region-b`).expect(404);
  });

  it('limits the writes per client address (429 after 30 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push(
        (
          await b.agent
            .delete(`${PAGES}/999999`)
            .set('X-CSRF-Token', b.token)
            .set('X-Forwarded-For', '10.42.0.1')
        ).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("answers a region page's awarded and nominated venues publicly, cached and open to every origin", async () => {
    const { db } = t.platform.services;
    // Expected from the database: the 2025 published run's awarded venues whose catalogue
    // location lies in the canton of the first awarded one.
    const awarded = await db('award_result_entries as r')
      .join('award_result_runs as u', 'u.id', 'r.run_id')
      .join('catalog_locations as l', 'l.id', 'r.location_id')
      .where({ 'u.year': 2025, 'u.status': 'published', 'r.awarded_category': true })
      .whereNotNull('r.grade')
      .select('r.nominee_id', 'l.region_id', 'l.zip', 'r.score');
    expect(awarded.length).toBeGreaterThan(3);
    const canton = awarded[0]!.region_id as number;
    const zip = awarded.find((row) => row.region_id !== canton && row.zip)!.zip as string;
    const expected = awarded
      .filter((row) => row.region_id === canton || String(row.zip).slice(0, 4) === zip.slice(0, 4))
      .sort((x, y) => Number(y.score) - Number(x.score))
      .map((row) => row.nominee_id);

    // The region is a part of the winners, not none and not all.
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(awarded.length);
    const created = await send(
      b,
      'post',
      PAGES,
      page({
        name: 'Kanton und PLZ',
        slug: 'kanton-plz',
        cantons: [canton],
        places: [],
        postcodes: [zip.slice(0, 4)],
      }),
    );
    expect(created.status).toBe(201);

    const visitor = t.newAgent();
    const answer = await visitor
      .get(`${PUBLIC}/kanton-plz?year=2025&list=awarded`)
      .set('Origin', 'https://www.tourismus.example')
      .expect(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.body).toMatchObject({
      slug: 'kanton-plz',
      name: 'Kanton und PLZ',
      year: 2025,
      list: 'awarded',
      published: true,
      total: expected.length,
    });
    expect(answer.body.data.map((v: { nominee_id: number }) => v.nominee_id)).toEqual(expected);
    for (const venue of answer.body.data) {
      expect(['outstanding', 'excellent', 'recommended']).toContain(venue.grade);
      expect(venue.entry).not.toBeNull();
    }

    // Nominated: the latest year's nominees past the formal check in one canton (of a listed
    // nominee) or with the postcode of one not listed.
    const nominees = await db('award_nominees as n')
      .leftJoin('catalog_locations as l', 'l.id', 'n.location_id')
      .where('n.year', db('award_nominees').max('year'))
      .whereIn('n.status', ['checked', 'invited', 'confirmed'])
      .select(
        'n.id',
        'n.year',
        'n.location_id',
        'l.region_id',
        db.raw('coalesce(l.zip, n.postcode) as zip'),
      );
    const nomineeCanton = nominees.find((row) => row.region_id !== null)!.region_id as number;
    const unlisted = nominees.find((row) => row.location_id === null && row.zip);
    const nomineeZip = unlisted ? String(unlisted.zip).slice(0, 4) : null;
    const nominated = nominees
      .filter(
        (row) =>
          row.region_id === nomineeCanton ||
          (nomineeZip !== null && String(row.zip ?? '').slice(0, 4) === nomineeZip),
      )
      .map((row) => row.id as number)
      .sort((x, y) => x - y);
    expect(nominated.length).toBeGreaterThan(0);
    expect(nominated.length).toBeLessThan(nominees.length);
    const nominatedPage = await send(
      b,
      'post',
      PAGES,
      page({
        name: 'Nominierte',
        slug: 'nominierte',
        cantons: [nomineeCanton],
        places: [],
        postcodes: nomineeZip ? [nomineeZip] : [],
      }),
    );
    expect(nominatedPage.status).toBe(201);
    const list = await visitor
      .get(`${PUBLIC}/nominierte?year=${nominees[0]!.year}&list=nominated`)
      .expect(200);
    expect(
      list.body.data
        .map((v: { nominee_id: number }) => v.nominee_id)
        .sort((x: number, y: number) => x - y),
    ).toEqual(nominated);
    expect(list.body.data.every((v: { grade: unknown }) => v.grade === null)).toBe(true);
    // Without a year: the latest year with nominees.
    expect((await visitor.get(`${PUBLIC}/nominierte?list=nominated`).expect(200)).body.total).toBe(
      nominated.length,
    );

    // A year without published results: an empty awarded list.
    const unpublished = await visitor
      .get(`${PUBLIC}/kanton-plz?year=2024&list=awarded`)
      .expect(200);
    expect(unpublished.body).toMatchObject({ published: false, total: 0, data: [] });

    // Only the organisers rename the region: the award office in the back office.
    const office = await t.signIn('award', 'Award1234', '10.40.2.1');
    const renamed = await office.agent
      .put(`/api/backoffice/award-partner-pages/${created.body.id}`)
      .set('X-CSRF-Token', office.token)
      .send({ name: 'Region Kanton und PLZ' });
    expect(renamed.status).toBe(200);
    const editor = await t.signIn('editor', 'Editor1234', '10.40.2.2');
    await editor.agent
      .put(`/api/backoffice/award-partner-pages/${created.body.id}`)
      .set('X-CSRF-Token', editor.token)
      .send({ name: 'Umbenannt' })
      .expect(403);
    expect((await b.agent.get(`${PAGES}/${created.body.id}`).expect(200)).body.name).toBe(
      'Region Kanton und PLZ',
    );
    expect((await visitor.get(`${PUBLIC}/kanton-plz?year=2025`).expect(200)).body.name).toBe(
      'Region Kanton und PLZ',
    );

    // The demo medium's page of the canton of Zürich.
    const zurich = await visitor.get(`${PUBLIC}/zuerich?year=2025`).expect(200);
    expect(zurich.body).toMatchObject({ name: 'Zürich', list: 'awarded', published: true });

    await visitor.get(`${PUBLIC}/niemand-hier`).expect(404);
    await visitor.get(`${PUBLIC}/kanton-plz?year=20x5`).expect(422);
    await visitor.get(`${PUBLIC}/kanton-plz?list=alle`).expect(422);
    await visitor.get(`${PUBLIC}/${'a'.repeat(61)}`).expect(422);
  });
});
