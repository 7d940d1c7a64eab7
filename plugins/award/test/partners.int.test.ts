import {
  createTestPlatform,
  OUTBOX_TABLE,
  waitForSentMail,
  type TestPlatform,
} from '@eventalp/platform-api/testing';

const REGISTRATIONS = '/api/guest/award/partners/tourism';
const CONFIRMATIONS = '/api/guest/award/partners/confirmations';

describe('tourism regions register their participation in the award', () => {
  let t: TestPlatform;
  let region: number;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    region = (await t.platform.services.db('taxonomy_terms').where({ type: 26 }).first('id')).id;
  }, 180_000);
  afterAll(() => t.close());

  const registration = (overrides: Record<string, unknown> = {}) => ({
    region,
    organisation: 'Graubünden Ferien',
    first_name: 'Gian',
    last_name: 'Caduff',
    function: 'Leiter MICE',
    email: 'gian@graubuenden.example',
    phone: '+41 81 254 24 24',
    login_name: 'gr-ferien',
    password: 'geheim123',
    password_confirmation: 'geheim123',
    message: 'Wir machen gerne mit.',
    participation: true,
    language: 'fr',
    ...overrides,
  });

  async function post(path: string, body: Record<string, unknown>) {
    ip += 1;
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    return agent
      .post(path)
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', `10.30.${Math.floor(ip / 250)}.${ip % 250}`)
      .send(body);
  }

  let link = '';

  it('stores the registration with a hashed password and mails the confirmation link in its language', async () => {
    const response = await post(REGISTRATIONS, registration({ email: 'Gian@Graubuenden.example' }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message:
        'Danke für eure Anmeldung! Bitte bestätigt sie mit dem Link, den wir euch per E-Mail geschickt haben.',
      email: 'gian@graubuenden.example',
    });
    const row = await t.platform.services
      .db('award_partner_requests')
      .where({ email: 'gian@graubuenden.example' })
      .first();
    expect(row).toMatchObject({
      kind: 'tourism',
      region_id: region,
      login_name: 'gr-ferien',
      status: 'unconfirmed',
      language: 'fr',
    });
    expect(row.password_hash).toMatch(/^\$2[aby]\$/);
    expect(row.password_hash).not.toContain('geheim123');
    const mail = await waitForSentMail(t.platform, 'gian@graubuenden.example');
    expect(mail.subject).toBe('Merci de confirmer votre participation au Swiss Location Award');
    link = /\/site\/fr\/swisslocationaward_tourisme_confirmation\?token=([A-Za-z0-9_-]+)/.exec(
      mail.text,
    )![1]!;
    expect(link.length).toBeGreaterThanOrEqual(40);
    expect(row.token_hash).not.toBe(link);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'an address registered before (any case)',
      { email: 'GIAN@graubuenden.example', login_name: 'other-login' },
      { email: ['Diese E-Mail-Adresse ist bereits registriert.'] },
    ],
    [
      'a login name taken (any case)',
      { email: 'zweite@example.ch', login_name: 'GR-Ferien' },
      { login_name: ['Dieser Loginname ist bereits vergeben.'] },
    ],
    [
      "the address of a user's account (any case)",
      { email: 'Venue@EventAlp.ch', login_name: 'other-login-2' },
      { email: ['Diese E-Mail-Adresse ist bereits registriert.'] },
    ],
    [
      "the login name of a user's account (any case)",
      { email: 'dritte@example.ch', login_name: 'Venue' },
      { login_name: ['Dieser Loginname ist bereits vergeben.'] },
    ],
    [
      'a region that is no Swiss region',
      { email: 'x1@example.ch', login_name: 'x1', region: 999999 },
      { region: ['Bitte wähle eine Region aus der Liste.'] },
    ],
    [
      'another password in the confirmation',
      { email: 'x2@example.ch', login_name: 'x2', password_confirmation: 'geheim124' },
      { password_confirmation: ['Die Passwortbestätigung stimmt nicht überein.'] },
    ],
    [
      'a short password',
      { email: 'x3@example.ch', login_name: 'x3', password: 'kurz', password_confirmation: 'kurz' },
      { password: ['Das Passwort muss mindestens 6 Zeichen lang sein.'] },
    ],
    [
      'a login name with spaces',
      { email: 'x4@example.ch', login_name: 'gr ferien' },
      {
        login_name: [
          'Der Loginname darf nur Buchstaben (a-z, A-Z), Ziffern und Bindestriche enthalten.',
        ],
      },
    ],
    [
      'no participation',
      { email: 'x5@example.ch', login_name: 'x5', participation: false },
      {
        participation: ['Bitte bestätigt, dass eure Region am Swiss Location Award teilnimmt.'],
      },
    ],
  ])(
    'refuses %s with the text at its field, storing and mailing nothing',
    async (_case, overrides, errors) => {
      const before = await t.platform.services.db(OUTBOX_TABLE).count({ n: '*' });
      const response = await post(REGISTRATIONS, registration(overrides));
      expect(response.status).toBe(422);
      expect(response.body.errors).toMatchObject(errors);
      expect(
        await t.platform.services
          .db('award_partner_requests')
          .where({ kind: 'tourism' })
          .count({ n: '*' }),
      ).toEqual([{ n: '1' }]);
      expect(await t.platform.services.db(OUTBOX_TABLE).count({ n: '*' })).toEqual(before);
    },
  );

  it('confirms by the link once, then says it was confirmed; unknown links are 404', async () => {
    const first = await post(CONFIRMATIONS, { token: link });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      state: 'confirmed',
      message:
        'Eure Teilnahme ist bestätigt. Wir prüfen eure Anmeldung und schalten euren Zugang frei.',
      organisation: 'Graubünden Ferien',
      kind: 'tourism',
    });
    const row = await t.platform.services
      .db('award_partner_requests')
      .where({ kind: 'tourism' })
      .first();
    expect(row.status).toBe('pending');
    expect(row.confirmed_at).not.toBeNull();
    // The award office learns that a partner waits for its decision.
    const office = await waitForSentMail(t.platform, t.platform.services.config.award.officeEmail);
    expect(office.subject).toBe('Anmeldung wartet auf Freigabe: Graubünden Ferien');
    expect(office.text).toContain(`/backoffice/award-partners/${row.id}/show`);
    expect((await post(CONFIRMATIONS, { token: link })).body.state).toBe('already_confirmed');
    expect((await post(CONFIRMATIONS, { token: 'a'.repeat(43) })).status).toBe(404);
    expect((await post(CONFIRMATIONS, { token: 'kurz' })).status).toBe(422);
    expect((await post(CONFIRMATIONS, {})).status).toBe(422);
  });

  it('lists the registrations in the back office for the award office, never the hash', async () => {
    const award = await t.signIn('award', 'Award1234', '10.31.0.1');
    const { body } = await award.agent
      .get('/api/backoffice/award-partners?kind=tourism&status=pending')
      .expect(200);
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({ organisation: 'Graubünden Ferien', region_id: region });
    expect(body.data[0]).not.toHaveProperty('password_hash');
    expect(body.data[0]).not.toHaveProperty('token_hash');
    await award.agent.get('/api/backoffice/award-partners?status=unknown').expect(422);
    const editor = await t.signIn('editor', 'Editor1234', '10.31.0.2');
    await editor.agent.get('/api/backoffice/award-partners').expect(403);
  });

  it('lets the award office approve or reject a confirmed registration once, mailed to the partner in its language and audited', async () => {
    const db = t.platform.services.db;
    const row = await db('award_partner_requests').where({ login_name: 'gr-ferien' }).first();
    const decide = (
      agent: ReturnType<TestPlatform['newAgent']>,
      token: string,
      id: number,
      body: object,
    ) =>
      agent
        .post(`/api/backoffice/award-partners/${id}/decision`)
        .set('X-CSRF-Token', token)
        .send(body);

    // Not the editor's (403), and nothing but a decision (422).
    const editor = await t.signIn('editor', 'Editor1234', '10.33.0.1');
    await decide(editor.agent, editor.token, row.id, { decision: 'approved' }).expect(403);
    const award = await t.signIn('award', 'Award1234', '10.33.0.2');
    await decide(award.agent, award.token, row.id, { decision: 'vielleicht' }).expect(422);
    await decide(award.agent, award.token, row.id, {
      decision: 'rejected',
      message: 'x'.repeat(2001),
    }).expect(422);
    await decide(award.agent, award.token, 999999, { decision: 'approved' }).expect(404);
    expect((await db('award_partner_requests').where({ id: row.id }).first()).status).toBe(
      'pending',
    );

    const approved = await decide(award.agent, award.token, row.id, {
      decision: 'approved',
      message: 'Willkommen!',
    }).expect(200);
    expect(approved.body).toMatchObject({
      id: row.id,
      status: 'approved',
      decision_message: 'Willkommen!',
    });
    expect(approved.body.decided_at).not.toBeNull();
    expect(approved.body).not.toHaveProperty('password_hash');
    await t.eventually(async () => {
      const sent = await db(OUTBOX_TABLE)
        .where({ to: 'gian@graubuenden.example', status: 'sent' })
        .orderBy('id', 'desc')
        .first();
      expect(sent.subject).toBe('Votre accès au Swiss Location Award est activé');
      expect(sent.text).toContain('« gr-ferien »');
      expect(sent.text).toContain('Willkommen!');
    });
    const audit = await db('platform_audit_log')
      .where({ resource: 'award-partners', record_id: row.id })
      .first();
    expect(audit).toMatchObject({ action: 'approve', actor_name: 'Back Office award' });
    expect(audit.after).toMatchObject({ status: 'approved' });

    // Decided once: a second decision is refused.
    const again = await decide(award.agent, award.token, row.id, { decision: 'rejected' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'Über diese Anmeldung kann nicht entschieden werden: Sie ist noch nicht bestätigt oder bereits entschieden.',
    );
    // Not confirmed yet: refused too.
    const unconfirmed = await post(
      REGISTRATIONS,
      registration({ email: 'offen@example.ch', login_name: 'offen' }),
    );
    expect(unconfirmed.status).toBe(201);
    const open = await db('award_partner_requests').where({ login_name: 'offen' }).first();
    await decide(award.agent, award.token, open.id, { decision: 'approved' }).expect(409);
  });

  it('signs an approved partner in with its own session, never a pending one or a public user', async () => {
    const LOGIN = '/api/guest/award/partner-area/login';
    const ME = '/api/guest/award/partner-area/me';
    const client = t.newAgent();
    const token = await t.csrf(client);
    const login = (body: object, from = '10.34.0.1') =>
      client.post(LOGIN).set('X-CSRF-Token', token).set('X-Forwarded-For', from).send(body);

    await client.get(ME).expect(401);
    for (const body of [
      { login_name: 'gr-ferien', password: 'falsch123' },
      { login_name: 'niemand', password: 'geheim123' },
      // Pending (not approved): no sign-in either.
      { login_name: 'offen', password: 'geheim123' },
      // A public user's login is not a partner's.
      { login_name: 'venue', password: 'Venue1234' },
    ]) {
      const answer = await login(body);
      expect([body.login_name, answer.status, answer.body.message]).toEqual([
        body.login_name,
        401,
        'Benutzername oder Passwort falsch.',
      ]);
    }
    await login({ login_name: '' }).expect(422);

    const signedIn = await login({ login_name: 'GR-Ferien', password: 'geheim123' }).expect(200);
    expect(signedIn.body).toEqual({
      kind: 'tourism',
      organisation: 'Graubünden Ferien',
      login_name: 'gr-ferien',
      region_id: region,
    });
    const cookie = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('ea_partner='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect((await client.get(ME).expect(200)).body.organisation).toBe('Graubünden Ferien');
    // The partner session is no public user's session.
    await client.get('/api/user/profile').expect(401);

    await client
      .post('/api/guest/award/partner-area/logout')
      .set('X-CSRF-Token', token)
      .expect(204);
    await client.get(ME).expect(401);

    // The demo's approved medium (README, demo accounts).
    const demo = await login({ login_name: 'presse', password: 'Presse1234' }, '10.34.0.2');
    expect(demo.status).toBe(200);
    expect(demo.body).toMatchObject({ kind: 'media', organisation: 'Eventmagazin Schweiz' });

    // Too many attempts from one address: 429.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await login({ login_name: 'gr-ferien', password: 'x' }, '10.34.0.9')).status);
    expect(statuses.slice(-1)).toEqual([429]);
  });

  it('mails an approved partner its login name from the forgot-login modal, answering alike for any address', async () => {
    const FORGOT = '/api/guest/award/partner-area/forgot-login';
    const client = t.newAgent();
    const token = await t.csrf(client);
    const forgot = (email: string) =>
      client
        .post(FORGOT)
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-For', '10.35.0.1')
        .send({ email });
    const known = await forgot('Gian@graubuenden.example').expect(202);
    const unknown = await forgot('niemand@example.ch').expect(202);
    expect(unknown.body).toEqual(known.body);
    await forgot('kein-e-mail').expect(422);
    await t.eventually(async () => {
      const sent = await t.platform.services
        .db(OUTBOX_TABLE)
        .where({ to: 'gian@graubuenden.example', status: 'sent' })
        .orderBy('id', 'desc')
        .first();
      expect(sent.subject).toBe('Votre identifiant pour le Swiss Location Award');
      expect(sent.text).toContain('gr-ferien');
    });
    expect(
      await t.platform.services
        .db(OUTBOX_TABLE)
        .where({ to: 'niemand@example.ch' })
        .count({ n: '*' }),
    ).toEqual([{ n: '0' }]);
  });

  it("takes a medium's access request (no region), mails its link and confirms it as a request", async () => {
    const MEDIA = '/api/guest/award/partners/media';
    const request = {
      organisation: 'Tagblatt der Eventbranche',
      first_name: 'Mara',
      last_name: 'Muster',
      email: 'Mara@Tagblatt.example',
      login_name: 'tagblatt',
      password: 'geheim123',
      password_confirmation: 'geheim123',
      language: 'de',
    };
    // Bad input: the spec's texts, nothing stored.
    const missing = await post(MEDIA, { ...request, organisation: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.organisation).toEqual(['Dieses Feld ist erforderlich.']);
    const mismatch = await post(MEDIA, { ...request, password_confirmation: 'anders123' });
    expect(mismatch.body.errors.password_confirmation).toEqual([
      'Die Passwortbestätigung stimmt nicht überein.',
    ]);
    const taken = await post(MEDIA, { ...request, login_name: 'presse' });
    expect(taken.body.errors.login_name).toEqual(['Dieser Loginname ist bereits vergeben.']);
    expect(
      await t.platform.services
        .db('award_partner_requests')
        .where({ email: 'mara@tagblatt.example' })
        .count('*'),
    ).toEqual([{ count: '0' }]);

    const created = await post(MEDIA, request);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(
      'Danke für eure Anfrage! Bitte bestätigt sie mit dem Link, den wir euch per E-Mail geschickt haben.',
    );
    const row = await t.platform.services
      .db('award_partner_requests')
      .where({ email: 'mara@tagblatt.example' })
      .first();
    expect(row).toMatchObject({ kind: 'media', region_id: null, status: 'unconfirmed' });
    const mail = await waitForSentMail(t.platform, 'mara@tagblatt.example');
    expect(mail.subject).toBe(
      'Bitte bestätigt eure Anfrage für den Medienbereich des Swiss Location Award',
    );
    const token = /\?token=([A-Za-z0-9_-]+)&kind=media/.exec(mail.text)![1]!;
    const confirmed = await post(CONFIRMATIONS, { token });
    expect(confirmed.body).toEqual({
      state: 'confirmed',
      message:
        'Eure Anfrage ist bestätigt. Wir prüfen sie und schalten euren Zugang zum Medienbereich frei.',
      organisation: 'Tagblatt der Eventbranche',
      kind: 'media',
    });
  });

  it('throttles one client address (5 registrations a minute)', async () => {
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await agent
            .post(REGISTRATIONS)
            .set('X-CSRF-Token', token)
            .set('X-Forwarded-For', '10.32.0.1')
            .send(
              registration({ email: `flood${i}@example.ch`, login_name: `flood-${i}`, region: 0 }),
            )
        ).status,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
