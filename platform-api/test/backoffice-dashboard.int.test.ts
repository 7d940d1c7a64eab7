import crypto from 'node:crypto';
import { dashboardWindow, type Dashboard, type DashboardFigure } from '@eventalp/platform-sdk';
import { DELIVER_JOB, OUTBOX_TABLE } from '../src/mail/outbox';
import { InProcessQueue } from '../src/queue/in-process-queue';
import { createTestPlatform, type TestPlatform } from './test-platform';

/**
 * The back-office dashboard: each role gets the figures its permissions allow (admin all, sales
 * the catalogue's and the requests', editor and award none, a change of grants at once), and each
 * figure counts the real rows: new entries and requests per week, the approval queue, the outbox's
 * mails by state and the job queue's depth.
 */
describe('back-office dashboard', () => {
  let t: TestPlatform;
  type Client = Awaited<ReturnType<TestPlatform['signIn']>>;
  let admin: Client;
  let sales: Client;
  let editor: Client;
  let award: Client;
  let owner: Client;
  const path = '/api/backoffice/dashboard';

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    admin = await t.signIn('admin', 'Admin1234', '10.31.0.1');
    sales = await t.signIn('sales', 'Sales1234', '10.31.0.2');
    editor = await t.signIn('editor', 'Editor1234', '10.31.0.3');
    award = await t.signIn('award', 'Award1234', '10.31.0.4');
    owner = await t.signIn('venue', 'Venue1234', '10.31.0.5');
  }, 400_000);
  afterAll(() => t.close());

  const dashboard = async (who: Client, query = ''): Promise<Dashboard> =>
    (await who.agent.get(`${path}${query}`).expect(200)).body;
  const figure = async (id: string, query = ''): Promise<DashboardFigure> => {
    const found = (await dashboard(admin, query)).figures.find((one) => one.id === id);
    if (!found) throw new Error(`no figure ${id}`);
    return found;
  };
  const values = (found: DashboardFigure) =>
    Object.fromEntries(found.values.map(({ key, value }) => [key, value]));
  /** A moment in the week starting on the Monday `weekStart`, as Postgres reads it. */
  const inWeek = (weekStart: string) => `${weekStart}T12:00:00+01:00`;

  it('gives each role the figures its permissions allow', async () => {
    const ids = async (who: Client) => (await dashboard(who)).figures.map((one) => one.id);
    expect(await ids(admin)).toEqual([
      'platform.mails',
      'platform.queue-depth',
      'catalog.new-entries',
      'catalog.approval-queue',
      'requests.per-week',
    ]);
    expect(await ids(sales)).toEqual([
      'catalog.new-entries',
      'catalog.approval-queue',
      'requests.per-week',
    ]);
    expect(await ids(editor)).toEqual([]);
    expect(await ids(award)).toEqual([]);
    expect(await ids(owner)).toEqual([]);
    await t.newAgent().get(path).expect(401);
  });

  it('follows a change of grants at once', async () => {
    const grant = await admin.agent
      .post('/api/backoffice/role-permissions')
      .set('X-CSRF-Token', admin.token)
      .send({ role: 'editor', permission: 'backoffice.requests' })
      .expect(201);
    expect((await dashboard(editor)).figures.map((one) => one.id)).toEqual(['requests.per-week']);
    await admin.agent
      .delete(`/api/backoffice/role-permissions/${grant.body.id}`)
      .set('X-CSRF-Token', admin.token)
      .expect(204);
    expect((await dashboard(editor)).figures).toEqual([]);
  });

  it('answers the weeks up to the current one, 12 by default', async () => {
    const window = dashboardWindow(new Date(), 12);
    const answer = await dashboard(admin);
    expect(answer.weeks).toEqual(window.weekStarts);
    const weekly = answer.figures.find((one) => one.id === 'requests.per-week')!;
    expect(weekly.values.map((value) => value.key)).toEqual(window.weekStarts);
    expect((await dashboard(admin, '?weeks=4')).weeks).toHaveLength(4);
  });

  it.each(['0', '53', 'zwölf', '1e1'])('refuses weeks=%s', async (weeks) => {
    const { body } = await admin.agent.get(`${path}?weeks=${weeks}`).expect(422);
    expect(body.errors).toEqual({ weeks: ['Ungültiges Format'] });
  });

  it('counts requests per week from their rows', async () => {
    const weeks = dashboardWindow(new Date(), 12).weekStarts;
    const before = values(await figure('requests.per-week'));
    const [entry] = await t.platform.services.db('catalog_locations').orderBy('id').limit(1);
    const request = (createdAt: string) => ({
      group_id: crypto.randomUUID(),
      entry_type: 'location',
      entry_id: entry.id,
      first_name: 'Anna',
      last_name: 'Muster',
      email: 'anna@example.ch',
      phone: '+41 44 000 00 00',
      desired_date: '2027-06-01',
      people: 40,
      created_at: createdAt,
    });
    await t.platform.services
      .db('requests_requests')
      .insert([
        request(inWeek(weeks[11]!)),
        request(inWeek(weeks[11]!)),
        request(inWeek(weeks[9]!)),
        request('2020-01-08T12:00:00+01:00'),
      ]);
    const after = values(await figure('requests.per-week'));
    expect(after[weeks[11]!]! - before[weeks[11]!]!).toBe(2);
    expect(after[weeks[9]!]! - before[weeks[9]!]!).toBe(1);
    expect(after[weeks[10]!]).toBe(before[weeks[10]!]);
    // The whole series matches the table, week by week.
    const { rows } = await t.platform.services.db.raw(
      `select to_char(date_trunc('week', created_at at time zone 'Europe/Zurich'), 'YYYY-MM-DD') as week,
              count(*)::int as count
         from requests_requests group by 1`,
    );
    const counted = Object.fromEntries(
      rows.map((row: { week: string; count: number }) => [row.week, row.count]),
    );
    for (const week of weeks) expect(after[week]).toBe(counted[week] ?? 0);
  });

  it('counts new locations and providers per week of their creation', async () => {
    const weeks = dashboardWindow(new Date(), 12).weekStarts;
    const db = t.platform.services.db;
    const [location] = await db('catalog_locations').orderBy('id').limit(1);
    const [provider] = await db('catalog_providers').orderBy('id').limit(1);
    await db('catalog_locations')
      .where({ id: location.id })
      .update({ created_at: inWeek(weeks[3]!) });
    await db('catalog_providers')
      .where({ id: provider.id })
      .update({ created_at: inWeek(weeks[3]!) });
    const after = values(await figure('catalog.new-entries'));
    expect(after[weeks[3]!]).toBeGreaterThanOrEqual(2);
    const { rows } = await db.raw(
      `select week, count(*)::int as count from (
         select to_char(date_trunc('week', created_at at time zone 'Europe/Zurich'), 'YYYY-MM-DD') as week
           from catalog_locations
         union all
         select to_char(date_trunc('week', created_at at time zone 'Europe/Zurich'), 'YYYY-MM-DD')
           from catalog_providers) created group by week`,
    );
    const counted = Object.fromEntries(
      rows.map((row: { week: string; count: number }) => [row.week, row.count]),
    );
    for (const week of weeks) expect(after[week]).toBe(counted[week] ?? 0);
    // Moved out of the window, they no longer count.
    await db('catalog_locations').where({ id: location.id }).update({ created_at: '2020-01-08' });
    expect(values(await figure('catalog.new-entries'))[weeks[3]!]).toBe(after[weeks[3]!]! - 1);
  });

  it('counts the approval queue: pending new entries and changes only', async () => {
    const db = t.platform.services.db;
    const pending = async () =>
      Object.fromEntries(
        (
          await db('catalog_pending_changes')
            .where({ status: 'pending' })
            .select('kind')
            .count({ count: '*' })
            .groupBy('kind')
        ).map((row) => [(row as { kind: string }).kind, Number(row.count)]),
      );
    const [entry] = await db('catalog_locations').orderBy('id').limit(1);
    const change = (kind: string, status: string) => ({
      entry_type: 'location',
      entry_id: entry.id,
      kind,
      section: kind === 'change' ? 'texts' : null,
      status,
    });
    const before = values(await figure('catalog.approval-queue'));
    await db('catalog_pending_changes').insert([
      change('new_entry', 'pending'),
      change('change', 'pending'),
      change('change', 'pending'),
      change('change', 'approved'),
      change('new_entry', 'rejected'),
    ]);
    const after = values(await figure('catalog.approval-queue'));
    expect(after).toEqual({ new_entry: before.new_entry! + 1, change: before.change! + 2 });
    const counted = await pending();
    expect(after).toEqual({ new_entry: counted.new_entry ?? 0, change: counted.change ?? 0 });
  });

  it('counts mails by state: sent, failed or given up, waiting or being sent', async () => {
    const db = t.platform.services.db;
    const before = values(await figure('platform.mails'));
    const mail = (status: string) => ({
      from: 'info@eventalp.ch',
      to: 'dashboard@example.ch',
      subject: `Dashboard ${status}`,
      text: 'Text',
      status,
    });
    await db(OUTBOX_TABLE).insert(
      ['sent', 'sent', 'sent', 'failed', 'dead', 'pending', 'sending'].map(mail),
    );
    const after = values(await figure('platform.mails'));
    expect(after).toEqual({
      sent: before.sent! + 3,
      failed: before.failed! + 2,
      pending: before.pending! + 2,
    });
    const total = Number((await db(OUTBOX_TABLE).count({ n: '*' }))[0]!.n);
    expect(after.sent! + after.failed! + after.pending!).toBe(total);
  });

  it('counts the jobs waiting in the queue', async () => {
    const before = values(await figure('platform.queue-depth')).jobs!;
    // Deliveries waiting for their start (of mails that do not exist: they do nothing then).
    await t.platform.services.queue.add(DELIVER_JOB, { id: 999_999 }, { delayMs: 1500 });
    await t.platform.services.queue.add(DELIVER_JOB, { id: 999_998 }, { delayMs: 1500 });
    expect(values(await figure('platform.queue-depth'))).toEqual({ jobs: before + 2 });
    if (t.platform.services.queue instanceof InProcessQueue) {
      await t.platform.drainJobs();
      expect(values(await figure('platform.queue-depth'))).toEqual({ jobs: 0 });
    }
  });
});
