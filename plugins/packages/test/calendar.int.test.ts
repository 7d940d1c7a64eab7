import fc from 'fast-check';
import nodeIcal, { type VEvent } from 'node-ical';
import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { calendarMessages, type CalendarEntryInput } from '../src/domain';
import { signUpLocationOwner } from './signed-up-owner';

const base = (id: number) => `/api/user/packages/${id}/calendar`;

describe('venue calendars, price periods and iCal', () => {
  let t: TestPlatform;
  let clients = 0;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'reference',
      env: { TRUST_PROXY: 'true', LOG_LEVEL: 'error' },
    });
  });
  afterAll(() => t.close());

  /** A signed-in owner with a new location (guest entry sign-up) and one room. */
  async function newOwner(name: string, canEdit = true) {
    clients += 1;
    const ip = `10.18.0.${clients}`;
    const { agent, token, locationId } = await signUpLocationOwner(
      t,
      name,
      ip,
      canEdit ? ['package_edit'] : [],
    );
    const [room] = await t.platform.services
      .db('catalog_rooms')
      .insert({ location_id: locationId, name: 'Seesaal' })
      .returning('id');
    return {
      agent,
      locationId,
      roomId: room.id as number,
      post: (path: string, body?: object, from = ip) =>
        agent.post(path).set('X-CSRF-Token', token).set('X-Forwarded-For', from).send(body),
      upload: (path: string, content: string | Buffer, filename = 'busy.ics') =>
        agent
          .post(path)
          .set('X-CSRF-Token', token)
          .set('X-Forwarded-For', ip)
          .attach('file', Buffer.from(content), filename),
      del: (path: string) =>
        agent.delete(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip),
      get: (path: string) => agent.get(path).set('X-Forwarded-For', ip),
      noCsrf: (path: string, body?: object) =>
        agent.post(path).set('X-Forwarded-For', ip).send(body),
    };
  }

  let a: Awaited<ReturnType<typeof newOwner>>;
  let b: Awaited<ReturnType<typeof newOwner>>;
  const entry = (change: Partial<CalendarEntryInput> = {}): CalendarEntryInput => ({
    kind: 'event',
    startDate: '2027-03-01',
    endDate: '2027-03-01',
    ...change,
  });

  beforeAll(async () => {
    a = await newOwner('Anna');
    b = await newOwner('Bruno');
  });

  it('adds whole-day and part-day entries and lists them with the rooms', async () => {
    const whole = await a.post(
      `${base(a.locationId)}/entries`,
      entry({ endDate: '2027-03-02', note: 'Firmenfest' }),
    );
    expect(whole.status).toBe(201);
    expect(whole.body).toMatchObject({
      kind: 'event',
      roomId: null,
      startHour: null,
      note: 'Firmenfest',
    });
    const part = await a.post(
      `${base(a.locationId)}/entries`,
      entry({
        roomId: a.roomId,
        kind: 'construction',
        startDate: '2027-03-03',
        endDate: '2027-03-03',
        startHour: 6,
        endHour: 9,
      }),
    );
    expect(part.status).toBe(201);
    const list = await a.get(base(a.locationId));
    expect(list.status).toBe(200);
    expect(list.body.roomIds).toEqual([a.roomId]);
    expect(list.body.entries.map((e: { startDate: string }) => e.startDate)).toEqual([
      '2027-03-01',
      '2027-03-03',
    ]);
    expect(list.body.subscriptionPath).toMatch(/^\/api\/packages\/calendar\/[\w-]{43}\.ics$/);
  });

  it.each<[string, Partial<CalendarEntryInput> | Record<string, unknown>, string, string]>([
    ['same start and end hour', { startHour: 9, endHour: 9 }, 'endHour', calendarMessages.sameHour],
    [
      'end hour before start hour',
      { startHour: 10, endHour: 9 },
      'endHour',
      calendarMessages.endBeforeStart,
    ],
    ['a start before 6', { startHour: 5, endHour: 9 }, 'startHour', calendarMessages.startHour],
    ['only a start hour', { startHour: 8 }, 'endHour', calendarMessages.hoursBoth],
    [
      'part of a day over two dates',
      { endDate: '2027-03-02', startHour: 8, endHour: 9 },
      'endDate',
      calendarMessages.partDayOneDate,
    ],
    [
      'an end before the start',
      { startDate: '2027-03-05', endDate: '2027-03-04' },
      'endDate',
      calendarMessages.endBeforeStart,
    ],
    ['a hour over 24', { startHour: 8, endHour: 25 }, 'endHour', 'Ungültiges Format'],
    ['an unknown kind', { kind: 'party' }, 'kind', 'Ungültiges Format'],
    ['an impossible date', { startDate: '2027-02-30' }, 'startDate', 'Ungültiges Format'],
    [
      'a note over 1000 characters',
      { note: 'x'.repeat(1001) },
      'note',
      'Dieses Feld darf maximal 1000 Zeichen lang sein.',
    ],
    [
      'a repetition over 2 years',
      {
        startDate: '2028-01-01',
        endDate: '2028-01-01',
        repeat: { frequency: 'weekly', interval: 1, until: '2030-01-02' },
      },
      'repeat.until',
      calendarMessages.horizon,
    ],
    [
      'a repetition ending before it starts',
      {
        startDate: '2028-01-01',
        endDate: '2028-01-01',
        repeat: { frequency: 'daily', interval: 1, until: '2027-12-31' },
      },
      'repeat.until',
      calendarMessages.untilBeforeStart,
    ],
  ])('refuses %s with 422', async (_, change, field, message) => {
    const response = await a.post(`${base(a.locationId)}/entries`, {
      ...entry(),
      startDate: '2027-06-01',
      endDate: '2027-06-01',
      ...change,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('refuses overlaps with the spec message: venue against room, repetitions, same room', async () => {
    const url = `${base(a.locationId)}/entries`;
    // The whole venue is taken on 1-2 March: no room can be booked then.
    const room = await a.post(
      url,
      entry({
        roomId: a.roomId,
        startDate: '2027-03-02',
        endDate: '2027-03-02',
        startHour: 8,
        endHour: 10,
      }),
    );
    expect(room.status).toBe(422);
    expect(room.body.errors.startDate).toEqual([calendarMessages.eventOverlap]);
    // Room hours 6-9 on 3 March are taken: 9-12 fits, 8-10 does not.
    const after = await a.post(
      url,
      entry({
        roomId: a.roomId,
        startDate: '2027-03-03',
        endDate: '2027-03-03',
        startHour: 9,
        endHour: 12,
      }),
    );
    expect(after.status).toBe(201);
    const clash = await a.post(
      url,
      entry({
        roomId: a.roomId,
        startDate: '2027-03-03',
        endDate: '2027-03-03',
        startHour: 8,
        endHour: 10,
      }),
    );
    expect(clash.status).toBe(422);
    // A weekly internal use from February hits 1 March on its fifth week.
    const weekly = await a.post(
      url,
      entry({
        kind: 'internal_use',
        startDate: '2027-02-01',
        endDate: '2027-02-01',
        repeat: { frequency: 'weekly', interval: 1, until: '2027-04-30' },
      }),
    );
    expect(weekly.status).toBe(422);
    expect(weekly.body.errors.startDate).toEqual([calendarMessages.eventOverlap]);
    const biweekly = await a.post(
      url,
      entry({
        kind: 'internal_use',
        startDate: '2027-02-09',
        endDate: '2027-02-09',
        repeat: { frequency: 'weekly', interval: 2, until: '2027-04-30' },
      }),
    );
    expect(biweekly.status).toBe(201);
    expect(biweekly.body.rrule).toContain('FREQ=WEEKLY;INTERVAL=2');
    // A three-day entry repeated daily overlaps itself.
    const itself = await a.post(
      url,
      entry({
        startDate: '2027-08-01',
        endDate: '2027-08-03',
        repeat: { frequency: 'daily', interval: 1, until: '2027-08-10' },
      }),
    );
    expect(itself.status).toBe(422);
  });

  it('keeps calendars per hall: a hall blocks itself and its room, a hall of its own only itself', async () => {
    const c = await newOwner('Carla');
    const halls = `/api/user/packages/${c.locationId}/halls`;
    const hall = (name: string, roomId: number | null) => ({
      name,
      roomId,
      capacities: { banquet: 80 },
      rentalSlots: [{ slotId: 9, priceRappen: 100000 }],
    });
    const inRoom = (await c.post(halls, hall('Seesaal-Halle', c.roomId))).body.id as number;
    const own = (await c.post(halls, hall('Zelt', null))).body.id as number;
    const urls = `${base(c.locationId)}/entries`;
    const day = (date: string, scope: Partial<CalendarEntryInput>) =>
      c.post(urls, entry({ startDate: date, endDate: date, ...scope }));

    expect((await day('2029-02-01', { hallId: own })).status).toBe(201);
    const sameHall = await day('2029-02-01', { hallId: own });
    expect(sameHall.status).toBe(422);
    expect(sameHall.body.errors.startDate).toEqual([calendarMessages.eventOverlap]);
    expect((await day('2029-02-01', { roomId: c.roomId })).status).toBe(201);
    expect((await day('2029-02-01', {})).status).toBe(422);

    expect((await day('2029-02-02', { hallId: inRoom })).status).toBe(201);
    expect((await day('2029-02-02', { roomId: c.roomId })).status).toBe(422);
    expect((await day('2029-02-02', { hallId: own })).status).toBe(201);

    const both = await day('2029-02-03', { roomId: c.roomId, hallId: own });
    expect(both.status).toBe(422);
    expect(both.body.errors.hallId).toEqual([calendarMessages.roomOrHall]);
    const d = await newOwner('Dario');
    const foreign = (
      await d.post(`/api/user/packages/${d.locationId}/halls`, hall('Scheune', null))
    ).body.id as number;
    const foreignHall = await day('2029-02-03', { hallId: foreign });
    expect(foreignHall.status).toBe(422);
    expect(foreignHall.body.errors.hallId).toEqual([calendarMessages.hall]);

    const calendar = await c.get(base(c.locationId));
    expect(calendar.body.rooms).toEqual([{ id: c.roomId, name: 'Seesaal' }]);
    expect(calendar.body.halls).toEqual([
      { id: inRoom, name: 'Seesaal-Halle', roomId: c.roomId },
      { id: own, name: 'Zelt', roomId: null },
    ]);
    expect(calendar.body.entries.filter((e: { hallId: number }) => e.hallId === own)).toHaveLength(
      2,
    );
    const feed = await t.newAgent().get(calendar.body.subscriptionPath);
    expect(feed.text).toContain('SUMMARY:Anlass (Zelt)');
    // A hall that is removed takes its calendar along.
    expect((await c.del(`${halls}/${own}`)).status).toBe(204);
    const after = await c.get(base(c.locationId));
    expect(after.body.entries.some((e: { hallId: number }) => e.hallId === own)).toBe(false);
    expect(after.body.entries).toHaveLength(calendar.body.entries.length - 2);
  });

  it('plans price periods and refuses overlapping ones', async () => {
    const url = `${base(a.locationId)}/price-periods`;
    const summer = await a.post(url, {
      startDate: '2027-07-01',
      endDate: '2027-08-31',
      kind: 'surcharge',
      percent: 15,
    });
    expect(summer.status).toBe(201);
    expect(summer.body).toMatchObject({ kind: 'surcharge', percent: 15 });
    const overlap = await a.post(url, {
      startDate: '2027-08-31',
      endDate: '2027-09-30',
      kind: 'discount',
      percent: 10,
    });
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors.startDate).toEqual([calendarMessages.pricePeriodOverlap]);
    const autumn = await a.post(url, {
      startDate: '2027-09-01',
      endDate: '2027-09-30',
      kind: 'discount',
      percent: '12.5',
    });
    expect(autumn.status).toBe(201);
    for (const bad of [
      { percent: 101 },
      { percent: -1 },
      { kind: 'bonus' },
      { endDate: '2027-10-01x' },
    ]) {
      const response = await a.post(url, {
        startDate: '2027-10-01',
        endDate: '2027-10-02',
        kind: 'discount',
        percent: 5,
        ...bad,
      });
      expect(response.status).toBe(422);
    }
    const list = await a.get(base(a.locationId));
    expect(list.body.pricePeriods.map((p: { percent: number }) => p.percent)).toEqual([15, 12.5]);
  });

  it("keeps owner B out of owner A's calendar (404), anonymous 401, no package_edit 403, CSRF 403", async () => {
    const urls = base(a.locationId);
    expect((await b.get(urls)).status).toBe(404);
    expect(
      (await b.post(`${urls}/entries`, entry({ startDate: '2029-01-01', endDate: '2029-01-01' })))
        .status,
    ).toBe(404);
    expect(
      (
        await b.post(`${urls}/price-periods`, {
          startDate: '2029-01-01',
          endDate: '2029-01-02',
          kind: 'discount',
          percent: 5,
        })
      ).status,
    ).toBe(404);
    expect((await b.post(`${urls}/feed`)).status).toBe(404);
    expect((await b.upload(`${urls}/import`, 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')).status).toBe(
      404,
    );
    const own = await a.get(urls);
    const entryId = own.body.entries[0].id;
    expect((await b.del(`${urls}/entries/${entryId}`)).status).toBe(404);
    expect((await b.del(`${urls}/price-periods/${own.body.pricePeriods[0].id}`)).status).toBe(404);
    // Owner A cannot book a room of owner B's venue into A's calendar either.
    const foreignRoom = await a.post(
      `${urls}/entries`,
      entry({ roomId: b.roomId, startDate: '2029-01-01', endDate: '2029-01-01' }),
    );
    expect(foreignRoom.status).toBe(422);
    expect(foreignRoom.body.errors.roomId).toEqual([calendarMessages.room]);
    expect((await t.newAgent().get(urls)).status).toBe(401);
    // An owner without package editing: 403 even on the own venue.
    const plain = await newOwner('Dora', false);
    expect((await plain.get(base(plain.locationId))).status).toBe(403);
    expect((await plain.post(`${base(plain.locationId)}/entries`, entry())).status).toBe(403);
    expect(
      (await a.noCsrf(`${urls}/entries`, entry({ startDate: '2029-01-01', endDate: '2029-01-01' })))
        .status,
    ).toBe(403);
    expect((await a.get(base(2_147_483_648))).status).toBe(422);
    expect((await a.get(base(999_999))).status).toBe(404);
    expect((await a.get(urls)).body.entries).toHaveLength(own.body.entries.length);
  });

  it('exports the calendar at a private address that parses back, and a new address ends the old one', async () => {
    const { body } = await a.get(base(a.locationId));
    const feed = await t.newAgent().get(body.subscriptionPath);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const events = Object.values(nodeIcal.sync.parseICS(feed.text)).filter(
      (item): item is VEvent => item?.type === 'VEVENT',
    );
    expect(events).toHaveLength(body.entries.length);
    const whole = events.find((event) => event.description === 'Firmenfest')!;
    expect(whole.datetype).toBe('date');
    const construction = events.find((event) => event.summary === 'Aufbau (Seesaal)')!;
    expect([construction.start.getHours(), construction.end!.getHours()]).toEqual([6, 9]);
    expect(events.some((event) => event.rrule?.toString().includes('INTERVAL=2'))).toBe(true);

    const renewed = await a.post(`${base(a.locationId)}/feed`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.subscriptionPath).not.toBe(body.subscriptionPath);
    expect((await t.newAgent().get(body.subscriptionPath)).status).toBe(404);
    expect((await t.newAgent().get(renewed.body.subscriptionPath)).status).toBe(200);
    expect((await t.newAgent().get('/api/packages/calendar/guess.ics')).status).toBe(422);
  });

  it('imports busy times from an .ics file, refusing bad files and overlaps', async () => {
    const url = `${base(b.locationId)}/import`;
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//DE',
      'BEGIN:VEVENT',
      'UID:1@test',
      'DTSTAMP:20270101T000000Z',
      'DTSTART;VALUE=DATE:20270510',
      'DTEND;VALUE=DATE:20270512',
      'SUMMARY:Hochzeit Meier',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:2@test',
      'DTSTAMP:20270101T000000Z',
      'DTSTART:20270601T080000Z',
      'DTEND:20270601T093000Z',
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'SUMMARY:Vorstand',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const imported = await b.upload(url, ics);
    expect(imported.status).toBe(201);
    expect(imported.body.imported).toBe(4);
    expect(imported.body.entries[0]).toMatchObject({
      startDate: '2027-05-10',
      endDate: '2027-05-11',
      note: 'Hochzeit Meier',
    });
    // 08:00-09:30 UTC is 10:00-11:30 in Zurich (summer time): hours 10-12.
    expect(imported.body.entries[1]).toMatchObject({
      startDate: '2027-06-01',
      startHour: 10,
      endHour: 12,
    });
    expect(imported.body.entries[3]).toMatchObject({ startDate: '2027-06-15' });

    const again = await b.upload(url, ics);
    expect(again.status).toBe(422);
    expect(again.body.errors.startDate).toEqual([calendarMessages.eventOverlap]);
    for (const [content, message] of [
      ['kein Kalender', calendarMessages.icsFile],
      ['BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', calendarMessages.icsEmpty],
      [Buffer.alloc(1024 * 1024 + 1, 'a'), calendarMessages.icsSize],
    ] as const) {
      const response = await b.upload(url, content);
      expect(response.status).toBe(422);
      expect(response.body.errors.file).toEqual([message]);
    }
    const missing = await b.post(url);
    expect(missing.status).toBe(422);
  });

  it('never accepts a set of entries that overlap (property)', async () => {
    const owner = await newOwner('Clara');
    const url = `${base(owner.locationId)}/entries`;
    const db = t.platform.services.db;
    let requests = 0;
    const day = fc.integer({ min: 1, max: 20 }).map((d) => `2027-01-${String(d).padStart(2, '0')}`);
    const candidate = fc.record({
      roomId: fc.constantFrom(null, owner.roomId),
      startDate: day,
      length: fc.integer({ min: 0, max: 2 }),
      hours: fc.option(fc.tuple(fc.integer({ min: 6, max: 23 }), fc.integer({ min: 1, max: 6 })), {
        nil: null,
      }),
      repeat: fc.option(
        fc.record({
          frequency: fc.constantFrom('daily', 'weekly'),
          interval: fc.integer({ min: 1, max: 9 }),
        }),
        { nil: null },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(candidate, { minLength: 1, maxLength: 6 }), async (candidates) => {
        await db('packages_calendar_entries').where({ location_id: owner.locationId }).delete();
        const statuses: number[] = [];
        for (const c of candidates) {
          // Each request from its own address: the property sends more than the form limit allows.
          requests += 1;
          const from = `10.19.${Math.floor(requests / 250)}.${requests % 250}`;
          const start = c.startDate;
          const endDate = c.hours
            ? start
            : `2027-01-${String(Number(start.slice(8)) + c.length).padStart(2, '0')}`;
          const response = await owner.post(
            url,
            {
              kind: 'event',
              roomId: c.roomId,
              startDate: start,
              endDate,
              startHour: c.hours ? c.hours[0] : null,
              endHour: c.hours ? Math.min(24, c.hours[0] + c.hours[1]) : null,
              repeat: c.repeat ? { ...c.repeat, until: '2027-02-28' } : null,
            },
            from,
          );
          expect([201, 422]).toContain(response.status);
          statuses.push(response.status);
        }
        // The first candidate meets an empty calendar: only a repetition that overlaps itself (a
        // whole-day entry of more days than its step) is refused.
        const [first] = candidates;
        const overlapsItself =
          first!.repeat !== null &&
          first!.hours === null &&
          first!.length + 1 >
            (first!.repeat.frequency === 'daily' ? 1 : 7) * first!.repeat.interval;
        expect(statuses[0]).toBe(overlapsItself ? 422 : 201);
        const { body } = await owner.get(base(owner.locationId));
        // Expand every accepted entry the obvious way (hour by hour) and compare each pair.
        type Accepted = {
          roomId: number | null;
          startDate: string;
          endDate: string;
          startHour: number | null;
          endHour: number | null;
          repeat: { frequency: string; interval: number; until: string } | null;
        };
        const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
        const hoursOf = (e: Accepted) => {
          const hours = new Set<number>();
          const first = dayOf(e.startDate);
          const until = e.repeat ? dayOf(e.repeat.until) : first;
          const step = (e.repeat?.frequency === 'daily' ? 1 : 7) * (e.repeat?.interval ?? 1);
          for (let d = first; d <= until; d += step) {
            const from = d * 24 + (e.startHour ?? 0);
            const to =
              e.endHour === null ? (d + dayOf(e.endDate) - first + 1) * 24 : d * 24 + e.endHour;
            for (let h = from; h < to; h += 1) {
              expect(hours.has(h)).toBe(false);
              hours.add(h);
            }
          }
          return { roomId: e.roomId, hours };
        };
        const accepted = (body.entries as Accepted[]).map(hoursOf);
        expect(accepted.length).toBe(statuses.filter((status) => status === 201).length);
        for (const [i, x] of accepted.entries())
          for (const y of accepted.slice(i + 1))
            if (x.roomId === null || y.roomId === null || x.roomId === y.roomId)
              expect([...x.hours].some((h) => y.hours.has(h))).toBe(false);
      }),
      { numRuns: 25 },
    );
  });
});
