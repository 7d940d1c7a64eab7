import sharp from 'sharp';
import type { AnyRouteDefinition } from '@eventalp/platform-sdk';
import { BookingService, type BookingAction } from '@eventalp/plugin-packages';
import { createTestPlatform, type TestPlatform } from './test-platform';

/**
 * The access matrix of every `/api/user/*` route, generated from the mounted route definitions:
 * anonymous 401, another owner 403 or 404 (or only their own data where no entity is named), the
 * owner 2xx. A new user route without a sample below fails this test until it has one.
 */
describe('access to every /api/user route', () => {
  let t: TestPlatform;
  let ip = 0;
  const ids = {
    location: 0,
    draft: 0,
    provider: 0,
    draftProvider: 0,
    room: 0,
    request: 0,
    booking: 0,
    hall: 0,
    package: 0,
    packageRoom: 0,
    reservable: 0,
  };
  let reservationDay = 10;
  let jpeg: Buffer;
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  let venueId = 0;
  let files = 0;

  /**
   * A booking of the owner's location that the owner (a visitor with view_booking_module too)
   * requested, brought through `actions` as the lifecycle allows.
   */
  async function bookingAfter(actions: readonly BookingAction[]): Promise<number> {
    const { services } = t.platform;
    const bookings = new BookingService(services);
    const id = await bookings.createBooking({
      locationId: ids.location,
      packageId: 1,
      requesterUserId: venueId,
      contact: {
        firstName: 'Vera',
        lastName: 'Gastgeberin',
        company: null,
        email: 'vera@example.ch',
        phone: '+41 44 123 45 67',
        message: null,
      },
      price: {
        prices: { single: 10_000, perPersonForTwo: 8_000 },
        date: '2099-02-01',
        days: 1,
        persons: 10,
        halls: [],
        meals: [],
        overnight: null,
        extras: [],
        periods: [],
      },
    });
    for (const action of actions) {
      const owner = action !== 'accept' && action !== 'reject';
      files += 1;
      const key = `bookings/access-test-${files}/datei.pdf`;
      if (action.startsWith('upload_')) await services.storage.put(key, pdf);
      await bookings.transition({
        bookingId: id,
        action,
        role: owner ? 'owner' : 'requester',
        actorUserId: venueId,
        ...(action === 'send_offer'
          ? { offer: { text: 'Angebot', amount: 100_000, iban: 'CH9300762011623852957' } }
          : {}),
        ...(action.startsWith('upload_')
          ? {
              file: {
                key,
                name: 'datei.pdf',
                mime: 'application/pdf',
                size: pdf.length,
                uploadedAt: new Date().toISOString(),
              },
            }
          : {}),
      });
    }
    return id;
  }
  const TO_BILLING = ['send_offer', 'accept', 'upload_agreement', 'upload_billing'] as const;

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    const db = t.platform.services.db;
    const venue = await db('accounts_users').where({ login_name: 'venue' }).first('id');
    venueId = venue.id;
    const location = await db('catalog_locations')
      .where({ owner_user_id: venue.id, approved: true })
      .orderBy('id')
      .first();
    ids.location = location.id;
    const [draft] = await db('catalog_locations')
      .insert({ full_name: 'Entwurf', category_id: location.category_id, owner_user_id: venue.id })
      .returning('id');
    ids.draft = draft.id;
    const provider = await db('catalog_providers').orderBy('id').first('id');
    await db('catalog_providers').where({ id: provider.id }).update({ owner_user_id: venue.id });
    ids.provider = provider.id;
    const [draftProvider] = await db('catalog_providers')
      .insert({ full_name: 'Entwurf Service', category_id: 451, owner_user_id: venue.id })
      .returning('id');
    ids.draftProvider = draftProvider.id;
    const [room] = await db('catalog_rooms')
      .insert({ location_id: ids.location, name: 'Saal', order: 99 })
      .returning('id');
    ids.room = room.id;
    // A room of its own for accommodation (the rooms routes remove `ids.room` on the way).
    const [packageRoom] = await db('catalog_rooms')
      .insert({ location_id: ids.location, name: 'Zimmer', order: 98 })
      .returning('id');
    ids.packageRoom = packageRoom.id;
    // A hall and a package of the venue to read and edit. (demo-packages seed): a hall and a package to edit.
    const [hall] = await db('packages_halls')
      .insert({ location_id: ids.location, name: 'Matrix-Saal' })
      .returning('id');
    ids.hall = hall.id;
    // A draft package to edit and a published one to reserve.
    const packageRow = (name: string, state: 'draft' | 'published') => ({
      location_id: ids.location,
      event_type: 'meeting',
      name,
      days: 1,
      times_of_day: JSON.stringify([['morning']]),
      meals: JSON.stringify(['lunch']),
      hall_ids: [ids.hall],
      single_price_rappen: 1000,
      price_per_person_rappen: 1000,
      confirmations: [25],
      state,
    });
    const [bundle, reservable] = await db('packages_bundles')
      .insert([packageRow('Matrix-Paket', 'draft'), packageRow('Matrix-Reservierung', 'published')])
      .returning('id');
    ids.package = bundle.id;
    ids.reservable = reservable.id;
    const [request] = await db('requests_requests')
      .insert({
        group_id: '00000000-0000-4000-8000-000000000001',
        entry_type: 'location',
        entry_id: ids.location,
        first_name: 'Anna',
        last_name: 'Muster',
        email: 'anna@example.ch',
        phone: '+41 44 123 45 67',
        desired_date: '2099-01-01',
        people: 50,
      })
      .returning('id');
    ids.request = request.id;
    ids.booking = await bookingAfter(TO_BILLING);
    jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#963' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  async function client(login?: { login: string; password: string }) {
    ip += 1;
    if (login)
      return t.signIn(login.login, login.password, `10.6.${ip % 250}.${Math.floor(ip / 250) + 1}`);
    const agent = t.newAgent();
    return { agent, token: await t.csrf(agent) };
  }

  /** The kinds of entry a route is tried with: both where its path names the kind (`:type`). */
  const kindsOf = (route: AnyRouteDefinition): ('location' | 'provider')[] =>
    route.path.includes(':type') ? ['location', 'provider'] : ['location'];

  /** The path with the owner's ids in it, for an entry of `kind` where the path names one. */
  function pathOf(route: AnyRouteDefinition, kind: 'location' | 'provider'): string {
    const path = route.path;
    const provider = kind === 'provider' && path.includes(':type');
    const entry =
      path.startsWith('/user/providers') || provider
        ? path.includes('/release')
          ? ids.draftProvider
          : ids.provider
        : path.includes('/release')
          ? ids.draft
          : ids.location;
    return `/api${path}`
      .replace(':type', provider ? 'provider' : 'location')
      .replace(':view', 'open')
      .replace(':entityId', String(provider ? ids.provider : ids.location))
      .replace(':roomId', String(path.startsWith('/user/packages') ? ids.packageRoom : ids.room))
      .replace(':hallId', String(ids.hall))
      .replace(':packageId', String(ids.package))
      .replace(':locationId', String(ids.location))
      .replace(':bookingId', String(ids.booking))
      .replace(
        ':id',
        String(
          path.startsWith('/user/requests/view')
            ? ids.request
            : path.startsWith('/user/rooms')
              ? ids.room
              : entry,
        ),
      );
  }

  type Agent = Awaited<ReturnType<typeof client>>;
  let ownerClient: Agent | null = null;
  let calendarDay = 0;
  /** Sends the route's sample request (a valid one for the owner). */
  async function send(
    route: AnyRouteDefinition,
    kind: 'location' | 'provider',
    who: Agent,
    address: string,
  ) {
    const path = pathOf(route, kind);
    const key = `${route.method} ${route.path}`;
    const call = (method: 'get' | 'post' | 'put' | 'delete', url = path) =>
      who.agent[method](url).set('X-CSRF-Token', who.token).set('X-Forwarded-For', address);
    if (route.method === 'get') return call('get');
    if (key.endsWith('/media'))
      return call('post')
        .field('collection', route.path.includes('rooms') ? 'image' : 'photos')
        .attach('file', jpeg, 'bild.jpg');
    const owner = ownerClient!;
    const ownerGet = (url: string) => owner.agent.get(url).set('X-Forwarded-For', address);
    const sectionMatch = /^\/user\/(locations|providers)\/:id\/([a-z_]+)$/.exec(route.path);
    if (sectionMatch && route.method === 'put') {
      const state = (await ownerGet(path)).body;
      const values = Object.fromEntries(
        Object.entries(state.values as Record<string, unknown>).map(([name, value]) => [
          name,
          Array.isArray(value)
            ? value.map((item) =>
                item && typeof item === 'object' && 'mime_type' in item
                  ? { id: item.id, slot: item.slot, title: item.title }
                  : item && typeof item === 'object' && 'name' in item && !('kind' in item)
                    ? item.id
                    : item,
              )
            : value,
        ]),
      );
      return call('put').send({ version: state.version, values });
    }
    // Calendar samples take days of their own, so no sample overlaps another.
    const nextDay = () => {
      calendarDay += 1;
      return new Date(Date.UTC(2090, 0, calendarDay)).toISOString().slice(0, 10);
    };
    const ownerPost = (url: string, body: object) =>
      owner.agent
        .post(url)
        .set('X-CSRF-Token', owner.token)
        .set('X-Forwarded-For', address)
        .send(body);
    const calendarBase = `/api/user/packages/${ids.location}/calendar`;
    const packagesBase = `/api/user/packages/${ids.location}`;
    const ownerSend = (method: 'post' | 'put', url: string, body: object) =>
      owner.agent[method](url)
        .set('X-CSRF-Token', owner.token)
        .set('X-Forwarded-For', address)
        .send(body);
    const hallBody = { name: 'Matrix-Saal', rentalSlots: [{ slotId: 9, priceRappen: 1000 }] };
    const packageBody = () => ({
      eventType: 'meeting',
      name: 'Matrix-Paket',
      timesOfDay: [['morning']],
      meals: ['lunch'],
      hallIds: [ids.hall],
      singlePriceRappen: 1000,
      pricePerPersonRappen: 1000,
      confirmations: [25],
    });
    const roomsVersion = async () =>
      (await ownerGet(`/api/user/locations/${ids.location}/rooms`)).body.version;
    // A published package of the owner's venue to reserve, on a new day each time (within the
    // reservation horizon).
    const reservable = async () => {
      reservationDay += 1;
      // Other samples give the hall rental slots on the way: the first one then.
      const { rental_slots: slots } = await t.platform.services
        .db('packages_halls')
        .where({ id: ids.hall })
        .first('rental_slots');
      return {
        packageId: ids.reservable,
        choice: {
          date: new Date(Date.now() + reservationDay * 86_400_000).toISOString().slice(0, 10),
          persons: 2,
          halls: slots.length > 0 ? [{ hallId: ids.hall, slotId: slots[0].slotId }] : [],
        },
        contact: {
          firstName: 'Vera',
          lastName: 'Gastgeberin',
          company: null,
          email: 'vera@example.ch',
          phone: '+41 44 123 45 67',
          message: null,
        },
      };
    };
    const samples: Record<string, () => Promise<unknown>> = {
      'post /user/my-bookings': async () => call('post').send(await reservable()),
      'post /user/locations/:id/rooms': async () =>
        call('post').send({ version: await roomsVersion(), values: { name: 'Neuer Raum' } }),
      'put /user/locations/:id/rooms/:roomId': async () =>
        call('put').send({ version: await roomsVersion(), values: { name: 'Saal' } }),
      'delete /user/locations/:id/rooms/:roomId': async () =>
        call('delete', `${path}?version=${await roomsVersion()}`),
      'put /user/locations/:id/rooms-order': async () => {
        const rooms = (await ownerGet(`/api/user/locations/${ids.location}/rooms`)).body;
        return call('put').send({
          version: rooms.version,
          ids: rooms.data.map((room: { id: number }) => room.id).reverse(),
        });
      },
      'post /user/entries/:type/:id/release': async () => call('post'),
      'post /user/entries/:type/:id/upgrade': async () =>
        call('post').send({
          type_id: 3,
          billing: {
            name: 'Vera Gastgeberin',
            street: 'Seestrasse',
            zip: '8800',
            place: 'Thalwil',
          },
        }),
      'put /user/profile': async () =>
        call('put').send({
          first_name: 'Vera',
          last_name: 'Gastgeberin',
          username: 'Seehotel Team',
        }),
      'put /user/profile/email': async () =>
        call('put').send({ email: 'vera.neu@example.ch', current_password: 'Venue1234' }),
      'put /user/profile/password': async () =>
        call('put').send({
          current_password: 'Venue1234',
          password: 'Venue1234',
          password_confirmation: 'Venue1234',
        }),
      'delete /user/profile/sessions': async () => call('delete'),
      'post /user/requests/view/:id/reply': async () =>
        call('post').send({ message: 'Gerne bieten wir Ihnen an …' }),
      'post /user/requests/view/:id/archive': async () => call('post'),
      'post /user/packages/:locationId/calendar/entries': async () => {
        const day = nextDay();
        return call('post').send({ kind: 'event', startDate: day, endDate: day });
      },
      'delete /user/packages/:locationId/calendar/entries/:entryId': async () => {
        const day = nextDay();
        const added = await ownerPost(`${calendarBase}/entries`, {
          kind: 'event',
          startDate: day,
          endDate: day,
        });
        return call('delete', path.replace(':entryId', String(added.body.id)));
      },
      'post /user/packages/:locationId/calendar/price-periods': async () => {
        const day = nextDay();
        return call('post').send({ startDate: day, endDate: day, kind: 'discount', percent: 5 });
      },
      'delete /user/packages/:locationId/calendar/price-periods/:periodId': async () => {
        const day = nextDay();
        const added = await ownerPost(`${calendarBase}/price-periods`, {
          startDate: day,
          endDate: day,
          kind: 'surcharge',
          percent: 5,
        });
        return call('delete', path.replace(':periodId', String(added.body.id)));
      },
      'post /user/packages/:locationId/calendar/feed': async () => call('post'),
      'post /user/packages/:locationId/calendar/import': async () => {
        const day = nextDay().replaceAll('-', '');
        const ics = [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//Test//DE',
          'BEGIN:VEVENT',
          `UID:${day}@test`,
          'DTSTAMP:20270101T000000Z',
          `DTSTART;VALUE=DATE:${day}`,
          'SUMMARY:Belegt',
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n');
        return call('post').attach('file', Buffer.from(ics), 'belegt.ics');
      },
      'post /user/requests/view/:id/restore': async () => call('post'),
      // Each lifecycle step on a booking of its own in the state that step needs.
      'post /user/bookings/:bookingId/offer': async () =>
        call('post', `/api/user/bookings/${await bookingAfter([])}/offer`).send({
          text: 'Gerne bieten wir an …',
          amount: 150_000,
          iban: 'CH93 0076 2011 6238 5295 7',
        }),
      'post /user/bookings/:bookingId/agreement': async () =>
        call(
          'post',
          `/api/user/bookings/${await bookingAfter(TO_BILLING.slice(0, 2))}/agreement`,
        ).attach('file', pdf, 'vereinbarung.pdf'),
      'post /user/bookings/:bookingId/billing': async () =>
        call(
          'post',
          `/api/user/bookings/${await bookingAfter(TO_BILLING.slice(0, 3))}/billing`,
        ).attach('file', pdf, 'abrechnung.pdf'),
      'post /user/bookings/:bookingId/cancel': async () =>
        call('post', `/api/user/bookings/${await bookingAfter([])}/cancel`).send({}),
      'post /user/my-bookings/:bookingId/accept': async () =>
        call('post', `/api/user/my-bookings/${await bookingAfter(['send_offer'])}/accept`).send({}),
      'post /user/my-bookings/:bookingId/reject': async () =>
        call('post', `/api/user/my-bookings/${await bookingAfter(['send_offer'])}/reject`).send({}),
      'post /user/my-bookings/:bookingId/cancel': async () =>
        call('post', `/api/user/my-bookings/${await bookingAfter([])}/cancel`).send({}),
      'put /user/packages/:locationId/accommodation/:roomId': async () =>
        call('put').send({ values: { beds: 4 } }),
      'post /user/packages/:locationId/halls': async () => call('post').send(hallBody),
      'put /user/packages/:locationId/halls/:hallId': async () => call('put').send(hallBody),
      'delete /user/packages/:locationId/halls/:hallId': async () => {
        const added = await ownerSend('post', `${packagesBase}/halls`, hallBody);
        return call('delete', path.replace(`/${ids.hall}`, `/${added.body.id}`));
      },
      'post /user/packages/:locationId/packages': async () => call('post').send(packageBody()),
      'put /user/packages/:locationId/packages/:packageId': async () =>
        call('put').send(packageBody()),
      'delete /user/packages/:locationId/packages/:packageId': async () => {
        const added = await ownerSend('post', `${packagesBase}/packages`, packageBody());
        return call('delete', path.replace(`/${ids.package}`, `/${added.body.id}`));
      },
      'post /user/packages/:locationId/packages/:packageId/publish': async () => call('post'),
      'post /user/packages/:locationId/packages/:packageId/withdraw': async () => call('post'),
    };
    // Every section of the package profile: its empty values are a valid save.
    if (/^\/user\/packages\/:locationId\/sections\/[a-z-]+$/.test(route.path))
      samples[key] = async () => {
        const { values } = (await ownerGet(path)).body;
        const required = [
          'contactName',
          'contactEmail',
          'headline',
          'description',
          'conditions',
          'policy',
        ];
        for (const [name, value] of Object.entries(values as Record<string, unknown>))
          if (required.includes(name)) values[name] = 'Text';
          else if (value === null) delete values[name];
        return call('put').send({ values });
      };
    const sample = samples[key];
    if (!sample) throw new Error(`No sample request for ${key}: add one to the access matrix`);
    return sample();
  }

  it('holds for every user route', async () => {
    const routes = t.platform.routes
      .map((mounted) => mounted.route)
      .filter((route) => route.path.startsWith('/user/'))
      // Signing out everywhere goes last: it ends the owner's sessions.
      .sort(
        (a, b) =>
          Number(a.path === '/user/profile/sessions') - Number(b.path === '/user/profile/sessions'),
      );
    expect(routes.length).toBeGreaterThan(40);
    ownerClient = await client({ login: 'venue', password: 'Venue1234' });
    const other = await client();
    const signup = await other.agent
      .post('/api/guest/entries')
      .set('X-CSRF-Token', other.token)
      .set('X-Forwarded-For', '10.7.0.1')
      .send({
        type: 'location',
        entry_category_id: 516,
        full_name: 'Andere Location',
        street: 'Weg',
        zip: '8000',
        place: 'Zürich',
        region: 297,
        first_name: 'Otto',
        last_name: 'Anders',
        email: 'otto@example.ch',
        login_name: 'otto',
        password: 'geheim12',
        password_confirmation: 'geheim12',
      });
    expect(signup.status).toBe(201);
    const problems: string[] = [];
    const cases = routes.flatMap((route) => kindsOf(route).map((kind) => ({ route, kind })));
    expect(cases.filter((c) => c.kind === 'provider').length).toBeGreaterThanOrEqual(5);
    for (const { route, kind } of cases) {
      const key = `${route.method.toUpperCase()} ${route.path} (${kind})`;
      ip += 1;
      const anonymous = (await send(route, kind, await client(), `10.8.${ip % 250}.1`)) as {
        status: number;
      };
      if (anonymous.status !== 401) problems.push(`${key}: anonymous got ${anonymous.status}`);
      const entity = /:(id|entityId|roomId|locationId|bookingId)/.test(route.path);
      const stranger = (await send(route, kind, other, `10.8.${ip % 250}.2`)) as {
        status: number;
        body: unknown;
      };
      // Without an entity in the path the other owner acts on their own account (a wrong current
      // password is their 422); with one, the owner's entity is not theirs to see.
      if (entity ? ![403, 404].includes(stranger.status) : stranger.status >= 500)
        problems.push(`${key}: other owner got ${stranger.status}`);
      if (route.method === 'get' && JSON.stringify(stranger.body).includes('Seehotel'))
        problems.push(`${key}: other owner saw the owner's data`);
      const owner = (await send(route, kind, ownerClient, `10.8.${ip % 250}.3`)) as {
        status: number;
        body: unknown;
      };
      if (owner.status < 200 || owner.status > 299)
        problems.push(
          `${key}: owner got ${owner.status} ${JSON.stringify(owner.body).slice(0, 200)}`,
        );
    }
    expect(problems).toEqual([]);
  });
});
