import {
  OUTBOX_TABLE,
  createTestPlatform,
  type TestPlatform,
} from '@eventalp/platform-api/testing';

/**
 * Requests in the back office, read-only (admin and sales): the list searches the requester and
 * filters by entry, status and date; the CSV export has the list's filters; one request shows its
 * entry's name and every mail sent for it (the entry's copy, the requester's one confirmation of
 * the submission, the owner's replies) with its state in the outbox.
 */
describe('back-office requests', () => {
  let t: TestPlatform;
  let admin: Awaited<ReturnType<TestPlatform['signIn']>>;
  let sales: Awaited<ReturnType<TestPlatform['signIn']>>;
  let venues: { id: number; full_name: string; enquiry_email: string }[];
  let sent: { id: number; entry: { id: number } }[];
  const base = '/api/backoffice/requests';

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    admin = await t.signIn('admin', 'Admin1234', '10.41.0.1');
    sales = await t.signIn('sales', 'Sales1234', '10.41.0.2');
    const db = t.platform.services.db;
    venues = await db('catalog_locations')
      .where({ approved: true })
      .whereNull('release_at')
      .whereNull('expires_at')
      .whereNotNull('enquiry_email')
      .orderBy('id')
      .limit(2)
      .select('id', 'full_name', 'enquiry_email');
    const agent = t.newAgent();
    const token = await t.csrf(agent);
    const response = await agent
      .post('/api/guest/requests')
      .set('X-CSRF-Token', token)
      .set('X-Forwarded-For', '10.41.0.9')
      .send({
        entries: venues.map((venue) => ({ type: 'location', id: venue.id })),
        first_name: 'Rita',
        last_name: 'Rückfrage',
        email: 'rita@anfrage.example',
        phone: '+41 44 123 45 67',
        desired_date: '2099-06-20',
        people: 40,
        comment: 'Mit Apéro.',
      })
      .expect(201);
    sent = response.body.requests;
    // The owner of the first venue answered from the inbox (a reply with its outbox mail).
    const [mail] = await db(OUTBOX_TABLE)
      .insert({
        from: 'info@eventalp.ch',
        to: 'rita@anfrage.example',
        subject: 'Antwort auf deine Anfrage',
        text: 'Gerne!',
        status: 'sent',
      })
      .returning('id');
    await db('requests_replies').insert({
      request_id: sent[0]!.id,
      message: 'Gerne!',
      mail_id: Number(mail.id),
    });
  }, 400_000);
  afterAll(() => t.close());

  it('is read-only for admin and sales; an editor and a public user get 403', async () => {
    await t.newAgent().get(base).expect(401);
    for (const [login, password, ip] of [
      ['editor', 'Editor1234', '10.41.0.3'],
      ['venue', 'Venue1234', '10.41.0.4'],
      ['award', 'Award1234', '10.41.0.5'],
    ] as const) {
      const who = await t.signIn(login, password, ip);
      await who.agent.get(base).expect(403);
      await who.agent.get(`${base}/${sent[0]!.id}`).expect(403);
      await who.agent.get(`${base}/export`).expect(403);
    }
    await sales.agent.get(`${base}/${sent[0]!.id}`).expect(200);
    // Nothing to change: no write routes.
    const { status } = await admin.agent
      .put(`${base}/${sent[0]!.id}`)
      .set('X-CSRF-Token', admin.token)
      .send({ status: 'archived' });
    expect([404, 405]).toContain(status);
    const { body } = await admin.agent.get(`${base}/${sent[0]!.id}`).expect(200);
    expect(body.status).toBe('open');
  });

  it('searches the requester and filters by entry, status and date', async () => {
    const ids = async (query: string) =>
      (await sales.agent.get(`${base}?${query}`).expect(200)).body.data.map(
        (row: { id: number }) => row.id,
      );
    const mine = sent.map((request) => request.id);
    expect((await ids('q=rückfrage&sort=id')).sort()).toEqual([...mine].sort());
    expect(await ids(`q=rita@anfrage&entry_type=location&entry_id=${venues[1]!.id}`)).toEqual([
      sent[1]!.id,
    ]);
    expect(await ids('q=rückfrage&status=archived')).toEqual([]);
    expect((await ids('q=rückfrage&status=open')).length).toBe(2);
    expect(await ids('q=rückfrage&created_to=2020-01-01')).toEqual([]);
    expect((await ids('q=rückfrage&created_from=2020-01-01')).length).toBe(2);
    expect(await ids('q=rückfrage&desired_from=2099-06-21')).toEqual([]);
    const { body } = await sales.agent.get(`${base}?q=rückfrage`).expect(200);
    expect(body.data[0]).toMatchObject({
      first_name: 'Rita',
      desired_date: '2099-06-20',
      people: 40,
      status: 'open',
    });
    expect(body.data[0]).not.toHaveProperty('ip');
  });

  it('exports the filtered list as CSV', async () => {
    const response = await sales.agent
      .get(`${base}/export?q=rückfrage&entry_id=${venues[0]!.id}`)
      .expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.split(';')).toEqual(expect.arrayContaining(['id', 'email', 'desired_date']));
    expect(lines[1]).toContain('rita@anfrage.example');
    expect(response.text).not.toContain('10.41.0.9');
  });

  it('shows a request with its entry and every mail sent for it', async () => {
    const { body: first } = await sales.agent.get(`${base}/${sent[0]!.id}`).expect(200);
    expect(first.entry_name).toBe(venues[0]!.full_name);
    expect(
      first.mails.map((mail: { kind: string; to: string; subject: string }) => [
        mail.kind,
        mail.to,
        mail.subject,
      ]),
    ).toEqual([
      ['entry', venues[0]!.enquiry_email, `Neue Anfrage für ${venues[0]!.full_name}`],
      ['confirmation', 'rita@anfrage.example', 'Deine Anfrage an 2 Anbieter'],
      ['reply', 'rita@anfrage.example', 'Antwort auf deine Anfrage'],
    ]);
    expect(first.mails[0]).toMatchObject({ status: expect.any(String), id: expect.any(Number) });
    // The other request of the submission: its own entry's copy, the same one confirmation.
    const { body: second } = await sales.agent.get(`${base}/${sent[1]!.id}`).expect(200);
    expect(second.mails.map((mail: { kind: string; to: string }) => [mail.kind, mail.to])).toEqual([
      ['entry', venues[1]!.enquiry_email],
      ['confirmation', 'rita@anfrage.example'],
    ]);
    expect(second.mails[1].id).toBe(first.mails[1].id);
  });

  it.each([
    ['an unknown status', '?status=new', 'status'],
    ['an unknown entry type', '?entry_type=room', 'entry_type'],
    ['an entry id that is no number', '?entry_id=eins', 'entry_id'],
    ['a bad date', '?created_from=2026-13-45', 'created_from'],
    ['an unknown sort field', '?sort=ip', 'sort'],
    ['an unknown filter', '?ip=10.0.0.1', 'ip'],
  ])('answers 422 for %s', async (_case, query, field) => {
    const { body } = await admin.agent.get(`${base}${query}`).expect(422);
    expect(body.errors[field]).toEqual(['Ungültiges Format']);
  });

  it('answers 404 for an unknown request and 422 for an id that is no number', async () => {
    await admin.agent.get(`${base}/999999`).expect(404);
    await admin.agent.get(`${base}/abc`).expect(422);
  });
});
