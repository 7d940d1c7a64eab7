import {
  createTestPlatform,
  OUTBOX_TABLE,
  type TestPlatform,
} from '@eventalp/platform-api/testing';
import {
  dayNumber,
  isoDateOf,
  offerMessages,
  packagePrice,
  priceInputOf,
  type PackageOffer,
  type ReservationChoice,
} from '../src';
import { swissToday } from '../src/offer/offer-store';
import { signInRequester, signUpLocationOwner } from './signed-up-owner';

const base = (id: number) => `/api/user/packages/${id}`;
const inDays = (days: number) => isoDateOf(dayNumber(swissToday()) + days);

describe('package offer and reservation: prices from the venue, halls checked again in the transaction', () => {
  let t: TestPlatform;
  let clients = 0;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'reference',
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'error', FORM_RATE_LIMIT_PER_MINUTE: '40' },
    });
  });
  afterAll(() => t.close());

  function client(agent: ReturnType<TestPlatform['newAgent']>, token: string, userId: number) {
    clients += 1;
    const ip = `10.31.0.${clients}`;
    return {
      userId,
      get: (path: string) => agent.get(path).set('X-Forwarded-For', ip),
      post: (path: string, body?: object) =>
        agent.post(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip).send(body),
      put: (path: string, body?: object) =>
        agent.put(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip).send(body),
      noCsrf: (path: string, body?: object) =>
        agent.post(path).set('X-Forwarded-For', ip).send(body),
    };
  }
  type Client = ReturnType<typeof client>;

  async function newRequester(name: string, permitted = true): Promise<Client> {
    const { agent, token, userId } = await signInRequester(t, name, permitted);
    return client(agent, token, userId);
  }

  let owner: Client & { locationId: number };
  let hallA: number;
  let hallB: number;
  let packageId: number;
  let draftId: number;
  let rita: Client;
  let sven: Client;

  const contact = (name: string) => ({
    firstName: name,
    lastName: 'Gast',
    company: 'Beispiel AG',
    email: `${name.toLowerCase()}@example.org`,
    phone: '+41 44 123 45 67',
    message: 'Wir freuen uns.',
  });
  const choice = (change: Partial<ReservationChoice> = {}): ReservationChoice => ({
    date: inDays(30),
    persons: 12,
    halls: [
      { hallId: hallA, slotId: 1 },
      { hallId: hallB, slotId: 5 },
    ],
    extraMeals: [],
    overnight: null,
    extras: [],
    ...change,
  });
  const reserve = (who: Client, change: Partial<ReservationChoice> = {}, id = packageId) =>
    who.post('/api/user/my-bookings', {
      packageId: id,
      choice: choice(change),
      contact: contact('Rita'),
    });

  beforeAll(async () => {
    const signedUp = await signUpLocationOwner(t, 'Olga', '10.30.0.1', ['package_edit']);
    owner = {
      ...client(signedUp.agent, signedUp.token, signedUp.userId),
      locationId: signedUp.locationId,
    };
    const { db } = t.platform.services;
    // The venue is public, as a released entry is.
    await db('catalog_locations')
      .where({ id: owner.locationId })
      .update({ approved: true, release_at: null, expires_at: null });
    const urls = base(owner.locationId);
    hallA = (
      await owner.post(`${urls}/halls`, {
        name: 'Seesaal',
        capacities: { theatre: 40, banquet: 30 },
        rentalSlots: [
          { slotId: 1, priceRappen: 60000 },
          { slotId: 3, priceRappen: 50000 },
        ],
      })
    ).body.id;
    hallB = (
      await owner.post(`${urls}/halls`, {
        name: 'Salon',
        capacities: { ushape: 18 },
        rentalSlots: [
          { slotId: 5, priceRappen: 35000 },
          { slotId: 4, priceRappen: 45000 },
        ],
      })
    ).body.id;
    expect(
      (
        await owner.put(`${urls}/sections/dinner`, {
          values: { offered: true, pricePerPersonRappen: 6500 },
        })
      ).status,
    ).toBe(200);
    expect(
      (await owner.put(`${urls}/sections/catering`, { values: { corkageRappen: 1500 } })).status,
    ).toBe(200);
    const body = {
      eventType: 'meeting',
      name: 'Seminartag am See',
      timesOfDay: [['morning', 'noon']],
      meals: ['lunch'],
      hallIds: [hallA, hallB],
      singlePriceRappen: 50000,
      pricePerPersonRappen: 8900,
      confirmations: [25],
    };
    const created = await owner.post(`${urls}/packages`, body);
    expect(created.status).toBe(201);
    packageId = created.body.id;
    expect((await owner.post(`${urls}/packages/${packageId}/publish`)).status).toBe(200);
    draftId = (await owner.post(`${urls}/packages`, { ...body, name: 'Entwurf' })).body.id;
    rita = await newRequester('Rita');
    sven = await newRequester('Sven');
  });

  it('answers a published package with its halls, extra meals, extras and prices; a draft is a 404', async () => {
    const response = await rita.get(`/api/guest/packages/${packageId}`);
    expect(response.status).toBe(200);
    const offer: PackageOffer = response.body;
    expect(offer.package).toMatchObject({ name: 'Seminartag am See', days: 1, maxPersons: 40 });
    expect(offer.venue).toMatchObject({ id: owner.locationId, name: 'Olga Saal', city: 'Thalwil' });
    expect(offer.halls.map((hall) => hall.name)).toEqual(['Seesaal', 'Salon']);
    expect(offer.halls[0]!.rentalSlots[0]).toEqual({
      slotId: 1,
      priceRappen: 60000,
      startHour: 8,
      endHour: 12,
    });
    expect(offer.extraMeals).toEqual([{ meal: 'dinner', pricePerPersonRappen: 6500 }]);
    expect(offer.extras).toEqual([
      { key: 'corkage', label: 'Zapfengeld pro Flasche', unitPriceRappen: 1500 },
    ]);
    expect(offer.busyDays).toEqual([]);
    expect((await rita.get(`/api/guest/packages/${draftId}`)).status).toBe(404);
    expect((await rita.get('/api/guest/packages/99999999')).status).toBe(404);
    expect((await rita.get('/api/guest/packages/abc')).status).toBe(422);
  });

  it('refuses the anonymous, visitors without the booking module and requests without CSRF token', async () => {
    const anonymous = t.newAgent();
    const token = await t.csrf(anonymous);
    const body = { packageId, choice: choice(), contact: contact('Anna') };
    expect(
      (await anonymous.post('/api/user/my-bookings').set('X-CSRF-Token', token).send(body)).status,
    ).toBe(401);
    const plain = await newRequester('Paul', false);
    expect((await plain.post('/api/user/my-bookings', body)).status).toBe(403);
    expect((await rita.noCsrf('/api/user/my-bookings', body)).status).toBe(403);
  });

  it('refuses bad choices with German texts and writes nothing', async () => {
    const cases: [Partial<ReservationChoice>, string, string][] = [
      [{ date: inDays(0) }, 'choice.date', offerMessages.datePast],
      [{ date: inDays(401) }, 'choice.date', offerMessages.dateTooFar],
      [{ persons: 41 }, 'choice.persons', offerMessages.persons(40)],
      [
        {
          halls: [
            { hallId: hallA, slotId: 9 },
            { hallId: hallB, slotId: 5 },
          ],
        },
        'choice.halls',
        offerMessages.hallSlot,
      ],
      [{ halls: [{ hallId: hallA, slotId: 1 }] }, 'choice.halls', offerMessages.hallSlot],
      [{ extraMeals: ['lunch'] }, 'choice.extraMeals', offerMessages.extraMeal],
      [{ overnight: { roomId: 1, rooms: 2 } }, 'choice.overnight', offerMessages.noOvernight],
    ];
    for (const [change, field, text] of cases) {
      const response = await reserve(rita, change);
      expect({ field, status: response.status, errors: response.body.errors?.[field] }).toEqual({
        field,
        status: 422,
        errors: [text],
      });
    }
    const format = await reserve(rita, { date: '2027-02-30' });
    expect(format.status).toBe(422);
    expect(Object.keys(format.body.errors)).toEqual(['choice.date']);
    const draft = await reserve(rita, {}, draftId);
    expect(draft.status).toBe(422);
    expect(draft.body.errors.packageId).toBeDefined();
    const badContact = await rita.post('/api/user/my-bookings', {
      packageId,
      choice: choice(),
      contact: { ...contact('Rita'), email: 'kein-mail' },
    });
    expect(badContact.status).toBe(422);
    expect(badContact.body.errors['contact.email']).toBeDefined();
    const { n } = (await t.platform.services
      .db('packages_bookings')
      .where({ location_id: owner.locationId })
      .count('* as n')
      .first()) as { n: string };
    expect(Number(n)).toBe(0);
  });

  it('reserves at the price the server computes, mails the venue, and the day turns busy', async () => {
    const offer: PackageOffer = (await rita.get(`/api/guest/packages/${packageId}`)).body;
    const wanted = choice({ extraMeals: ['dinner'], extras: [{ key: 'corkage', quantity: 6 }] });
    const response = await rita.post('/api/user/my-bookings', {
      packageId,
      choice: wanted,
      contact: contact('Rita'),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(Number),
      reference: expect.stringMatching(/^PB-[A-Z2-9]{8}$/),
      message: offerMessages.reserved,
    });
    const { db } = t.platform.services;
    const row = await db('packages_bookings').where({ id: response.body.id }).first();
    const expected = packagePrice(priceInputOf(offer, wanted));
    expect(row).toMatchObject({
      state: 'requested',
      location_id: owner.locationId,
      requester_user_id: rita.userId,
      hall_ids: [hallA, hallB],
      date: wanted.date,
      total_rappen: expected.total,
    });
    expect(expected.lines.map((line) => line.key)).toEqual([
      'package_for_two',
      'hall',
      'hall',
      'meal_dinner',
      'extra',
    ]);
    const mail = await db(OUTBOX_TABLE)
      .where({ to: 'olga@example.ch' })
      .orderBy('id', 'desc')
      .first();
    expect(`${mail.subject} ${mail.text}`).toContain(row.reference);
    const after: PackageOffer = (await rita.get(`/api/guest/packages/${packageId}`)).body;
    expect(after.busyDays).toEqual([wanted.date]);
    // The owner sees the request in the venue's inbox.
    const inbox = await owner.get(`/api/user/bookings?locationId=${owner.locationId}&view=open`);
    expect(inbox.body.bookings.map((booking: { id: number }) => booking.id)).toContain(
      response.body.id,
    );
  });

  it('answers 409 for a hall already held at that hour, and reserves other hours of the same day', async () => {
    const taken = await reserve(sven);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(offerMessages.taken);
    // One hall in the morning slot is enough to refuse.
    const oneHall = await reserve(sven, {
      halls: [
        { hallId: hallA, slotId: 3 },
        { hallId: hallB, slotId: 5 },
      ],
    });
    expect(oneHall.status).toBe(409);
    // The afternoon (14-18) and the evening (18-23) do not meet the morning: free.
    const otherHours = await reserve(sven, {
      halls: [
        { hallId: hallA, slotId: 3 },
        { hallId: hallB, slotId: 4 },
      ],
    });
    expect(otherHours.status).toBe(201);
  });

  it('answers 409 when a calendar entry of the hall meets the hours, and a cancelled booking frees them', async () => {
    const date = inDays(40);
    const entry = await owner.post(`${base(owner.locationId)}/calendar/entries`, {
      kind: 'internal_use',
      startDate: date,
      endDate: date,
      startHour: 9,
      endHour: 10,
      hallId: hallB,
    });
    expect(entry.status).toBe(201);
    expect((await reserve(sven, { date })).status).toBe(409);
    const offer: PackageOffer = (await sven.get(`/api/guest/packages/${packageId}`)).body;
    expect(offer.busyDays).toContain(date);

    const later = inDays(50);
    const first = await reserve(sven, { date: later });
    expect(first.status).toBe(201);
    expect((await reserve(rita, { date: later })).status).toBe(409);
    expect(
      (await sven.post(`/api/user/my-bookings/${first.body.id}/cancel`, { note: null })).status,
    ).toBe(200);
    expect((await reserve(rita, { date: later })).status).toBe(201);
  });

  it('lets exactly one of two visitors reserving the same hall at once through', async () => {
    const date = inDays(60);
    const answers = await Promise.all([reserve(rita, { date }), reserve(sven, { date })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { n } = (await t.platform.services
      .db('packages_bookings')
      .where({ location_id: owner.locationId, date })
      .count('* as n')
      .first()) as { n: string };
    expect(Number(n)).toBe(1);
  });
});
