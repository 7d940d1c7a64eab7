import { CATALOGUE } from '@eventalp/plugin-catalog';
import {
  createTestPlatform,
  waitForSentMail,
  type TestPlatform,
} from '@eventalp/platform-api/testing';
import { awardYearWindows } from '../src/domain';

const NOW = new Date('2026-11-21T12:00:00Z');
let clock = NOW;

const CONFIRMED = 'Nomination bereits bestätigt.';
/** Award categories of the reference taxonomy (type 9). */
const EVENTLOCATIONS = 511;
const HOCHZEIT = 516;

describe('the venue’s confirmation and the back office’s formal check', () => {
  let t: TestPlatform;
  let location: { id: number; full_name: string; correspondence_email: string | null };
  let client = 0;
  const db = () => t.platform.services.db;

  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'demo',
      now: () => clock,
      env: { TRUST_PROXY: 'true', AWARD_YEARS: '2025,2026', AWARD_OFFICE_EMAIL: 'sla@example.ch' },
    });
    const locations = await t.platform.services
      .service(CATALOGUE)
      .publicEntries('location', null, ['full_name', 'correspondence_email']);
    location = locations.find((entry) => entry.correspondence_email)!;
  }, 180_000);
  afterAll(() => t.close());

  const nextAddress = () => {
    client += 1;
    return `10.20.${Math.floor(client / 250)}.${(client % 250) + 1}`;
  };

  /** Nominates through the API (the demo keeps the nomination open) and answers the SLA code. */
  async function nominate(venue: Record<string, unknown>, email: string): Promise<string> {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const response = await agent
      .post('/api/guest/award/nominations')
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', nextAddress())
      .send({ ...venue, first_name: 'Anna', last_name: 'Muster', email, function: 'visitor' });
    expect(response.status).toBe(201);
    const nominee = await db()('award_nominations as m')
      .join('award_nominees as n', 'n.id', 'm.nominee_id')
      .where({ 'm.email': email })
      .first('n.sla_code');
    return nominee.sla_code;
  }

  let unlistedIndex = 0;
  /** A venue not yet listed, nominated once: its SLA code. */
  const unlisted = () => {
    unlistedIndex += 1;
    return nominate(
      { location_name: `Scheune ${unlistedIndex}`, postcode: '3000', city: 'Bern' },
      `scheune-${unlistedIndex}@example.ch`,
    );
  };

  const valid = {
    diploma_name: 'Alte Mühle Bern',
    website: 'www.alte-muehle.example',
    first_name: 'Beat',
    last_name: 'Berner',
    function: 'Geschäftsführer',
    phone: '+41 31 123 45 67',
    email: 'Beat@Alte-Muehle.example',
    company: 'Alte Mühle AG',
    street: 'Mühlegasse 4',
    postcode: '3011',
    city: 'Bern',
    categories: [EVENTLOCATIONS, HOCHZEIT],
    main_category: HOCHZEIT,
    news: true,
    message: 'Wir freuen uns!',
    language: 'de',
  };

  async function confirm(code: string, body: Record<string, unknown>, address?: string) {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    return agent
      .post(`/api/guest/award/confirmations/${code}`)
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', address ?? nextAddress())
      .send(body);
  }
  const lookup = (code: string) =>
    t.agent.get(`/api/guest/award/confirmations/${code}`).set('X-Forwarded-For', nextAddress());

  describe('the venue confirms through its link', () => {
    it('answers the venue of a code, and 404 for an unknown or malformed one', async () => {
      const code = await nominate({ location_id: location.id }, 'link@example.ch');
      const { body, headers } = await lookup(code).expect(200);
      expect(headers['cache-control']).toBe('private, no-store');
      expect(body).toMatchObject({
        year: 2026,
        location_name: location.full_name,
        location_id: location.id,
        status: 'submitted',
        confirmed: false,
        open: true,
      });
      await lookup('abcdefghjkmnpqrs').expect(404);
      await lookup('not-a-code').expect(404);
      const refused = await confirm('abcdefghjkmnpqrs', valid);
      expect(refused.status).toBe(404);
    });

    it('stores the confirmation once, then answers the spec’s “Nomination already confirmed”', async () => {
      const code = await unlisted();
      const response = await confirm(code, valid);
      expect(response.status).toBe(201);
      expect(response.body.message).toBe(
        'Vielen Dank! Eure Teilnahme am Swiss Location Award ist bestätigt.',
      );
      const nominee = await db()('award_nominees').where({ sla_code: code }).first();
      expect(nominee.status).toBe('confirmed');
      expect(nominee.confirmed_at).toEqual(NOW);
      const stored = await db()('award_confirmations').where({ nominee_id: nominee.id }).first();
      expect(stored).toMatchObject({
        diploma_name: 'Alte Mühle Bern',
        email: 'beat@alte-muehle.example',
        categories: [EVENTLOCATIONS, HOCHZEIT],
        main_category: HOCHZEIT,
        news: true,
      });
      expect((await lookup(code).expect(200)).body).toMatchObject({
        confirmed: true,
        open: false,
        status: 'confirmed',
      });
      const again = await confirm(code, { ...valid, diploma_name: 'Anders' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(CONFIRMED);
      expect(await db()('award_confirmations').where({ nominee_id: nominee.id })).toHaveLength(1);
    });

    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      [
        'a diploma name over 20 characters',
        { diploma_name: 'Alte Mühle am Bach Bern' },
        { diploma_name: ['Dieses Feld darf maximal 20 Zeichen lang sein.'] },
      ],
      [
        'a postal-box address',
        { street: 'Postfach 123' },
        { street: ['Bitte gib eine Strassenadresse an, kein Postfach.'] },
      ],
      [
        'a French postal box',
        { street: 'Case postale 45' },
        { street: ['Bitte gib eine Strassenadresse an, kein Postfach.'] },
      ],
      ['an invalid phone', { phone: 'zwei drei' }, { phone: ['Ungültige Telefonnummer'] }],
      [
        'a phone with too few digits',
        { phone: '031 12' },
        { phone: ['Die Telefonnummer muss mindestens 10 Ziffern enthalten.'] },
      ],
      ['no category', { categories: [] }, { categories: ['Bitte wähle 1 bis 3 Kategorien.'] }],
      [
        'four categories',
        { categories: [508, 509, 510, 511], main_category: 508 },
        { categories: ['Bitte wähle 1 bis 3 Kategorien.'] },
      ],
      [
        'a main category outside the categories',
        { main_category: 508 },
        { main_category: ['Bitte wähle die Hauptkategorie aus deinen Kategorien.'] },
      ],
      [
        'a bad e-mail, postcode and website',
        { email: 'beat@', postcode: '30a1', website: 'keine adresse' },
        {
          email: ['Ungültige Emailadresse'],
          postcode: ['Ungültiges Format'],
          website: ['Bitte gib eine gültige Webadresse ein, z. B. www.example.ch.'],
        },
      ],
      [
        'missing required fields',
        { diploma_name: '', company: ' ', city: undefined, first_name: undefined },
        {
          diploma_name: ['Dieses Feld ist erforderlich.'],
          company: ['Dieses Feld ist erforderlich.'],
          city: ['Dieses Feld ist erforderlich.'],
          first_name: ['Dieses Feld ist erforderlich.'],
        },
      ],
      [
        'a category that is no award category',
        { categories: [1], main_category: 1 },
        { categories: ['Ungültiges Format'] },
      ],
    ])('refuses %s with the spec’s texts (422)', async (_case, change, errors) => {
      const code = await unlisted();
      const response = await confirm(code, { ...valid, ...change });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual(errors);
      expect((await db()('award_nominees').where({ sla_code: code }).first()).status).toBe(
        'submitted',
      );
    });

    it('refuses a confirmation without the CSRF token', async () => {
      const code = await unlisted();
      const response = await t
        .newAgent()
        .post(`/api/guest/award/confirmations/${code}`)
        .send(valid);
      expect(response.status).toBe(403);
    });

    it('limits confirmations per client address (429 with the spec’s text)', async () => {
      const code = await unlisted();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push((await confirm(code, { ...valid, phone: 'x' }, '10.21.0.1')).status);
      expect(statuses).toEqual([...Array(10).fill(422), 429]);
      const blocked = await confirm(code, valid, '10.21.0.1');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(
        'Du hast das Limit für Formularübermittlungen erreicht. Bitte versuche es in einer Minute erneut.',
      );
    });

    it('refuses a code of a past award year as closed', async () => {
      const code = await unlisted();
      await db()('award_nominees').where({ sla_code: code }).update({ year: 2025 });
      const response = await confirm(code, valid);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('Die Bestätigung der Nominationen ist abgeschlossen.');
    });

    it('links a venue not yet listed to the location it signs up with (create-sla)', async () => {
      const code = await nominate(
        { location_name: 'Schloss Seeblick', postcode: '8802', city: 'Kilchberg' },
        'seeblick@example.ch',
      );
      expect((await lookup(code).expect(200)).body.location_id).toBeNull();
      const agent = t.newAgent();
      const token = await t.csrf(agent);
      const signup = await agent
        .post('/api/guest/entries/sla')
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-For', nextAddress())
        .send({
          type: 'location',
          category_id: 1,
          entry_category_id: 516,
          full_name: 'Schloss Seeblick',
          description: 'Am See',
          street: 'Seestrasse',
          street_number: '3',
          zip: '8802',
          place: 'Kilchberg',
          region: 297,
          first_name: 'Sara',
          last_name: 'See',
          email: 'sara@seeblick.example',
          login_name: 'seeblick',
          password: 'geheim12',
          password_confirmation: 'geheim12',
        });
      expect(signup.status).toBe(201);
      const locationId = signup.body.entry.id;
      let linked = null;
      for (let wait = 0; !linked && wait < 200; wait += 1) {
        await t.platform.drainJobs();
        linked = (await db()('award_nominees').where({ sla_code: code }).first()).location_id;
        if (!linked) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(linked).toBe(locationId);
      const entry = await db()('catalog_locations').where({ id: locationId }).first();
      const nominee = await db()('award_nominees').where({ sla_code: code }).first();
      expect(entry.award_nomination_id).toBe(nominee.id);
    });
  });

  describe('the confirmation window (strictly between start and end)', () => {
    const cycle = awardYearWindows(2026).confirmation;
    let stored: { starts_at: Date; ends_at: Date };
    const window = () => db()('award_campaign_windows').where({ year: 2026, kind: 'confirmation' });
    beforeAll(async () => {
      stored = await window().first();
      await window().update({ starts_at: cycle.starts_at, ends_at: cycle.ends_at });
    });
    afterAll(async () => {
      clock = NOW;
      await window().update(stored);
    });

    it.each([
      ['a month before', new Date('2026-02-01T12:00:00Z'), 409, 'before'],
      ['exactly at the start', cycle.starts_at, 409, 'before'],
      ['a millisecond after the start', new Date(cycle.starts_at.getTime() + 1), 201, 'running'],
      ['a millisecond before the end', new Date(cycle.ends_at.getTime() - 1), 201, 'running'],
      ['exactly at the end', cycle.ends_at, 409, 'after'],
    ])('%s (%s): %i', async (_case, at, status, state) => {
      clock = NOW;
      const code = await unlisted();
      clock = at;
      expect((await lookup(code).expect(200)).body.window.state).toBe(state);
      const response = await confirm(code, valid);
      expect(response.status).toBe(status);
      if (state === 'before')
        expect(response.body.message).toBe(
          'Die Bestätigung der Nominationen ist noch nicht eröffnet.',
        );
      if (state === 'after')
        expect(response.body.message).toBe('Die Bestätigung der Nominationen ist abgeschlossen.');
    });
  });

  describe('the formal check in the back office', () => {
    let award: Awaited<ReturnType<TestPlatform['signIn']>>;
    beforeAll(async () => {
      award = await t.signIn('award', 'Award1234', '10.22.0.1');
    });
    const post = (path: string, body: object = {}) =>
      award.agent
        .post(`/api/backoffice/award-nominees${path}`)
        .set('X-CSRF-Token', award.token)
        .send(body);
    const idOf = async (code: string) =>
      Number((await db()('award_nominees').where({ sla_code: code }).first()).id);

    it('lists the nominees with filters and search, and shows one with its nominations', async () => {
      const code = await nominate({ location_id: location.id }, 'list@example.ch');
      const id = await idOf(code);
      const { body } = await award.agent
        .get('/api/backoffice/award-nominees')
        .query({ status: 'submitted', year: 2026, q: 'list@example' })
        .expect(200);
      expect(body.data.map((row: { id: number }) => row.id)).toEqual([id]);
      expect(body.data[0]).toMatchObject({
        name: location.full_name,
        status: 'submitted',
        nominations: 2,
        sla_code: code,
      });
      const show = await award.agent.get(`/api/backoffice/award-nominees/${id}`).expect(200);
      expect(show.body.submitter_emails).toBe('link@example.ch, list@example.ch');
      const nominations = await award.agent
        .get('/api/backoffice/award-nominations')
        .query({ nominee_id: id })
        .expect(200);
      expect(nominations.body.data.map((row: { email: string }) => row.email)).toEqual([
        'link@example.ch',
        'list@example.ch',
      ]);
      const bad = await award.agent
        .get('/api/backoffice/award-nominees')
        .query({ status: 'archived' })
        .expect(422);
      expect(bad.body.errors).toEqual({ status: ['Ungültiges Format'] });
    });

    it('checks, then invites: the venue gets its confirmation link by mail', async () => {
      const code = await nominate({ location_id: location.id }, 'steps@example.ch');
      const id = await idOf(code);
      await db()('award_nominees').where({ id }).update({ status: 'submitted' });
      const early = await post(`/${id}/invite`);
      expect(early.status).toBe(409);
      expect(early.body.message).toBe('Bitte prüfe die Nomination zuerst formell.');
      const checked = await post(`/${id}/check`);
      expect(checked.status).toBe(200);
      expect(checked.body).toMatchObject({ status: 'checked', checked_at: NOW.toISOString() });
      const twice = await post(`/${id}/check`);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('Diese Nomination ist bereits formell geprüft.');
      const before = await waitForSentMail(t.platform, location.correspondence_email!);
      const invited = await post(`/${id}/invite`);
      expect(invited.status).toBe(200);
      expect(invited.body.status).toBe('invited');
      const mail = await waitForSentMail(
        t.platform,
        location.correspondence_email!,
        10_000,
        before.id,
      );
      expect(mail.subject).toBe(
        'Einladung zum Swiss Location Award 2026: bitte bestätigt eure Teilnahme',
      );
      expect(mail.text).toContain(`/sla/${code}`);
      const again = await post(`/${id}/invite`);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Die Einladung wurde bereits verschickt.');
      const history = await award.agent
        .get(`/api/backoffice/award-nominees/${id}/history`)
        .expect(200);
      expect(history.body.data.map((entry: { action: string }) => entry.action)).toEqual([
        'invite',
        'check',
      ]);
      await post('/999999/check').expect(404);
    });

    it('checks and invites many at once, skipping those in another state', async () => {
      const first = await idOf(await unlisted());
      const second = await idOf(await unlisted());
      await post(`/${second}/check`).expect(200);
      const checked = await post('/steps', { action: 'check', ids: [first, second] });
      expect(checked.status).toBe(200);
      expect(checked.body).toEqual({ changed: [first], skipped: [second] });
      const invited = await post('/steps', { action: 'invite', ids: [first, second] });
      expect(invited.body).toEqual({ changed: [first, second], skipped: [] });
      const office = await waitForSentMail(t.platform, 'sla@example.ch');
      expect(office.text).toContain('Bitte leite diese E-Mail an die Location weiter.');
      const bad = await post('/steps', { action: 'publish', ids: [] });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['action', 'ids']);
    });

    it('merges duplicates of one venue: one nominee keeps every submitter’s nomination', async () => {
      const target = await nominate(
        { location_name: 'Alte Muehle', postcode: '8001', city: 'Zürich' },
        'one@example.ch',
      );
      await nominate(
        { location_name: 'Alte Muehle', postcode: '8001', city: 'Zürich' },
        'both@example.ch',
      );
      const duplicate = await nominate(
        { location_name: 'Alte Mühle', postcode: '8001', city: 'Zürich' },
        'two@example.ch',
      );
      await nominate(
        { location_name: 'Alte Mühle', postcode: '8001', city: 'Zürich' },
        'both@example.ch',
      );
      const targetId = await idOf(target);
      const duplicateId = await idOf(duplicate);
      await post(`/${duplicateId}/check`).expect(200);
      const merged = await post(`/${targetId}/merge`, { ids: [duplicateId] });
      expect(merged.status).toBe(200);
      expect(merged.body).toMatchObject({ id: targetId, nominations: 3, status: 'checked' });
      expect(merged.body.submitter_emails).toBe('one@example.ch, both@example.ch, two@example.ch');
      await award.agent.get(`/api/backoffice/award-nominees/${duplicateId}`).expect(404);
      await lookup(duplicate).expect(404);
      const history = await award.agent
        .get(`/api/backoffice/award-nominees/${targetId}/history`)
        .expect(200);
      expect(history.body.data[0].action).toBe('merge');
    });

    it.each([
      ['itself', 'self', 422, 'Eine Nomination lässt sich nicht mit sich selbst zusammenführen.'],
      [
        'one of another year',
        'past',
        422,
        'Nur Nominationen desselben Jahres lassen sich zusammenführen.',
      ],
      ['an unknown one', 'unknown', 404, null],
    ])('refuses to merge %s', async (_case, kind, status, message) => {
      const target = await idOf(await unlisted());
      const other = await idOf(await unlisted());
      if (kind === 'past') await db()('award_nominees').where({ id: other }).update({ year: 2025 });
      const ids = { self: [target], past: [other], unknown: [999_999] }[kind]!;
      const response = await post(`/${target}/merge`, { ids });
      expect(response.status).toBe(status);
      if (message) expect(response.body.errors).toEqual({ ids: [message] });
      expect(await db()('award_nominees').whereIn('id', [target, other])).toHaveLength(2);
    });

    it('is the award office’s and the admin’s only', async () => {
      const sales = await t.signIn('sales', 'Sales1234', '10.22.0.2');
      await sales.agent.get('/api/backoffice/award-nominees').expect(403);
      const refused = await sales.agent
        .post('/api/backoffice/award-nominees/1/check')
        .set('X-CSRF-Token', sales.token);
      expect(refused.status).toBe(403);
      await t.newAgent().get('/api/backoffice/award-nominees').expect(401);
    });
  });
});
