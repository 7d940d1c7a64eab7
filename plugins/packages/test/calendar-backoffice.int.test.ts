import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { calendarMessages } from '../src/domain';
import { UNKNOWN_VENUE } from '../src/calendar/calendar-resources';

type Client = Awaited<ReturnType<TestPlatform['signIn']>>;

const api = '/api/backoffice';
const entries = `${api}/calendar-entries`;
const periods = `${api}/calendar-price-periods`;

/**
 * Venue calendars in the back office: sales and admin list, show, create, change and delete the
 * calendar entries and price planning periods of every venue with the owners' rules (the spec's
 * German texts as 422, overlaps with the owner's own entries refused both ways), each write in
 * the record's history; anonymous callers, owners, editors and the award team are refused.
 */
describe('venue calendars in the back office', () => {
  let t: TestPlatform;
  let sales: Client;
  let owner: Client;
  /** The demo venue the `venue` user owns (its calendar is also edited through the owner routes). */
  const locationId = 1;
  let roomId: number;
  let otherRoomId: number;
  const db = () => t.platform.services.db;

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    sales = await t.signIn('sales', 'Sales1234', '10.46.0.1');
    owner = await t.signIn('venue', 'Venue1234', '10.46.0.2');
    [{ id: roomId }] = await db()('catalog_rooms')
      .insert({ location_id: locationId, name: 'Kalendersaal' })
      .returning('id');
    [{ id: otherRoomId }] = await db()('catalog_rooms')
      .insert({ location_id: 2, name: 'Fremder Saal' })
      .returning('id');
  }, 240_000);
  afterAll(() => t.close());

  const send = (method: 'post' | 'put' | 'delete', path: string, body?: object) =>
    sales.agent[method](path).set('X-CSRF-Token', sales.token).send(body);
  const entry = (change: object = {}) => ({
    location_id: locationId,
    kind: 'event',
    start_date: '2031-03-02',
    end_date: '2031-03-02',
    ...change,
  });

  it.each([entries, periods])(
    '%s: sales and admin only (anonymous 401; owner, editor and award 403)',
    async (path) => {
      await t.agent.get(path).expect(401);
      let ip = 0;
      for (const [login, password, status] of [
        ['venue', 'Venue1234', 403],
        ['editor', 'Editor1234', 403],
        ['award', 'Award1234', 403],
        ['admin', 'Admin1234', 200],
      ] as const) {
        ip += 1;
        const who = await t.signIn(login, password, `10.47.${path.length}.${ip}`);
        await who.agent.get(path).expect(status);
        if (status === 403) {
          await who.agent.post(path).set('X-CSRF-Token', who.token).send(entry()).expect(403);
          await who.agent.delete(`${path}/1`).set('X-CSRF-Token', who.token).expect(403);
        }
      }
      await sales.agent.get(path).expect(200);
    },
  );

  it.each([
    ['no kind', { kind: undefined }, 'kind', 'Ungültiges Format'],
    ['an impossible date', { start_date: '2031-02-30' }, 'start_date', 'Ungültiges Format'],
    [
      'an end before the start',
      { end_date: '2031-03-01' },
      'end_date',
      calendarMessages.endBeforeStart,
    ],
    ['the same hour', { start_hour: 9, end_hour: 9 }, 'end_hour', calendarMessages.sameHour],
    ['an hour before 6', { start_hour: 5, end_hour: 8 }, 'start_hour', calendarMessages.startHour],
    ['only an end hour', { end_hour: 8 }, 'end_hour', calendarMessages.hoursBoth],
    [
      'hours over two days',
      { end_date: '2031-03-03', start_hour: 8, end_hour: 9 },
      'end_date',
      calendarMessages.partDayOneDate,
    ],
    [
      'a repetition without its end',
      { repeat_frequency: 'weekly', repeat_interval: 1 },
      'repeat_until',
      'Dieses Feld ist erforderlich.',
    ],
    [
      'a repetition over more than 2 years',
      { repeat_frequency: 'daily', repeat_interval: 1, repeat_until: '2033-03-03' },
      'repeat_until',
      calendarMessages.horizon,
    ],
    ['an unknown venue', { location_id: 2_000_000_000 }, 'location_id', UNKNOWN_VENUE],
    [
      'an overlong note',
      { note: 'x'.repeat(1001) },
      'note',
      'Dieses Feld darf maximal 1000 Zeichen lang sein.',
    ],
  ])('refuses an entry with %s (422, German text)', async (_case, change, field, text) => {
    const { body: answer } = await send('post', entries, entry(change)).expect(422);
    expect(answer.errors[field]).toEqual([text]);
  });

  it('refuses an entry for a room of another venue (422, German text)', async () => {
    const { body } = await send('post', entries, entry({ room_id: otherRoomId })).expect(422);
    expect(body.errors).toEqual({ room_id: [calendarMessages.room] });
  });

  it('books a hall of the venue, refuses one of another venue and a room with a hall at once', async () => {
    const [hall] = await db()('packages_halls')
      .insert({ location_id: locationId, name: 'Zelt' })
      .returning('id');
    const [foreign] = await db()('packages_halls')
      .insert({ location_id: 2, name: 'Scheune' })
      .returning('id');
    const { body: created } = await send(
      'post',
      entries,
      entry({ hall_id: hall.id, start_date: '2031-05-20', end_date: '2031-05-20' }),
    ).expect(201);
    expect(created).toMatchObject({ hall_id: hall.id, room_id: null, source: 'backoffice' });
    const { body: other } = await send('post', entries, entry({ hall_id: foreign.id })).expect(422);
    expect(other.errors).toEqual({ hall_id: [calendarMessages.hall] });
    const { body: both } = await send(
      'post',
      entries,
      entry({ hall_id: hall.id, room_id: roomId }),
    ).expect(422);
    expect(both.errors).toEqual({ hall_id: [calendarMessages.roomOrHall] });
  });

  it('refuses entries overlapping the owner’s and the back office’s own, both ways', async () => {
    // The owner books the whole venue on 2031-04-10 through the user area.
    const booked = await owner.agent
      .post(`/api/user/packages/${locationId}/calendar/entries`)
      .set('X-CSRF-Token', owner.token)
      .send({ kind: 'event', startDate: '2031-04-10', endDate: '2031-04-10' })
      .expect(201);
    const overlap = await send(
      'post',
      entries,
      entry({
        room_id: roomId,
        start_date: '2031-04-10',
        end_date: '2031-04-10',
        start_hour: 8,
        end_hour: 10,
      }),
    ).expect(422);
    expect(overlap.body.errors).toEqual({ start_date: [calendarMessages.eventOverlap] });

    // Sales books the room weekly in May; the owner's whole-venue day on a Thursday then clashes.
    const weekly = await send(
      'post',
      entries,
      entry({
        room_id: roomId,
        kind: 'internal_use',
        start_date: '2031-05-01',
        end_date: '2031-05-01',
        start_hour: 8,
        end_hour: 12,
        repeat_frequency: 'weekly',
        repeat_interval: 1,
        repeat_until: '2031-05-31',
        note: 'Probe Chor',
      }),
    ).expect(201);
    expect(weekly.body).toMatchObject({
      location_id: locationId,
      room_id: roomId,
      source: 'backoffice',
      rrule: expect.stringContaining('FREQ=WEEKLY'),
      created_by: expect.any(Number),
    });
    const ownerClash = await owner.agent
      .post(`/api/user/packages/${locationId}/calendar/entries`)
      .set('X-CSRF-Token', owner.token)
      .send({ kind: 'event', startDate: '2031-05-15', endDate: '2031-05-15' })
      .expect(422);
    expect(ownerClash.body.errors).toEqual({ startDate: [calendarMessages.eventOverlap] });
    // The owner's calendar shows the back office's entry.
    const calendar = await owner.agent.get(`/api/user/packages/${locationId}/calendar`).expect(200);
    expect(calendar.body.entries.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([booked.body.id, weekly.body.id]),
    );

    // A change into the owner's day is refused; moving within its own time is not an overlap.
    const id = weekly.body.id as number;
    const changed = { ...weekly.body, start_date: '2031-04-10', end_date: '2031-04-10' };
    const refused = await send('put', `${entries}/${id}`, {
      ...changed,
      repeat_until: '2031-04-30',
    }).expect(422);
    expect(refused.body.errors).toEqual({ start_date: [calendarMessages.eventOverlap] });
    const moved = await send('put', `${entries}/${id}`, {
      ...weekly.body,
      start_hour: 9,
      end_hour: 13,
      note: 'Probe Chor, eine Stunde später',
    }).expect(200);
    expect(moved.body).toMatchObject({ start_hour: 9, end_hour: 13, location_id: locationId });
    const history = await sales.agent.get(`${entries}/${id}/history`).expect(200);
    expect(history.body.data.map((row: { action: string }) => row.action)).toEqual([
      'update',
      'create',
    ]);
    expect(history.body.data[0].changed).toEqual(
      expect.arrayContaining(['start_hour', 'end_hour', 'note']),
    );

    // Deleted in the back office, the owner's day in May is free.
    await send('delete', `${entries}/${id}`).expect(204);
    await sales.agent.get(`${entries}/${id}`).expect(404);
    await owner.agent
      .post(`/api/user/packages/${locationId}/calendar/entries`)
      .set('X-CSRF-Token', owner.token)
      .send({ kind: 'event', startDate: '2031-05-15', endDate: '2031-05-15' })
      .expect(201);
  });

  it('lists entries by venue, room, kind and the days they touch', async () => {
    const made = await send(
      'post',
      entries,
      entry({
        room_id: roomId,
        kind: 'construction',
        start_date: '2031-06-20',
        end_date: '2031-06-22',
      }),
    ).expect(201);
    const ids = async (query: string) =>
      (await sales.agent.get(`${entries}?${query}`).expect(200)).body.data.map(
        (row: { id: number }) => row.id,
      );
    expect(await ids(`location_id=${locationId}&room_id=${roomId}&kind=construction`)).toEqual([
      made.body.id,
    ]);
    expect(await ids(`location_id=${locationId}&date_from=2031-06-22&date_to=2031-06-30`)).toEqual([
      made.body.id,
    ]);
    expect(await ids(`location_id=${locationId}&date_from=2031-06-23&date_to=2031-06-30`)).toEqual(
      [],
    );
    expect(await ids(`location_id=${locationId}&kind=internal_use&date_from=2031-06-01`)).toEqual(
      [],
    );
    const bad = await sales.agent.get(`${entries}?kind=party&date_from=morgen`).expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['date_from', 'kind']);
    const shown = await sales.agent.get(`${entries}/${made.body.id}`).expect(200);
    expect(shown.body).toMatchObject({ kind: 'construction', end_date: '2031-06-22' });
  });

  it('keeps price periods apart: an overlap is refused, a change may keep its own days', async () => {
    const summer = await send('post', periods, {
      location_id: locationId,
      start_date: '2031-07-01',
      end_date: '2031-08-31',
      kind: 'surcharge',
      percent: '12.5',
    }).expect(201);
    expect(summer.body).toMatchObject({
      percent: 12.5,
      kind: 'surcharge',
      created_by: expect.any(Number),
    });
    const overlap = await send('post', periods, {
      location_id: locationId,
      start_date: '2031-08-31',
      end_date: '2031-09-30',
      kind: 'discount',
      percent: 10,
    }).expect(422);
    expect(overlap.body.errors).toEqual({ start_date: [calendarMessages.pricePeriodOverlap] });
    // The owner's own route refuses it too.
    const ownerOverlap = await owner.agent
      .post(`/api/user/packages/${locationId}/calendar/price-periods`)
      .set('X-CSRF-Token', owner.token)
      .send({ startDate: '2031-08-01', endDate: '2031-08-02', kind: 'discount', percent: 5 })
      .expect(422);
    expect(ownerOverlap.body.errors).toEqual({ startDate: [calendarMessages.pricePeriodOverlap] });
    const id = summer.body.id as number;
    await send('put', `${periods}/${id}`, {
      ...summer.body,
      end_date: '2031-09-15',
      percent: 15,
    }).expect(200);
    const listed = await sales.agent
      .get(`${periods}?location_id=${locationId}&kind=surcharge&date_from=2031-09-10`)
      .expect(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id, end_date: '2031-09-15', percent: 15 }),
    ]);
    const history = await sales.agent.get(`${periods}/${id}/history`).expect(200);
    expect(history.body.data.map((row: { action: string }) => row.action)).toEqual([
      'update',
      'create',
    ]);
    await send('delete', `${periods}/${id}`).expect(204);
  });

  it.each([
    [
      'an end before the start',
      { end_date: '2031-06-30' },
      'end_date',
      calendarMessages.endBeforeStart,
    ],
    ['more than 100 percent', { percent: 101 }, 'percent', 'Ungültiges Format'],
    ['an unknown kind', { kind: 'bonus' }, 'kind', 'Ungültiges Format'],
    ['an unknown venue', { location_id: 2_000_000_000 }, 'location_id', UNKNOWN_VENUE],
  ])('refuses a price period with %s (422, German text)', async (_case, change, field, text) => {
    const { body } = await send('post', periods, {
      location_id: locationId,
      start_date: '2031-07-01',
      end_date: '2031-07-31',
      kind: 'discount',
      percent: 10,
      ...change,
    }).expect(422);
    expect(body.errors[field]).toEqual([text]);
  });
});
