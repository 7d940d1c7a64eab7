import fc from 'fast-check';
import {
  createTestPlatform,
  OUTBOX_TABLE,
  waitForSentMail,
  type TestPlatform,
} from '@eventalp/platform-api/testing';
import { awardYearWindows, RATING_ASPECTS } from '../src/domain';
import { solveChallenge } from '../src/rating-challenge';

// Inside the spec's rating window of 2026 (1 to 31 May, Swiss time).
const IN_MAY = new Date('2026-05-15T12:00:00Z');
let clock = IN_MAY;

const ALREADY = 'Du hast diese Location bereits bewertet.';

describe('award ratings', () => {
  let t: TestPlatform;
  const venues: { id: number; code: string; name: string }[] = [];
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'demo',
      now: () => clock,
      env: { TRUST_PROXY: 'true', AWARD_YEARS: '2025,2026', AWARD_RATING_IP_KEY: 'r'.repeat(40) },
    });
    const db = t.platform.services.db;
    // The award window as the spec's cycle (the demo may have moved it).
    const cycle = awardYearWindows(2026);
    for (const kind of ['award', 'winner'] as const)
      await db('award_campaign_windows')
        .where({ year: 2026, kind })
        .update({ starts_at: cycle[kind].starts_at, ends_at: cycle[kind].ends_at });
    for (const [i, name] of [
      'Seehalle Rating',
      'Bergsaal Rating',
      'Alte Fabrik Rating',
    ].entries()) {
      const code = `rate${i + 2}venue`;
      const [row] = await db('award_nominees')
        .insert({
          year: 2026,
          venue_key: `new:800${i}:${name.toLowerCase()}`,
          name,
          postcode: `800${i}`,
          city: 'Zürich',
          sla_code: `slacoderating${i}x`,
          rating_code: code,
          status: 'confirmed',
        })
        .returning('id');
      venues.push({ id: row.id, code, name });
    }
  }, 180_000);
  afterAll(() => t.close());

  let client = 0;
  const nextAddress = () => {
    client += 1;
    return `10.9.${Math.floor(client / 250)}.${client % 250}`;
  };

  /** A solved challenge from the API. */
  async function solved(address = nextAddress()) {
    const { body } = await t.agent
      .get('/api/guest/award/ratings/challenge')
      .set('X-Forwarded-For', address)
      .expect(200);
    return { challenge: body.challenge, nonce: solveChallenge(body.challenge, body.bits) };
  }

  const rating = (email: string, venue = venues[0]!.code) => ({
    venue,
    highlights: ['architektur', 'kulinarik'],
    lowlights: ['erreichbarkeit'],
    grade: 9,
    event_type: 'seminar',
    event_month: 4,
    event_year: 2026,
    comment: 'Wunderbarer Saal mit Seesicht.',
    first_name: 'Anna',
    email,
    voter_type: 'organizer_f',
    truthful: true,
    language: 'de',
  });

  /** Sends a rating from a new client (its own address, CSRF token and solved challenge). */
  async function rate(body: Record<string, unknown>, address = nextAddress(), solve = true) {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    return agent
      .post('/api/guest/award/ratings')
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', address)
      .send(solve ? { ...(await solved(address)), ...body } : body);
  }

  async function confirm(body: Record<string, unknown>) {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    return agent
      .post('/api/guest/award/ratings/confirmations')
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', nextAddress())
      .send(body);
  }

  const tokenOf = (text: string, publication: 1 | 2) =>
    new RegExp(`\\?token=([A-Za-z0-9_-]+)&publication=${publication}`).exec(text)?.[1];

  it('answers the venue of a rating code with its confirmed ratings; 404 otherwise', async () => {
    const { body } = await t.agent
      .get(`/api/guest/award/ratings/venues/${venues[0]!.code}`)
      .expect(200);
    expect(body).toEqual({
      code: venues[0]!.code,
      name: 'Seehalle Rating',
      city: 'Zürich',
      year: 2026,
      confirmed_ratings: 0,
    });
    await t.agent.get('/api/guest/award/ratings/venues/unknwn234x').expect(404);
    await t.agent.get('/api/guest/award/ratings/venues/NOT-A-CODE').expect(422);
  });

  it('rates only a venue that confirmed its participation: a nominee still in the formal check is not up for rating', async () => {
    const db = t.platform.services.db;
    await db('award_nominees').where({ id: venues[2]!.id }).update({ status: 'invited' });
    try {
      await t.agent.get(`/api/guest/award/ratings/venues/${venues[2]!.code}`).expect(404);
      const response = await rate(rating('noch-nicht-bestaetigt@example.ch', venues[2]!.code));
      expect(response.status).toBe(422);
      expect(JSON.stringify(response.body)).toContain('Diese Location kann nicht bewertet werden.');
      expect(await db('award_ratings').where({ nominee_id: venues[2]!.id }).count()).toEqual([
        { count: '0' },
      ]);
    } finally {
      await db('award_nominees').where({ id: venues[2]!.id }).update({ status: 'confirmed' });
    }
  });

  it('rates only a nominee of the current award year: last year’s venue is not up for rating', async () => {
    const db = t.platform.services.db;
    const [last] = await db('award_nominees')
      .insert({
        year: 2025,
        venue_key: 'new:8007:last year rating',
        name: 'Vorjahr Rating',
        postcode: '8007',
        city: 'Zürich',
        sla_code: 'slacodelastyearx',
        rating_code: 'last5venue',
        status: 'confirmed',
      })
      .returning('id');
    const response = await rate(rating('vorjahr@example.ch', 'last5venue'));
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body)).toContain('Diese Location kann nicht bewertet werden.');
    expect(await db('award_ratings').where({ nominee_id: last.id })).toEqual([]);
  });

  it('rates, mails two links, counts only once confirmed, with its trail', async () => {
    const response = await rate(rating('Anna.Muster+award@Gmail.com'), '10.8.0.1');
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message:
        'Vielen Dank für deine Bewertung! Bitte bestätige sie über den Link in der E-Mail, die wir dir geschickt haben.',
      location_name: 'Seehalle Rating',
      email: 'anna.muster+award@gmail.com',
    });
    const mail = await waitForSentMail(t.platform, 'anna.muster+award@gmail.com');
    expect(mail.subject).toBe('Bitte bestätige deine Bewertung von Seehalle Rating');
    expect(mail.text).toContain('/site/de/swisslocationaward_bewertung_bestaetigen?token=');
    const withPublication = tokenOf(mail.text, 1)!;
    expect(tokenOf(mail.text, 2)).toBe(withPublication);
    const db = t.platform.services.db;
    const stored = await db('award_ratings').where({ nominee_id: venues[0]!.id }).first();
    expect(stored).toMatchObject({
      email_key: 'annamuster@gmail.com',
      user_approved: 0,
      admin_approved: 0,
      highlights: ['architektur', 'kulinarik'],
    });
    // The address only as its keyed hash.
    expect(stored.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain('10.8.0.1');
    const venueUrl = `/api/guest/award/ratings/venues/${venues[0]!.code}`;
    expect((await t.agent.get(venueUrl)).body.confirmed_ratings).toBe(0);

    const first = await confirm({ token: withPublication, publication: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      state: 'verified',
      message: 'Vielen Dank! Deine Bewertung ist bestätigt.',
      publication: 1,
      location_name: 'Seehalle Rating',
    });
    expect((await t.agent.get(venueUrl)).body.confirmed_ratings).toBe(1);
    const again = await confirm({ token: withPublication, publication: '1' });
    expect(again.body.state).toBe('already_verified');
    expect(again.body.message).toBe('Deine Bewertung wurde bereits bestätigt.');
    const other = await confirm({ token: withPublication, publication: 2 });
    expect(other.body.state).toBe('reverified');
    expect((await db('award_ratings').where({ id: stored.id }).first()).user_approved).toBe(2);
    expect((await t.agent.get(venueUrl)).body.confirmed_ratings).toBe(1);

    const trail = await db('platform_audit_log')
      .where({ resource: 'award-ratings', record_id: stored.id })
      .orderBy('id');
    expect(trail.map((row: { action: string }) => row.action)).toEqual([
      'submit',
      'confirm',
      'reconfirm',
    ]);
    expect(trail[0].after.outbox_id).toEqual(expect.any(Number));
  });

  it.each([
    ['the same address', 'anna.muster+award@gmail.com'],
    ['in capitals', 'ANNA.MUSTER+award@gmail.com'],
    ['without the dots (gmail ignores them)', 'annamuster@gmail.com'],
    ['with another +tag', 'anna.muster+other@googlemail.com'],
  ])('refuses a second rating of the venue by one mailbox: %s', async (_case, email) => {
    const before = await t.platform.services.db(OUTBOX_TABLE).count({ n: '*' });
    const response = await rate(rating(email));
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ message: ALREADY, errors: { email: [ALREADY] } });
    expect(await t.platform.services.db(OUTBOX_TABLE).count({ n: '*' })).toEqual(before);
  });

  it('mails the confirmation in the wizard’s language, with links to that language’s page', async () => {
    const response = await rate({
      ...rating('luca@example.ch', venues[1]!.code),
      language: 'it',
    });
    expect(response.status).toBe(201);
    const mail = await waitForSentMail(t.platform, 'luca@example.ch');
    expect(mail.subject).toBe('Conferma la tua valutazione di Bergsaal Rating');
    expect(mail.text).toContain('Ciao Anna');
    expect(mail.text).toContain('/site/it/swisslocationaward_conferma_valutazione?token=');
    expect(mail.text).not.toContain('Bewertung');
  });

  it('lets the mailbox rate another venue, and keeps dots apart where they count', async () => {
    expect((await rate(rating('anna.muster@gmail.com', venues[1]!.code))).status).toBe(201);
    expect((await rate(rating('a.muster@example.ch'))).status).toBe(201);
    expect((await rate(rating('am.uster@example.ch'))).status).toBe(201);
  });

  it.each([
    ['no highlight', { highlights: [] }, 'highlights', 'Bitte wähle mindestens 1 Punkt aus.'],
    [
      'four highlights',
      { highlights: RATING_ASPECTS.slice(0, 4) },
      'highlights',
      'Du kannst maximal 3 Punkte auswählen.',
    ],
    [
      'four lowlights',
      { highlights: ['programm'], lowlights: RATING_ASPECTS.slice(0, 4) },
      'lowlights',
      'Du kannst maximal 3 Punkte auswählen.',
    ],
    [
      'an aspect in both lists',
      { lowlights: ['architektur'] },
      'lowlights',
      'Ein Punkt kann nicht Highlight und Lowlight zugleich sein.',
    ],
    ['an unknown aspect', { highlights: ['parkplatz'] }, 'highlights.0', 'Ungültiges Format'],
    ['grade 0', { grade: 0 }, 'grade', 'Bitte gib eine Gesamtnote von 1 bis 10.'],
    ['grade 11', { grade: 11 }, 'grade', 'Bitte gib eine Gesamtnote von 1 bis 10.'],
    ['grade 7.5', { grade: 7.5 }, 'grade', 'Bitte gib eine Gesamtnote von 1 bis 10.'],
    [
      'a comment of 351 characters',
      { comment: 'x'.repeat(351) },
      'comment',
      'Dieses Feld darf maximal 350 Zeichen lang sein.',
    ],
    [
      'an event next month',
      { event_month: 6, event_year: 2026 },
      'event_month',
      'Bitte gib Monat und Jahr deines Anlasses an (nicht in der Zukunft).',
    ],
    [
      'an event two years ago',
      { event_year: 2024 },
      'event_year',
      'Bitte gib Monat und Jahr deines Anlasses an (nicht in der Zukunft).',
    ],
    ['no event type', { event_type: undefined }, 'event_type', 'Dieses Feld ist erforderlich.'],
    ['a bad e-mail', { email: 'anna@' }, 'email', 'Ungültige Emailadresse'],
    ['no voter type', { voter_type: 'jury' }, 'voter_type', 'Dieses Feld ist erforderlich.'],
    [
      'data not confirmed truthful',
      { truthful: false },
      'truthful',
      'Bitte bestätige, dass deine Angaben der Wahrheit entsprechen.',
    ],
    [
      'a throwaway address',
      { email: 'anna@mailinator.com' },
      'email',
      'Bitte verwende deine eigene E-Mailadresse, keine Wegwerfadresse.',
    ],
    [
      'an unknown venue',
      { venue: 'zzzz2zzzzz' },
      'venue',
      'Diese Location kann nicht bewertet werden.',
    ],
    [
      'the honeypot filled',
      { website: 'http://spam.example' },
      '_',
      'Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.',
    ],
  ])('refuses %s with 422 and the text', async (_case, change, field, message) => {
    const response = await rate({ ...rating(`bad-${client}@example.ch`), ...change });
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('refuses a rating without a solved challenge, or a solution sent twice', async () => {
    const unsolved = await rate(
      { ...rating('pow@example.ch'), challenge: 'x', nonce: '1' },
      nextAddress(),
      false,
    );
    expect(unsolved.status).toBe(422);
    expect(unsolved.body.errors.challenge).toEqual([
      'Die Sicherheitsprüfung ist abgelaufen oder ungültig. Bitte sende das Formular erneut.',
    ]);
    const { body } = await t.agent.get('/api/guest/award/ratings/challenge').expect(200);
    const wrong = await rate(
      { ...rating('pow@example.ch'), challenge: body.challenge, nonce: 'nope' },
      nextAddress(),
      false,
    );
    expect(wrong.status).toBe(422);
    const proof = await solved();
    const once = await rate({ ...rating('pow1@example.ch'), ...proof }, nextAddress(), false);
    expect(once.status).toBe(201);
    const twice = await rate({ ...rating('pow2@example.ch'), ...proof }, nextAddress(), false);
    expect(twice.status).toBe(422);
    expect(twice.body.errors.challenge).toBeDefined();
    // A challenge expires after an hour.
    const old = await solved();
    clock = new Date(IN_MAY.getTime() + 61 * 60 * 1000);
    const late = await rate({ ...rating('pow3@example.ch'), ...old }, nextAddress(), false);
    clock = IN_MAY;
    expect(late.status).toBe(422);
  });

  it('writes ratings sent at once together, each with its own answer, mail and trail', async () => {
    const db = t.platform.services.db;
    const [venue] = await db('award_nominees')
      .insert({
        year: 2026,
        venue_key: 'new:8009:peak rating',
        name: 'Peak Rating',
        postcode: '8009',
        city: 'Zürich',
        sla_code: 'slacodeparallelx',
        rating_code: 'peak9venue',
        status: 'confirmed',
      })
      .returning('id');
    // Ready before the burst: each voter's session, CSRF token and solved challenge.
    const voters = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const address = nextAddress();
        const agent = t.newAgent();
        return { address, agent, token: await t.csrf(agent), proof: await solved(address) };
      }),
    );
    const bodies = voters.map(({ proof }, i) => ({
      ...rating(`peak${i}@example.ch`, 'peak9venue'),
      ...proof,
    }));
    // The same mailbox twice, a solution sent twice, a venue not up for rating.
    bodies[3] = { ...bodies[3]!, email: 'peak2@example.ch' };
    bodies[5] = { ...bodies[5]!, challenge: bodies[4]!.challenge, nonce: bodies[4]!.nonce };
    bodies[7] = { ...bodies[7]!, venue: 'nosuchvenue9' };
    let transactions = 0;
    const countBegin = (query: { sql: string }) => {
      if (/^begin/i.test(query.sql)) transactions += 1;
    };
    db.on('query', countBegin);
    const responses = await Promise.all(
      voters.map(({ agent, token, address }, i) =>
        agent
          .post('/api/guest/award/ratings')
          .set('X-CSRF-Token', token)
          .set('X-Forwarded-For', address)
          .send(bodies[i]!),
      ),
    ).finally(() => db.off('query', countBegin));
    const statuses = responses.map((response) => response.status);
    expect(statuses).toEqual([201, 201, 201, 422, 201, 422, 201, 422, 201, 201, 201, 201]);
    expect(responses[3]!.body.errors.email).toEqual([ALREADY]);
    expect(responses[5]!.body.errors.challenge).toBeDefined();
    expect(responses[7]!.body.errors.venue).toBeDefined();
    expect(responses[0]!.body.location_name).toBe('Peak Rating');
    // Fewer transactions than stored ratings: they shared them.
    expect(transactions).toBeLessThan(9);
    const stored = await db('award_ratings').where({ nominee_id: venue.id }).orderBy('email');
    const accepted = [0, 1, 2, 4, 6, 8, 9, 10, 11].map((i) => `peak${i}@example.ch`);
    expect(stored.map((row: { email: string }) => row.email)).toEqual([...accepted].sort());
    for (const row of stored) {
      const mail = await db(OUTBOX_TABLE).where({ to: row.email });
      expect(mail).toHaveLength(1);
      expect(mail[0].subject).toBe('Bitte bestätige deine Bewertung von Peak Rating');
      const trail = await db('platform_audit_log')
        .where({ resource: 'award-ratings', record_id: row.id })
        .first('action', 'after');
      expect(trail).toMatchObject({ action: 'submit', after: { outbox_id: Number(mail[0].id) } });
    }
    // Each link confirms its own rating.
    const token = tokenOf((await waitForSentMail(t.platform, 'peak9@example.ch')).text, 1)!;
    expect((await confirm({ token, publication: 1 })).body.state).toBe('verified');
    expect(
      (await db('award_ratings').where({ email: 'peak9@example.ch' }).first()).user_approved,
    ).toBe(1);
  });

  it('stores one rating of a burst that sends one mailbox, or one solved challenge, many times at once', async () => {
    const db = t.platform.services.db;
    await db('award_nominees').insert({
      year: 2026,
      venue_key: 'new:8008:burst rating',
      name: 'Burst Rating',
      postcode: '8008',
      city: 'Zürich',
      sla_code: 'slacodeburstxxxx',
      rating_code: 'bulk9venue',
      status: 'confirmed',
    });
    // Batches are written side by side: the same mailbox (or solution) in two of them at once
    // still makes one rating, with one mail and one trail, and 422 for every other copy.
    const voters = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const address = nextAddress();
        const agent = t.newAgent();
        return { address, agent, token: await t.csrf(agent), proof: await solved(address) };
      }),
    );
    const shared = voters[8]!.proof;
    const bodies = voters.map(({ proof }, i) =>
      i < 8
        ? { ...rating('burst.same@example.ch', 'bulk9venue'), ...proof }
        : { ...rating(`burst${i}@example.ch`, 'bulk9venue'), ...shared },
    );
    const responses = await Promise.all(
      voters.map(({ agent, token, address }, i) =>
        agent
          .post('/api/guest/award/ratings')
          .set('X-CSRF-Token', token)
          .set('X-Forwarded-For', address)
          .send(bodies[i]!),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.slice(0, 8).filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.slice(8).filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201)).toEqual(Array(14).fill(422));
    for (const [i, response] of responses.entries())
      if (response.status === 422)
        expect(response.body.errors[i < 8 ? 'email' : 'challenge']).toEqual([
          i < 8 ? ALREADY : expect.any(String),
        ]);
    const stored = await db('award_ratings').where('email', 'like', 'burst%');
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(await db(OUTBOX_TABLE).where({ to: row.email })).toHaveLength(1);
      expect(
        await db('platform_audit_log').where({ resource: 'award-ratings', record_id: row.id }),
      ).toHaveLength(1);
    }
  });

  it('keeps a fault of one rating in a shared write to that rating', async () => {
    const db = t.platform.services.db;
    await db.raw(
      "alter table award_ratings add constraint test_refuses_kaputt check (first_name <> 'Kaputt')",
    );
    try {
      const voters = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const address = nextAddress();
          const agent = t.newAgent();
          return { address, agent, token: await t.csrf(agent), proof: await solved(address) };
        }),
      );
      const responses = await Promise.all(
        voters.map(({ agent, token, address, proof }, i) =>
          agent
            .post('/api/guest/award/ratings')
            .set('X-CSRF-Token', token)
            .set('X-Forwarded-For', address)
            .send({
              ...rating(`fault${i}@example.ch`, venues[1]!.code),
              ...proof,
              first_name: i === 2 ? 'Kaputt' : 'Anna',
            }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual([201, 201, 500, 201, 201, 201]);
      const stored = await db('award_ratings').where('email', 'like', 'fault%').orderBy('email');
      expect(stored.map((row: { email: string }) => row.email)).toEqual(
        [0, 1, 3, 4, 5].map((i) => `fault${i}@example.ch`),
      );
      expect(await db(OUTBOX_TABLE).where({ to: 'fault2@example.ch' })).toEqual([]);
    } finally {
      await db.raw('alter table award_ratings drop constraint test_refuses_kaputt');
    }
  });

  it('answers 404 for an unknown confirmation link, 422 for a malformed one', async () => {
    const unknown = await confirm({ token: 'a'.repeat(32), publication: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Dieser Bestätigungslink ist ungültig.');
    expect((await confirm({ token: '<script>', publication: 1 })).status).toBe(422);
    expect((await confirm({ token: 'a'.repeat(32), publication: 3 })).status).toBe(422);
  });

  it('throttles one client address (10 a minute) with the spec’s text', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await rate({ ...rating(`limit${i}@`) }, '10.8.9.9')).status);
    expect(statuses).toEqual([...Array(10).fill(422), 429]);
  });

  it('throttles one venue (60 a minute from everywhere)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await rate(rating(`venue-flood-${i}@example.ch`, venues[2]!.code))).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(201));
    expect(statuses[60]).toBe(429);
    expect(
      (await t.agent.get(`/api/guest/award/ratings/venues/${venues[2]!.code}`)).body
        .confirmed_ratings,
    ).toBe(0);
  }, 120_000);

  it('never answers 5xx to any wizard payload', async () => {
    const aspect = fc.constantFrom(...RATING_ASPECTS, 'x', '');
    const payload = fc.record(
      {
        venue: fc.oneof(fc.constant(venues[1]!.code), fc.string()),
        highlights: fc.oneof(fc.array(aspect, { maxLength: 5 }), fc.anything()),
        lowlights: fc.oneof(fc.array(aspect, { maxLength: 5 }), fc.anything()),
        grade: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.string(), fc.double()),
        event_type: fc.oneof(fc.constantFrom('seminar', 'wedding'), fc.string()),
        event_month: fc.oneof(fc.integer({ min: 0, max: 13 }), fc.string()),
        event_year: fc.oneof(fc.integer({ min: 2020, max: 2030 }), fc.string()),
        comment: fc.oneof(fc.string({ maxLength: 400 }), fc.constant(null), fc.anything()),
        first_name: fc.string({ maxLength: 30 }),
        email: fc.oneof(fc.emailAddress(), fc.string()),
        voter_type: fc.oneof(fc.constantFrom('visitor_m', 'organizer_f'), fc.string()),
        truthful: fc.oneof(fc.boolean(), fc.anything()),
        language: fc.constantFrom('de', 'fr', 'it', 'en', 'xx'),
        website: fc.oneof(fc.constant(''), fc.string()),
        challenge: fc.string(),
        nonce: fc.string(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const agent = t.newAgent();
        const token = await t.csrf(agent);
        const response = await agent
          .post('/api/guest/award/ratings')
          .set('X-CSRF-Token', token)
          .set('X-Forwarded-For', nextAddress())
          .send(body);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  }, 180_000);

  describe('the rating window (strictly between start and end)', () => {
    const cycle = awardYearWindows(2026);
    afterAll(() => {
      clock = IN_MAY;
    });

    it.each([
      ['a month before', new Date('2026-04-01T12:00:00Z'), 409, 'before'],
      ['exactly at the start', cycle.award.starts_at, 409, 'before'],
      [
        'a millisecond after the start',
        new Date(cycle.award.starts_at.getTime() + 1),
        201,
        'running',
      ],
      ['a millisecond before the end', new Date(cycle.award.ends_at.getTime() - 1), 201, 'running'],
      ['exactly at the end', cycle.award.ends_at, 409, 'after'],
    ])('%s', async (_case, at, status, state) => {
      clock = at;
      const campaigns = (await t.agent.get('/api/guest/award/campaigns').expect(200)).body;
      expect(campaigns.windows.award.state).toBe(state);
      const response = await rate({
        ...rating(`window-${at.getTime()}@example.ch`, venues[1]!.code),
        event_month: 4,
        event_year: 2026,
      });
      expect(response.status).toBe(status);
      if (state === 'before')
        expect(response.body.message).toBe('Die Bewertung ist noch nicht eröffnet.');
      if (state === 'after') expect(response.body.message).toBe('Die Bewertung ist abgeschlossen.');
    });

    it('confirms after the window until the winners show, not later', async () => {
      clock = IN_MAY;
      expect((await rate(rating('late@example.ch', venues[1]!.code))).status).toBe(201);
      const mail = await waitForSentMail(t.platform, 'late@example.ch');
      const token = tokenOf(mail.text, 2)!;
      clock = new Date('2026-06-02T08:00:00Z');
      expect((await confirm({ token, publication: 2 })).body.state).toBe('verified');
      clock = new Date(cycle.winner.starts_at.getTime() + 1);
      const closed = await confirm({ token, publication: 1 });
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe('Die Bewertung ist abgeschlossen.');
    });
  });

  describe('in the back office', () => {
    const base = '/api/backoffice/award-ratings';

    it('lists with filters, shows with its trail, approves 0/1/2', async () => {
      const award = await t.signIn('award', 'Award1234', '10.8.10.1');
      const { body } = await award.agent
        .get(`${base}?nominee_id=${venues[0]!.id}&user_approved=2`)
        .expect(200);
      expect(body.total).toBe(1);
      const [row] = body.data;
      expect(row).toMatchObject({
        venue_name: 'Seehalle Rating',
        email: 'anna.muster+award@gmail.com',
        user_approved: 2,
        admin_approved: 0,
      });
      expect(row).not.toHaveProperty('token_hash');
      const searched = await award.agent.get(`${base}?q=seesicht&admin_approved=0`).expect(200);
      expect(searched.body.total).toBeGreaterThanOrEqual(1);
      await award.agent.get(`${base}?admin_approved=5`).expect(422);
      const approved = await award.agent
        .put(`${base}/${row.id}`)
        .set('X-CSRF-Token', award.token)
        .send({ admin_approved: 2 });
      expect(approved.status).toBe(200);
      expect(approved.body.admin_approved).toBe(2);
      const bad = await award.agent
        .put(`${base}/${row.id}`)
        .set('X-CSRF-Token', award.token)
        .send({ admin_approved: 3 });
      expect(bad.status).toBe(422);
      const history = await award.agent.get(`${base}/${row.id}/history`).expect(200);
      const actions = (history.body.data ?? history.body).map((e: { action: string }) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['submit', 'confirm', 'reconfirm', 'update']));
    });

    it('is closed to the other roles and to guests', async () => {
      const editor = await t.signIn('editor', 'Editor1234', '10.8.10.2');
      await editor.agent.get(base).expect(403);
      await t.newAgent().get(base).expect(401);
    });
  });
});
