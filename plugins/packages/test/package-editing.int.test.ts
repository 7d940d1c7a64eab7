import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { messages } from '@eventalp/platform-sdk';
import {
  BookingService,
  editingMessages,
  packageMessages,
  PACKAGES,
  sectionValuesAnswer,
  VENUE_SECTIONS,
  type HallInput,
  type PackageInput,
} from '../src';
import { signInStaff, signUpLocationOwner } from './signed-up-owner';

const base = (id: number) => `/api/user/packages/${id}`;

/** A signed-in owner with a new location (guest entry sign-up) and one room. */
async function signUpOwner(t: TestPlatform, name: string, ip: string, canEdit = true) {
  const { agent, token, locationId } = await signUpLocationOwner(
    t,
    name,
    ip,
    canEdit ? ['package_edit'] : [],
  );
  const { db } = t.platform.services;
  const [room] = await db('catalog_rooms')
    .insert({ location_id: locationId, name: 'Seesaal' })
    .returning('id');
  const send = (method: 'post' | 'put' | 'delete', path: string, body?: object) =>
    agent[method](path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip).send(body);
  return {
    agent,
    locationId,
    roomId: room.id as number,
    get: (path: string) => agent.get(path).set('X-Forwarded-For', ip),
    post: (path: string, body?: object) => send('post', path, body),
    put: (path: string, body?: object) => send('put', path, body),
    del: (path: string) => send('delete', path),
    noCsrf: (path: string, body?: object) => agent.put(path).set('X-Forwarded-For', ip).send(body),
  };
}

type Owner = Awaited<ReturnType<typeof signUpOwner>>;

describe('package editing: profile sections, halls and packages of an own venue', () => {
  let t: TestPlatform;
  let clients = 0;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'reference',
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'error', FORM_RATE_LIMIT_PER_MINUTE: '200' },
    });
  });
  afterAll(() => t.close());

  const newOwner = (name: string, canEdit = true) => {
    clients += 1;
    return signUpOwner(t, name, `10.19.0.${clients}`, canEdit);
  };

  let a: Owner;
  let b: Owner;
  let hallId: number;
  const hall = (change: Partial<HallInput> = {}): HallInput => ({
    name: 'Seesaal',
    areaM2: 180,
    capacities: { theatre: 150, banquet: 100 },
    rentalSlots: [
      { slotId: 9, priceRappen: 150000 },
      { slotId: 1, priceRappen: 60000 },
    ],
    ...change,
  });
  const pkg = (change: Partial<PackageInput> = {}): PackageInput => ({
    eventType: 'meeting',
    name: 'Seminartag',
    timesOfDay: [['morning', 'afternoon']],
    meals: ['lunch'],
    hallIds: [hallId],
    singlePriceRappen: 50000,
    pricePerPersonRappen: 8900,
    includedItems: ['wlan', 'flipchart'],
    confirmations: [25],
    ...change,
  });

  beforeAll(async () => {
    a = await newOwner('Anja');
    b = await newOwner('Boris');
  });

  it('reads every section empty, saves it and answers the values by the section schema', async () => {
    for (const section of VENUE_SECTIONS) {
      const empty = await a.get(`${base(a.locationId)}/sections/${section}`);
      expect(empty.status).toBe(200);
      expect(empty.body.updatedAt).toBeNull();
      expect(sectionValuesAnswer(section).safeParse(empty.body.values).success).toBe(true);
    }
    const lunch = await a.put(`${base(a.locationId)}/sections/lunch`, {
      values: { offered: true, pricePerPersonRappen: 3800, description: 'Zwei Gänge' },
    });
    expect(lunch.status).toBe(200);
    expect(lunch.body.values).toEqual({
      offered: true,
      pricePerPersonRappen: 3800,
      includedInPackages: false,
      description: 'Zwei Gänge',
    });
    const read = await a.get(`${base(a.locationId)}/sections/lunch`);
    expect(read.body.values.offered).toBe(true);
    expect(read.body.updatedAt).not.toBeNull();
    const [first, second] = await t.platform.services
      .db('packages_options')
      .where({ group: 'restrictions' })
      .orderBy('id')
      .pluck('id');
    const limits = await a.put(`${base(a.locationId)}/sections/generalinfo-limitations`, {
      values: { restrictionIds: [first, first, second], musicUntilHour: 22 },
    });
    expect(limits.body.values.restrictionIds).toEqual([first, second]);
    const overview = await a.get(base(a.locationId));
    expect(overview.body.savedSections).toEqual(['generalinfo-limitations', 'lunch']);
  });

  it.each<[string, string, Record<string, unknown>, string, string]>([
    [
      'a required text missing',
      'contract',
      { contactName: ' ' },
      'values.contactName',
      messages.required,
    ],
    [
      'a negative price',
      'dinner',
      { pricePerPersonRappen: -1 },
      'values.pricePerPersonRappen',
      messages.format,
    ],
    [
      'a percent over 100',
      'cancellation',
      { policy: 'x', lateFeePercent: 101 },
      'values.lateFeePercent',
      messages.format,
    ],
    ['a switch as text', 'lunch', { offered: 'ja' }, 'values.offered', messages.format],
    [
      'an unknown restriction',
      'generalinfo-limitations',
      { restrictionIds: [999999] },
      'values.restrictionIds',
      messages.format,
    ],
    [
      'an hour over 24',
      'generalinfo-limitations',
      { musicUntilHour: 25 },
      'values.musicUntilHour',
      messages.format,
    ],
    [
      'an overlong text',
      'generalinfo-basic',
      { headline: 'x'.repeat(256) },
      'values.headline',
      messages.maxLength(255),
    ],
  ])('refuses %s in a section (422)', async (_, section, values, field, message) => {
    const response = await a.put(`${base(a.locationId)}/sections/${section}`, { values });
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('keeps accommodation per own room; another room is a 404', async () => {
    const url = `${base(a.locationId)}/accommodation/${a.roomId}`;
    const saved = await a.put(url, { values: { beds: 12, pricePerNightRappen: 18000 } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ roomId: a.roomId, values: { beds: 12 } });
    expect((await a.get(url)).body.values.pricePerNightRappen).toBe(18000);
    expect((await a.get(`${base(a.locationId)}/accommodation/${b.roomId}`)).status).toBe(404);
    expect(
      (await a.put(`${base(a.locationId)}/accommodation/${a.roomId}`, { values: { beds: -2 } }))
        .status,
    ).toBe(422);
  });

  it('adds, changes and removes halls with rental slots 1-11', async () => {
    const added = await a.post(`${base(a.locationId)}/halls`, hall({ roomId: a.roomId }));
    expect(added.status).toBe(201);
    expect(added.body.rentalSlots.map((s: { slotId: number }) => s.slotId)).toEqual([1, 9]);
    expect(added.body.capacities).toEqual({
      theatre: 150,
      classroom: null,
      banquet: 100,
      standing: null,
      ushape: null,
    });
    hallId = added.body.id;
    const changed = await a.put(
      `${base(a.locationId)}/halls/${hallId}`,
      hall({ name: 'Grosser Seesaal' }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Grosser Seesaal', roomId: null });
    const extra = await a.post(
      `${base(a.locationId)}/halls`,
      hall({ name: 'Salon', rentalSlots: [] }),
    );
    expect((await a.get(`${base(a.locationId)}/halls`)).body).toHaveLength(2);
    expect((await a.del(`${base(a.locationId)}/halls/${extra.body.id}`)).status).toBe(204);
    expect((await a.get(`${base(a.locationId)}/halls/${extra.body.id}`)).status).toBe(404);
  });

  it.each<[string, Partial<HallInput> | Record<string, unknown>, string, string]>([
    [
      'slot 12',
      { rentalSlots: [{ slotId: 12, priceRappen: 1 }] },
      'rentalSlots.0.slotId',
      packageMessages.rentalSlot,
    ],
    [
      'slot 0',
      { rentalSlots: [{ slotId: 0, priceRappen: 1 }] },
      'rentalSlots.0.slotId',
      packageMessages.rentalSlot,
    ],
    [
      'a slot twice',
      {
        rentalSlots: [
          { slotId: 2, priceRappen: 1 },
          { slotId: 2, priceRappen: 5 },
        ],
      },
      'rentalSlots',
      packageMessages.rentalSlot,
    ],
    ['no name', { name: '' }, 'name', messages.required],
    ['a negative capacity', { capacities: { theatre: -5 } }, 'capacities.theatre', messages.format],
  ])('refuses a hall with %s (422)', async (_, change, field, message) => {
    const response = await a.post(
      `${base(a.locationId)}/halls`,
      hall(change as Partial<HallInput>),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('keeps a hall whose room the venue deletes from its entry (without the room) and drops the room’s calendar entries', async () => {
    const rooms = `/api/user/locations/${b.locationId}/rooms`;
    const { version } = (await b.get(rooms)).body;
    const room = await b.post(rooms, { version, values: { name: 'Kellerbar' } });
    expect(room.status).toBe(201);
    const roomId: number = room.body.room.id;
    const onRoom = await b.post(`${base(b.locationId)}/halls`, hall({ name: 'Bar', roomId }));
    expect(onRoom.status).toBe(201);
    const busy = await b.post(`/api/user/packages/${b.locationId}/calendar/entries`, {
      kind: 'internal_use',
      roomId,
      startDate: '2027-05-04',
      endDate: '2027-05-04',
    });
    expect(busy.status).toBe(201);
    const deleted = await b.del(`${rooms}/${roomId}?version=${version + 1}`);
    expect(deleted.status).toBe(200);
    const kept = await b.get(`${base(b.locationId)}/halls/${onRoom.body.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ name: 'Bar', roomId: null });
    const calendar = await b.get(`/api/user/packages/${b.locationId}/calendar`);
    expect(calendar.body.entries.map((e: { id: number }) => e.id)).not.toContain(busy.body.id);
    expect((await b.del(`${base(b.locationId)}/halls/${onRoom.body.id}`)).status).toBe(204);
  });

  it("refuses a hall on another owner's room", async () => {
    const response = await a.post(`${base(a.locationId)}/halls`, hall({ roomId: b.roomId }));
    expect(response.status).toBe(422);
    expect(response.body.errors.roomId).toEqual([editingMessages.room]);
  });

  it('creates a draft package, publishes it, changes it, withdraws and deletes it', async () => {
    const created = await a.post(`${base(a.locationId)}/packages`, pkg());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ state: 'draft', days: 1, hallIds: [hallId] });
    const id = created.body.id;
    const published = await a.post(`${base(a.locationId)}/packages/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.state).toBe('published');
    const service = t.platform.services.service(PACKAGES);
    expect(
      (await service.publishedPackages({ locationIds: [a.locationId] })).map((p) => p.id),
    ).toEqual([id]);
    expect((await service.packageById(id))?.name).toBe('Seminartag');
    expect(await service.venueHalls(a.locationId)).toHaveLength(1);
    const changed = await a.put(
      `${base(a.locationId)}/packages/${id}`,
      pkg({
        timesOfDay: [['morning'], ['evening']],
        overnight: true,
        meals: ['breakfast', 'dinner'],
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ days: 2, overnight: true, state: 'published' });
    // A published package must stay publishable.
    const unconfirmed = await a.put(
      `${base(a.locationId)}/packages/${id}`,
      pkg({ confirmations: [] }),
    );
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors.confirmations).toEqual([packageMessages.confirmation]);
    // The hall is in a package: it cannot be removed.
    const inUse = await a.del(`${base(a.locationId)}/halls/${hallId}`);
    expect(inUse.status).toBe(422);
    expect(inUse.body.errors.hallId).toEqual([editingMessages.hallInUse]);
    const withdrawn = await a.post(`${base(a.locationId)}/packages/${id}/withdraw`);
    expect(withdrawn.body.state).toBe('draft');
    expect(await service.publishedPackages({ locationIds: [a.locationId] })).toEqual([]);
    const list = await a.get(`${base(a.locationId)}/packages`);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await a.del(`${base(a.locationId)}/packages/${id}`)).status).toBe(204);
    expect((await a.get(`${base(a.locationId)}/packages/${id}`)).status).toBe(404);
  });

  it('refuses a meal that the venue switched off in its meal section (422 at the meals)', async () => {
    const url = base(b.locationId);
    const switchOff = await b.put(`${url}/sections/lunch`, {
      values: { offered: false, pricePerPersonRappen: 3800 },
    });
    expect(switchOff.status).toBe(200);
    const refused = await b.post(
      `${url}/packages`,
      pkg({ hallIds: [], meals: ['lunch', 'dinner'] }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.meals).toEqual([editingMessages.mealNotOffered('Mittagessen')]);
    // Dinner's section was never saved: it switches nothing off.
    const dinner = await b.post(`${url}/packages`, pkg({ hallIds: [], meals: ['dinner'] }));
    expect(dinner.status).toBe(201);
    await b.put(`${url}/sections/lunch`, { values: { offered: true, pricePerPersonRappen: 3800 } });
    const lunch = await b.post(`${url}/packages`, pkg({ hallIds: [], meals: ['lunch'] }));
    expect(lunch.status).toBe(201);
    for (const id of [dinner.body.id, lunch.body.id])
      expect((await b.del(`${url}/packages/${id}`)).status).toBe(204);
  });

  it('keeps a package that was booked: deleting it is a 422, withdrawing it stays possible', async () => {
    const created = await a.post(`${base(a.locationId)}/packages`, pkg());
    const id = created.body.id as number;
    const owner = await t.platform.services
      .db('catalog_locations')
      .where({ id: a.locationId })
      .first('owner_user_id');
    await new BookingService(t.platform.services).createBooking({
      locationId: a.locationId,
      packageId: id,
      requesterUserId: owner.owner_user_id,
      contact: {
        firstName: 'Carla',
        lastName: 'Gast',
        company: null,
        email: 'carla@example.org',
        phone: '+41 44 123 45 67',
        message: null,
      },
      price: {
        prices: { single: 12_000, perPersonForTwo: 9_500 },
        date: '2027-06-10',
        days: 1,
        persons: 20,
        halls: [],
        meals: [],
        overnight: null,
        extras: [],
        periods: [],
      },
    });
    const refused = await a.del(`${base(a.locationId)}/packages/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.packageId).toEqual([editingMessages.packageBooked]);
    expect((await a.get(`${base(a.locationId)}/packages/${id}`)).status).toBe(200);
  });

  it.each<[string, Partial<PackageInput>, string, string]>([
    ['no day', { timesOfDay: [] }, 'days', packageMessages.minDays],
    [
      '5 days',
      { timesOfDay: [['morning'], ['morning'], ['morning'], ['morning'], ['morning']] },
      'days',
      packageMessages.maxDays,
    ],
    [
      'a day without time of day',
      { timesOfDay: [['morning'], []] },
      'timesOfDay.1',
      packageMessages.timeOfDayPerDay(2),
    ],
    ['no meal', { meals: [] }, 'meals', packageMessages.meal],
    [
      '6 specials',
      { highlightedSpecials: ['a', 'b', 'c', 'd', 'e', 'f'] },
      'highlightedSpecials',
      packageMessages.maxSpecials,
    ],
    ['overnight on one day', { overnight: true }, 'overnight', packageMessages.overnight],
    [
      'an unknown time of day',
      { timesOfDay: [['night' as never]] },
      'timesOfDay.0.0',
      messages.format,
    ],
    ['an unknown meal', { meals: ['brunch' as never] }, 'meals.0', messages.format],
    [
      'an unknown included item',
      { includedItems: ['sauna' as never] },
      'includedItems.0',
      messages.format,
    ],
    ['an unknown confirmation', { confirmations: [24] }, 'confirmations.0', messages.format],
    ['a negative price', { singlePriceRappen: -100 }, 'singlePriceRappen', messages.format],
    ['no name', { name: '' }, 'name', messages.required],
    ['an unknown event type', { eventType: 'party' as never }, 'eventType', messages.required],
    ['an occasion of another event type', { optionId: 999999 }, 'optionId', editingMessages.option],
  ])('refuses a package with %s (422)', async (_, change, field, message) => {
    const response = await a.post(`${base(a.locationId)}/packages`, pkg(change));
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('takes exactly the rule boundaries: 4 days, 5 specials, overnight from 2 days', async () => {
    const response = await a.post(
      `${base(a.locationId)}/packages`,
      pkg({
        timesOfDay: [['morning'], ['noon'], ['afternoon'], ['evening']],
        highlightedSpecials: ['a', 'b', 'c', 'd', 'e'],
        overnight: true,
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.days).toBe(4);
    await a.del(`${base(a.locationId)}/packages/${response.body.id}`);
  });

  it("refuses another venue's hall in a package and publishing without hall or confirmation", async () => {
    const foreign = await b.post(`${base(b.locationId)}/halls`, hall());
    const response = await a.post(
      `${base(a.locationId)}/packages`,
      pkg({ hallIds: [foreign.body.id] }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors.hallIds).toEqual([editingMessages.foreignHall]);
    const draft = await a.post(
      `${base(a.locationId)}/packages`,
      pkg({ eventType: 'wedding', hallIds: [], confirmations: [25] }),
    );
    expect(draft.status).toBe(201);
    const refused = await a.post(`${base(a.locationId)}/packages/${draft.body.id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      hallIds: [editingMessages.hall],
      confirmations: [packageMessages.confirmation],
    });
    const { id: optionId } = await t.platform.services
      .db('packages_options')
      .where({ group: 'marry' })
      .first('id');
    const fixed = await a.put(
      `${base(a.locationId)}/packages/${draft.body.id}`,
      pkg({ eventType: 'wedding', optionId, confirmations: [27] }),
    );
    expect(fixed.status).toBe(200);
    expect((await a.post(`${base(a.locationId)}/packages/${draft.body.id}/publish`)).status).toBe(
      200,
    );
  });

  it("keeps owner B out of owner A's profile, halls and packages (404), no package_edit 403, anonymous 401, CSRF 403", async () => {
    const own = (await a.get(`${base(a.locationId)}/packages`)).body as { id: number }[];
    const packageId = own[0]!.id;
    const urls = base(a.locationId);
    const reads = [
      urls,
      `${urls}/sections/lunch`,
      `${urls}/accommodation/${a.roomId}`,
      `${urls}/halls`,
      `${urls}/halls/${hallId}`,
      `${urls}/packages`,
      `${urls}/packages/${packageId}`,
    ];
    for (const url of reads) expect([url, (await b.get(url)).status]).toEqual([url, 404]);
    expect((await b.put(`${urls}/sections/lunch`, { values: { offered: false } })).status).toBe(
      404,
    );
    expect((await b.put(`${urls}/accommodation/${a.roomId}`, { values: {} })).status).toBe(404);
    expect((await b.post(`${urls}/halls`, hall())).status).toBe(404);
    expect((await b.put(`${urls}/halls/${hallId}`, hall())).status).toBe(404);
    expect((await b.del(`${urls}/halls/${hallId}`)).status).toBe(404);
    expect((await b.post(`${urls}/packages`, pkg())).status).toBe(404);
    expect((await b.put(`${urls}/packages/${packageId}`, pkg())).status).toBe(404);
    expect((await b.del(`${urls}/packages/${packageId}`)).status).toBe(404);
    expect((await b.post(`${urls}/packages/${packageId}/publish`)).status).toBe(404);
    expect((await b.post(`${urls}/packages/${packageId}/withdraw`)).status).toBe(404);
    // A package id of venue A under venue B's address is no package of B's.
    expect((await b.get(`${base(b.locationId)}/packages/${packageId}`)).status).toBe(404);
    expect((await a.get(base(999_999))).status).toBe(404);
    expect((await a.get(`${urls}/sections/unknown`)).status).toBe(404);
    expect((await a.get(base(2_147_483_648))).status).toBe(422);
    // B sees only B's own venue in the list.
    const venues = await b.get('/api/user/packages');
    expect(venues.body.map((v: { locationId: number }) => v.locationId)).toEqual([b.locationId]);

    const plain = await newOwner('Dana', false);
    expect((await plain.get('/api/user/packages')).status).toBe(403);
    expect((await plain.get(`${base(plain.locationId)}/sections/lunch`)).status).toBe(403);
    expect((await plain.post(`${base(plain.locationId)}/halls`, hall())).status).toBe(403);
    expect((await plain.post(`${base(plain.locationId)}/packages`, pkg())).status).toBe(403);
    expect((await t.newAgent().get(urls)).status).toBe(401);
    expect((await a.noCsrf(`${urls}/sections/lunch`, { values: { offered: false } })).status).toBe(
      403,
    );
    expect((await a.get(`${urls}/sections/lunch`)).body.values.offered).toBe(true);
  });

  it('answers the owner list with each venue, its halls and packages', async () => {
    const venues = await a.get('/api/user/packages');
    expect(venues.status).toBe(200);
    expect(venues.body).toHaveLength(1);
    expect(venues.body[0]).toMatchObject({
      locationId: a.locationId,
      name: 'Anja Saal',
      roomIds: [a.roomId],
      rooms: [{ id: a.roomId, name: 'Seesaal' }],
      halls: [{ id: hallId, name: 'Grosser Seesaal' }],
    });
    expect(venues.body[0].packages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ eventType: 'wedding', state: 'published' }),
      ]),
    );
  });

  it('lists every venue’s packages in the back office for sales and admin, with their halls', async () => {
    const sales = await signInStaff(t, 'Sina', 'sales');
    const list = await sales.agent
      .get(`/api/backoffice/packages?location_id=${a.locationId}&state=published`)
      .expect(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const row of list.body.data)
      expect(row).toMatchObject({ location_id: a.locationId, state: 'published' });
    const wedding = list.body.data.find(
      (row: { event_type: string }) => row.event_type === 'wedding',
    );
    expect(wedding).toBeDefined();
    const shown = await sales.agent.get(`/api/backoffice/packages/${wedding.id}`).expect(200);
    expect(shown.body.halls).toEqual([
      expect.objectContaining({ id: hallId, name: 'Grosser Seesaal' }),
    ]);
    const byType = await sales.agent
      .get(`/api/backoffice/packages?location_id=${a.locationId}&event_type=meeting`)
      .expect(200);
    expect(
      byType.body.data.every((row: { event_type: string }) => row.event_type === 'meeting'),
    ).toBe(true);
    await sales.agent.get('/api/backoffice/packages?event_type=picnic').expect(422);
    // Read only: no change; an editor, an owner and strangers get nothing.
    await sales.agent
      .put(`/api/backoffice/packages/${wedding.id}`)
      .set('X-CSRF-Token', sales.token)
      .send({ state: 'draft' })
      .expect((answer) => expect([404, 405]).toContain(answer.status));
    const editor = await signInStaff(t, 'Edgar', 'editor');
    await editor.agent.get('/api/backoffice/packages').expect(403);
    expect((await a.get('/api/backoffice/packages')).status).toBe(403);
    await t.newAgent().get('/api/backoffice/packages').expect(401);
  });
});

describe('package editing form limit', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'reference',
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'error', FORM_RATE_LIMIT_PER_MINUTE: '3' },
    });
  });
  afterAll(() => t.close());

  it('answers 429 after the form limit of saves per minute', async () => {
    const owner = await signUpOwner(t, 'Emil', '10.20.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (await owner.put(`${base(owner.locationId)}/sections/lunch`, { values: {} })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
