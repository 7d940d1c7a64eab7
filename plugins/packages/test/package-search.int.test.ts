import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { messages } from '@eventalp/platform-sdk';
import {
  BookingService,
  dayNumber,
  isoDateOf,
  packageSearchMessages,
  type HallInput,
  type NewBooking,
  type PackageInput,
  type PackageSearchCard,
} from '../src';
import { signUpLocationOwner } from './signed-up-owner';

const SEARCH = '/api/guest/packages/search';
const base = (id: number) => `/api/user/packages/${id}`;

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The search through HTTP, once every queued reindex has run. */
describe('package search: published packages by persons, place, event type and free date', () => {
  let t: TestPlatform;
  let service: BookingService;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'reference',
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'error', FORM_RATE_LIMIT_PER_MINUTE: '200' },
    });
    service = new BookingService(t.platform.services);
  });
  afterAll(() => t.close());

  const ip = '10.23.0.1';
  let owner: Awaited<ReturnType<typeof signUpLocationOwner>>;
  const send = (method: 'post' | 'put' | 'delete', path: string, body?: object) =>
    owner.agent[method](path)
      .set('X-CSRF-Token', owner.token)
      .set('X-Forwarded-For', ip)
      .send(body);
  let roomId: number;
  const halls: Record<'first' | 'neighbour' | 'own', number> = { first: 0, neighbour: 0, own: 0 };
  const packages: Record<'seminar' | 'wedding' | 'party', number> = {
    seminar: 0,
    wedding: 0,
    party: 0,
  };
  const today = () => new Date().toISOString().slice(0, 10);
  const inDays = (days: number) => isoDateOf(dayNumber(today()) + days);

  const search = async (query: Record<string, string | number> = {}) => {
    await t.platform.drainJobs();
    const { body } = await t.agent.get(SEARCH).query(query).expect(200);
    return body as { total: number; seed: string; cards: PackageSearchCard[] };
  };
  const foundIds = async (query: Record<string, string | number> = {}) =>
    (await search({ size: 100, ...query })).cards.map((card) => card.packageId).sort();
  /** Waits until the search for `query` finds exactly `ids` (the reindex runs as a queued job). */
  const expectFound = async (query: Record<string, string | number>, ids: number[]) => {
    const wanted = [...ids].sort();
    await eventually(async () => JSON.stringify(await foundIds(query)) === JSON.stringify(wanted));
  };

  const hall = (name: string, change: Partial<HallInput>): HallInput => ({
    name,
    capacities: { theatre: 150, banquet: 100 },
    rentalSlots: [{ slotId: 9, priceRappen: 150000 }],
    ...change,
  });
  const pkg = (change: Partial<PackageInput>): PackageInput => ({
    eventType: 'meeting',
    name: 'Seminartag am See',
    timesOfDay: [['morning', 'afternoon']],
    meals: ['lunch'],
    hallIds: [halls.first],
    singlePriceRappen: 50000,
    pricePerPersonRappen: 8900,
    confirmations: [25],
    ...change,
  });
  const published = async (body: PackageInput) => {
    const created = await send('post', `${base(owner.locationId)}/packages`, body);
    expect(created.status).toBe(201);
    const id: number = created.body.id;
    expect((await send('post', `${base(owner.locationId)}/packages/${id}/publish`)).status).toBe(
      200,
    );
    return id;
  };

  beforeAll(async () => {
    owner = await signUpLocationOwner(t, 'Selma', ip, ['package_edit']);
    const { db } = t.platform.services;
    // A public venue: approved by the back office.
    await db('catalog_locations')
      .where({ id: owner.locationId })
      .update({ approved: true, lat: 47.2917, lng: 8.5636 });
    [{ id: roomId }] = await db('catalog_rooms')
      .insert({ location_id: owner.locationId, name: 'Seesaal' })
      .returning('id');
    const addHall = async (body: HallInput) =>
      (await send('post', `${base(owner.locationId)}/halls`, body)).body.id as number;
    halls.first = await addHall(hall('Seesaal vorne', { roomId }));
    halls.neighbour = await addHall(hall('Seesaal hinten', { roomId }));
    halls.own = await addHall(hall('Gartenpavillon', { capacities: { banquet: 40 } }));
    packages.seminar = await published(pkg({}));
    packages.wedding = await published(
      pkg({
        eventType: 'wedding',
        name: 'Hochzeit im Pavillon',
        timesOfDay: [['evening'], ['morning']],
        hallIds: [halls.own],
        overnight: true,
        confirmations: [27],
      }),
    );
    packages.party = await published(
      pkg({
        eventType: 'celebration_business',
        name: 'Firmenfest',
        hallIds: [halls.neighbour],
        singlePriceRappen: 0,
        confirmations: [26],
      }),
    );
  });

  it('finds published packages with their card: venue, persons, price from and detail link', async () => {
    await expectFound({}, Object.values(packages));
    const { cards } = await search({ eventType: 'meeting' });
    expect(cards).toEqual([
      {
        packageId: packages.seminar,
        name: 'Seminartag am See',
        eventType: 'meeting',
        venue: {
          id: owner.locationId,
          name: 'Selma Saal',
          city: 'Thalwil',
          region: expect.any(String),
        },
        photoUrl: null,
        persons: 150,
        priceFromRappen: 8900,
        path: expect.stringMatching(
          new RegExp(
            `^/site/_package/${packages.seminar}/seminartag-am-see/meeting/${owner.locationId}`,
          ),
        ),
      },
    ]);
    expect((await search({ eventType: 'celebration_business' })).cards[0]!.priceFromRappen).toBe(
      8900,
    );
  });

  it('filters by persons (without the venue maximum: the largest capacity of the halls), event type, region and place', async () => {
    expect(await foundIds({ persons: 100 })).toEqual([packages.seminar, packages.party].sort());
    expect(await foundIds({ persons: 151 })).toEqual([]);
    expect(await foundIds({ eventType: 'wedding' })).toEqual([packages.wedding]);
    expect(await foundIds({ region: 297 })).toHaveLength(3);
    expect(await foundIds({ region: 272 })).toEqual([]);
    expect(await foundIds({ place: '8800' })).toHaveLength(3);
    expect(await foundIds({ place: 'thalwil' })).toHaveLength(3);
    expect(await foundIds({ place: 'Zürich' })).toEqual([]);
  });

  it("the venue's maximum persons (basic infos) counts before the halls' capacities", async () => {
    const saved = await send('put', `${base(owner.locationId)}/sections/generalinfo-basic`, {
      values: { headline: 'Selma Saal am See', maxPersons: 300 },
    });
    expect(saved.status).toBe(200);
    await expectFound({ persons: 300 }, Object.values(packages));
    expect(await foundIds({ persons: 301 })).toEqual([]);
  });

  it('a calendar entry of the hall, of its room or of another hall in the room hides the package on that day', async () => {
    const day = inDays(30);
    const entries = `${base(owner.locationId)}/calendar/entries`;
    const whole = { kind: 'event', startDate: day, endDate: day, startHour: null, endHour: null };
    const neighbour = await send('post', entries, {
      ...whole,
      roomId: null,
      hallId: halls.neighbour,
    });
    expect(neighbour.status).toBe(201);
    // The seminar's hall shares the room with the party's: both are busy, the wedding is free.
    await expectFound({ date: day }, [packages.wedding]);
    expect(await foundIds({ date: inDays(31) })).toHaveLength(3);
    expect((await send('delete', `${entries}/${neighbour.body.id}`)).status).toBe(204);
    await expectFound({ date: day }, Object.values(packages));

    const roomEntry = await send('post', entries, {
      ...whole,
      startDate: inDays(40),
      endDate: inDays(40),
      startHour: 18,
      endHour: 22,
      roomId,
      hallId: null,
    });
    expect(roomEntry.status).toBe(201);
    await expectFound({ date: inDays(40) }, [packages.wedding]);
    // The two-day wedding cannot start the day before a venue-wide entry either.
    const venueEntry = await send('post', entries, {
      ...whole,
      startDate: inDays(50),
      endDate: inDays(50),
      roomId: null,
      hallId: null,
    });
    expect(venueEntry.status).toBe(201);
    await expectFound({ date: inDays(50) }, []);
    expect(await foundIds({ date: inDays(49) })).toEqual([packages.seminar, packages.party].sort());
  });

  it('an open booking hides the package on its days; a cancelled one does not', async () => {
    const first = inDays(60);
    const booking: NewBooking = {
      locationId: owner.locationId,
      packageId: packages.wedding,
      requesterUserId: owner.userId,
      contact: {
        firstName: 'Carla',
        lastName: 'Gast',
        company: null,
        email: 'carla@example.org',
        phone: '+41 44 123 45 67',
        message: null,
      },
      price: {
        prices: { single: 50_000, perPersonForTwo: 8_900 },
        date: first,
        days: 2,
        persons: 20,
        halls: [{ id: halls.own, name: 'Gartenpavillon', slotId: 9, pricePerDay: 150_000 }],
        meals: [],
        overnight: null,
        extras: [],
        periods: [],
      },
    };
    const id = await service.createBooking(booking);
    await expectFound({ eventType: 'wedding', date: first }, []);
    // Two days: the day before cannot start either, the day after the booking is free again.
    expect(await foundIds({ eventType: 'wedding', date: inDays(59) })).toEqual([]);
    expect(await foundIds({ eventType: 'wedding', date: inDays(62) })).toEqual([packages.wedding]);
    const cancelled = await send('post', `/api/user/bookings/${id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    await expectFound({ eventType: 'wedding', date: first }, [packages.wedding]);
  });

  it('keeps the order of a seed across requests and pages without repeating', async () => {
    const all = await search({ seed: '48213307', size: 3 });
    expect(all.seed).toBe('48213307');
    expect((await search({ seed: '48213307', size: 3 })).cards).toEqual(all.cards);
    const pages = [
      ...(await search({ seed: '48213307', size: 2, page: 1 })).cards,
      ...(await search({ seed: '48213307', size: 2, page: 2 })).cards,
    ];
    expect(pages.map((card) => card.packageId)).toEqual(all.cards.map((card) => card.packageId));
    expect((await search()).seed).toMatch(/^\d{8}$/);
  });

  it('withdrawing a package removes it, publishing again brings it back', async () => {
    const path = `${base(owner.locationId)}/packages/${packages.party}`;
    expect((await send('post', `${path}/withdraw`)).status).toBe(200);
    await expectFound({}, [packages.seminar, packages.wedding]);
    expect((await send('post', `${path}/publish`)).status).toBe(200);
    await expectFound({}, Object.values(packages));
  });

  it.each([
    [{ persons: 0 }, 'persons', messages.format],
    [{ persons: 10_001 }, 'persons', messages.format],
    [{ persons: 'viele' }, 'persons', messages.format],
    [{ eventType: 'party' }, 'eventType', messages.format],
    [{ date: '2027-02-30' }, 'date', messages.format],
    [{ date: '1.5.2027' }, 'date', messages.format],
    [{ date: '2020-01-01' }, 'date', packageSearchMessages.dateRange],
    [{ seed: '1234' }, 'seed', messages.format],
    [{ region: 'Zürich' }, 'region', messages.format],
    [{ place: 'x'.repeat(101) }, 'place', messages.maxLength(100)],
    [{ distance: 301 }, 'distance', messages.format],
    [{ size: 101 }, 'size', messages.format],
  ])('refuses %j with 422 on %s', async (query, field, message) => {
    const answer = await t.agent.get(SEARCH).query(query);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([message]);
  });
});
