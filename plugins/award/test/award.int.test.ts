import { CATALOGUE } from '@eventalp/plugin-catalog';
import {
  createTestPlatform,
  OUTBOX_TABLE,
  waitForSentMail,
  type TestPlatform,
} from '@eventalp/platform-api/testing';
import { awardMigrations } from '../src/award-migrations';
import { awardYearWindows } from '../src/domain';

const NOW = new Date('2026-11-21T12:00:00Z');
let clock = NOW;

const ALREADY = 'Du hast diese Location bereits nominiert.';

describe('award campaigns and nominations', () => {
  let t: TestPlatform;
  let location: { id: number; full_name: string; correspondence_email: string | null };
  beforeAll(async () => {
    // Behind the shell's proxy: each test names its client (X-Forwarded-For) for the rate limit.
    t = await createTestPlatform({
      seed: 'demo',
      now: () => clock,
      env: { TRUST_PROXY: 'true', AWARD_YEARS: '2025,2026', AWARD_OFFICE_EMAIL: 'sla@example.ch' },
    });
    const locations = await t.platform.services
      .service(CATALOGUE)
      .publicEntries('location', null, ['full_name', 'correspondence_email']);
    location = locations[0]!;
  }, 180_000);
  afterAll(() => t.close());

  let client = 0;
  /** A nomination from a new client (its own address and CSRF token). */
  async function nominate(body: Record<string, unknown>, address?: string) {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    client += 1;
    return agent
      .post('/api/guest/award/nominations')
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', address ?? `10.7.0.${client}`)
      .send(body);
  }
  const submitter = (email: string) => ({
    first_name: 'Anna',
    last_name: 'Muster',
    email,
    function: 'organizer',
    message: 'Der schönste Saal am See.',
    source: 'Newsletter',
    language: 'de',
  });
  const mailsTo = async (to: string) =>
    Number((await t.platform.services.db(OUTBOX_TABLE).where({ to }).count({ n: '*' }))[0]!.n);

  it('answers the current awarded year (the latest configured) with its windows', async () => {
    const { body, headers } = await t.agent.get('/api/guest/award/campaigns').expect(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(body.year).toBe(2026);
    // The demo opened the nomination from its seed; the rest is the spec's cycle of 2026.
    expect(body.windows.nomination).toMatchObject({ active: 1, state: 'running' });
    expect(body.windows.winner).toEqual({
      active: 1,
      state: 'running',
      starts_at: '2026-06-16T22:00:00.000Z',
      ends_at: '2027-06-16T22:00:00.000Z',
    });
    expect(body.windows.award).toMatchObject({ active: 0, state: 'after' });
    // Every configured year is stored, so the back office can move its windows.
    const years = await t.platform.services.db('award_campaign_windows').distinct('year');
    expect(years.map((row: { year: number }) => row.year).sort()).toEqual([2025, 2026]);
  });

  describe('inside the nomination window', () => {
    it('nominates a catalogue location and mails its contact the /sla/{slaCode} link', async () => {
      const response = await nominate({ location_id: location.id, ...submitter('a@example.ch') });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        message: 'Vielen Dank für deine Nomination!',
        location_name: location.full_name,
        year: 2026,
      });
      const mail = await waitForSentMail(t.platform, location.correspondence_email!);
      expect(mail.subject).toBe(
        `${location.full_name} ist für den Swiss Location Award 2026 nominiert`,
      );
      expect(mail.text).toContain('von Anna Muster (Veranstalter/in)');
      const code = /\/sla\/([a-z0-9]+)/.exec(mail.text)?.[1];
      expect(code).toMatch(/^[a-z2-9]{16}$/);
      const nominee = await t.platform.services
        .db('award_nominees')
        .where({ year: 2026, location_id: location.id })
        .first();
      expect(nominee.sla_code).toBe(code);
    });

    it('keeps one nominee and SLA code per venue and year, one nomination per e-mail', async () => {
      const other = await nominate({ location_id: location.id, ...submitter('b@example.ch') });
      expect(other.status).toBe(201);
      const before = await mailsTo(location.correspondence_email!);
      const again = await nominate({
        location_id: location.id,
        ...submitter(' A@Example.CH '),
      });
      expect(again.status).toBe(422);
      expect(again.body).toEqual({ message: ALREADY, errors: { email: [ALREADY] } });
      expect(await mailsTo(location.correspondence_email!)).toBe(before);
      const nominees = await t.platform.services
        .db('award_nominees')
        .where({ location_id: location.id });
      expect(nominees).toHaveLength(1);
      const nominations = await t.platform.services
        .db('award_nominations')
        .where({ nominee_id: nominees[0].id })
        .orderBy('id');
      expect(nominations.map((row: { email: string }) => row.email)).toEqual([
        'a@example.ch',
        'b@example.ch',
      ]);
    });

    it('nominates a venue not yet listed and mails the award office', async () => {
      const venue = { location_name: 'Alte Mühle', postcode: '8001', city: 'Zürich' };
      const response = await nominate({ ...venue, ...submitter('c@example.ch') });
      expect(response.status).toBe(201);
      expect(response.body.location_name).toBe('Alte Mühle');
      const mail = await waitForSentMail(t.platform, 'sla@example.ch');
      expect(mail.text).toContain('Diese Location ist noch nicht erfasst');
      expect(mail.text).toMatch(/\/sla\/[a-z2-9]{16}/);
      // The same venue written otherwise is the same nominee: the same e-mail is refused.
      const again = await nominate({
        ...venue,
        location_name: ' alte  mühle',
        ...submitter('c@example.ch'),
      });
      expect(again.status).toBe(422);
      expect(again.body.message).toBe(ALREADY);
    });

    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      [
        'no location',
        submitter('d@example.ch'),
        { location_id: ['Bitte wähle eine Location aus oder erfasse eine neue.'] },
      ],
      [
        'a location that is not in the catalogue',
        { location_id: 2_000_000, ...submitter('d@example.ch') },
        { location_id: ['Diese Location gibt es nicht (mehr). Bitte wähle sie erneut aus.'] },
      ],
      [
        'a bad e-mail and postcode',
        { location_name: 'Scheune', postcode: 'abc', city: 'Bern', ...submitter('d@') },
        { postcode: ['Ungültiges Format'], email: ['Ungültige Emailadresse'] },
      ],
      [
        'missing names and function',
        { location_id: 1, email: 'd@example.ch' },
        {
          first_name: ['Dieses Feld ist erforderlich.'],
          last_name: ['Dieses Feld ist erforderlich.'],
          function: ['Dieses Feld ist erforderlich.'],
        },
      ],
    ])('refuses %s with the spec’s texts (422)', async (_case, body, errors) => {
      const response = await nominate(body);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual(errors);
    });

    it('refuses a nomination without the CSRF token', async () => {
      const response = await t
        .newAgent()
        .post('/api/guest/award/nominations')
        .send({ location_id: location.id, ...submitter('e@example.ch') });
      expect(response.status).toBe(403);
    });

    it('limits nominations per client address (429 with the spec’s text)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push((await nominate({ ...submitter(`f${i}@`) }, '10.8.0.1')).status);
      expect(statuses).toEqual([...Array(10).fill(422), 429]);
      const blocked = await nominate({ ...submitter('f@example.ch') }, '10.8.0.1');
      expect(blocked.body.message).toBe(
        'Du hast das Limit für Formularübermittlungen erreicht. Bitte versuche es in einer Minute erneut.',
      );
    });
  });

  describe('outside the nomination window (strictly between start and end)', () => {
    const cycle = awardYearWindows(2026).nomination;
    let stored: { starts_at: Date; ends_at: Date };
    beforeAll(async () => {
      stored = await t.platform.services
        .db('award_campaign_windows')
        .where({ year: 2026, kind: 'nomination' })
        .first();
      await t.platform.services
        .db('award_campaign_windows')
        .where({ year: 2026, kind: 'nomination' })
        .update({ starts_at: cycle.starts_at, ends_at: cycle.ends_at });
    });
    afterAll(async () => {
      clock = NOW;
      await t.platform.services
        .db('award_campaign_windows')
        .where({ year: 2026, kind: 'nomination' })
        .update(stored);
    });

    it.each([
      ['a month before', new Date('2026-02-01T12:00:00Z'), 409, 'before'],
      ['exactly at the start', cycle.starts_at, 409, 'before'],
      ['a millisecond after the start', new Date(cycle.starts_at.getTime() + 1), 201, 'running'],
      ['a millisecond before the end', new Date(cycle.ends_at.getTime() - 1), 201, 'running'],
      ['exactly at the end', cycle.ends_at, 409, 'after'],
    ])('%s: %i', async (_case, at, status, state) => {
      clock = at;
      const campaigns = (await t.agent.get('/api/guest/award/campaigns').expect(200)).body;
      expect(campaigns.windows.nomination.state).toBe(state);
      const response = await nominate({
        location_id: location.id,
        ...submitter(`window-${at.getTime()}@example.ch`),
      });
      expect(response.status).toBe(status);
      if (state === 'before')
        expect(response.body.message).toBe('Die Nomination ist noch nicht eröffnet.');
      if (state === 'after')
        expect(response.body.message).toBe('Die Nomination ist abgeschlossen.');
    });
  });
});

describe('the windows the home plugin kept before', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'none' });
  }, 120_000);
  afterAll(() => t.close());

  it('are copied by the award’s migration on an install from before', async () => {
    const rollback = new Error('rollback');
    const copied = t.platform.services.db.transaction(async (trx) => {
      // As before the award plugin: the home's table with a window the back office moved.
      await trx.schema.dropTable('award_campaign_windows');
      await trx.schema.createTable('home_campaign_windows', (table) => {
        table.integer('year').notNullable();
        table.string('kind', 32).notNullable();
        table.timestamp('starts_at', { useTz: true }).notNullable();
        table.timestamp('ends_at', { useTz: true }).notNullable();
        table.timestamps(true, true);
        table.primary(['year', 'kind']);
      });
      const moved = {
        year: 2026,
        kind: 'nomination',
        starts_at: new Date('2026-02-01T00:00:00Z'),
        ends_at: new Date('2026-03-01T00:00:00Z'),
      };
      await trx('home_campaign_windows').insert(moved);
      await awardMigrations[0]!.up(trx);
      const rows = await trx('award_campaign_windows').select(
        'year',
        'kind',
        'starts_at',
        'ends_at',
      );
      expect(rows).toEqual([moved]);
      throw rollback;
    });
    await expect(copied).rejects.toBe(rollback);
    expect(await t.platform.services.db.schema.hasTable('home_campaign_windows')).toBe(false);
  });
});

describe('award years from the configuration', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'reference',
      now: () => new Date('2027-03-05T12:00:00Z'),
      env: { AWARD_YEARS: '2026,2027' },
    });
  }, 120_000);
  afterAll(() => t.close());

  it('runs the latest year’s campaign by the cycle, and a window the back office moved', async () => {
    const cycle = (await t.agent.get('/api/guest/award/campaigns').expect(200)).body;
    expect(cycle.year).toBe(2027);
    expect(cycle.windows.nomination).toMatchObject({ active: 1, state: 'running' });
    // The winners of 2027 are not announced yet; no demo data opened anything.
    expect(cycle.windows.winner).toMatchObject({ active: 0, state: 'before' });
    await t.platform.services
      .db('award_campaign_windows')
      .where({ year: 2027, kind: 'nomination' })
      .update({ ends_at: new Date('2027-03-01T00:00:00Z') });
    const moved = (await t.agent.get('/api/guest/award/campaigns').expect(200)).body;
    expect(moved.windows.nomination).toMatchObject({ active: 0, state: 'after' });
  });
});
