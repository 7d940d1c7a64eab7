import {
  OUTBOX_TABLE,
  createTestPlatform,
  waitForSentMail,
  type TestPlatform,
} from '@eventalp/platform-api/testing';

describe('requests', () => {
  let t: TestPlatform;
  let venues: { id: number; full_name: string; enquiry_email: string }[];
  beforeAll(async () => {
    // Behind the shell's proxy: the client address comes from X-Forwarded-For, so each test can be its own client.
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    venues = await t.platform.services
      .db('catalog_locations')
      .where({ approved: true })
      .whereNull('release_at')
      .whereNull('expires_at')
      .orderBy('id')
      .limit(3)
      .select('id', 'full_name', 'enquiry_email');
  });
  afterAll(() => t.close());

  const valid = () => ({
    entries: [{ type: 'location', id: venues[0]!.id }],
    first_name: 'Anna',
    last_name: 'Muster',
    email: 'anna.muster@example.ch',
    phone: '+41 44 123 45 67',
    company: 'Muster AG',
    desired_date: '2099-06-20',
    people: 80,
    occasion: 'Firmenjubiläum',
    comment: 'Wir suchen einen Saal mit Bühne.',
  });

  let client = 0;
  async function post(body: object) {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    client += 1;
    return agent
      .post('/api/guest/requests')
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', `10.1.0.${client}`)
      .send(body);
  }

  it('stores the request, mails the venue and confirms to the requester', async () => {
    const response = await post(valid());
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(
      'Vielen Dank! Deine Anfrage wurde gesendet. Du erhältst eine Bestätigung per E-Mail.',
    );
    expect(response.body.requests).toEqual([
      {
        id: expect.any(Number),
        entry: { type: 'location', id: venues[0]!.id, name: venues[0]!.full_name },
      },
    ]);
    const row = await t.platform.services
      .db('requests_requests')
      .where({ id: response.body.requests[0].id })
      .first();
    expect(row).toMatchObject({
      entry_type: 'location',
      first_name: 'Anna',
      people: 80,
      status: 'open',
      company: 'Muster AG',
    });

    const toVenue = await waitForSentMail(t.platform, venues[0]!.enquiry_email);
    expect(toVenue.subject).toBe(`Neue Anfrage für ${venues[0]!.full_name}`);
    expect(toVenue.text).toContain('Wunschdatum: 20.06.2099');
    const stored = await t.platform.services.db(OUTBOX_TABLE).where({ id: toVenue.id }).first();
    expect(stored.reply_to).toBe('anna.muster@example.ch');
    const confirmation = await waitForSentMail(t.platform, 'anna.muster@example.ch');
    expect(confirmation.subject).toBe(`Deine Anfrage an ${venues[0]!.full_name}`);
  });

  it('sends one request to several venues at once', async () => {
    const body = {
      ...valid(),
      email: 'gruppe@example.ch',
      entries: venues.map((v) => ({ type: 'location', id: v.id })),
    };
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(response.body.requests).toHaveLength(3);
    const groups = await t.platform.services
      .db('requests_requests')
      .whereIn(
        'id',
        response.body.requests.map((r: { id: number }) => r.id),
      )
      .distinct('group_id');
    expect(groups).toHaveLength(1);
    const confirmation = await waitForSentMail(t.platform, 'gruppe@example.ch');
    expect(confirmation.subject).toBe('Deine Anfrage an 3 Anbieter');
    expect(confirmation.text).toContain('Wir haben sie an diese 3 Anbieter weitergeleitet:');
    // One confirmation, listing every venue with its name, place and page.
    expect(
      await t.platform.services.db(OUTBOX_TABLE).where({ to: 'gruppe@example.ch' }).select('id'),
    ).toHaveLength(1);
    const appUrl = t.platform.services.config.appUrl;
    for (const venue of venues) {
      const detail = await t.agent.get(`/api/guest/locations/${venue.id}`).expect(200);
      const place = await t.platform.services
        .db('catalog_locations')
        .where({ id: venue.id })
        .first('place');
      expect(place.place).toBeTruthy();
      expect(confirmation.text).toContain(
        `- ${venue.full_name}, ${place.place}\n  ${appUrl}${detail.body.path}\n`,
      );
    }
  });

  it.each([
    ['a name with digits', { first_name: 'Anna1' }, 'first_name', 'Bitte verwende nur Buchstaben.'],
    [
      'a past date',
      { desired_date: '2020-01-01' },
      'desired_date',
      'Das Wunschdatum darf nicht in der Vergangenheit liegen.',
    ],
    [
      'a short phone number',
      { phone: '044 12' },
      'phone',
      'Die Telefonnummer muss mindestens 10 Ziffern enthalten.',
    ],
    ['a bad e-mail', { email: 'x@' }, 'email', 'Ungültige Emailadresse'],
    ['no people', { people: '' }, 'people', 'Bitte gib eine Personenzahl von mindestens 1 an.'],
    [
      'an unknown venue',
      { entries: [{ type: 'location', id: 987654 }] },
      'entries',
      'Dieser Eintrag ist nicht verfügbar.',
    ],
  ])('rejects %s with 422 and stores nothing', async (_case, change, field, message) => {
    const before = await t.platform.services.db('requests_requests').count('* as n').first();
    const response = await post({ ...valid(), email: 'rejected@example.ch', ...change });
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
    expect(await t.platform.services.db('requests_requests').count('* as n').first()).toEqual(
      before,
    );
    expect(await t.platform.services.db(OUTBOX_TABLE).where({ to: 'rejected@example.ch' })).toEqual(
      [],
    );
  });

  it('does not accept requests to hidden venues', async () => {
    const [{ id }] = await t.platform.services
      .db('catalog_locations')
      .insert({
        full_name: 'Noch nicht frei',
        category_id: 516,
        approved: false,
        enquiry_email: 'hidden@example.ch',
      })
      .returning('id');
    const response = await post({ ...valid(), entries: [{ type: 'location', id }] });
    expect(response.status).toBe(422);
    expect(response.body.errors.entries).toEqual(['Dieser Eintrag ist nicht verfügbar.']);
  });

  it('limits requests to five a minute per address', async () => {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await agent
        .post('/api/guest/requests')
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-For', '10.2.0.1')
        .send({ ...valid(), email: `flood${i}@example.ch` });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
  });
});
