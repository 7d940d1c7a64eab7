import { OUTBOX_TABLE } from '../src/mail/outbox';
import { NOT_RETRYABLE_MESSAGE } from '../src/mail/outbox-resource';
import { createTestPlatform, waitForSentMail, type TestPlatform } from './test-platform';

/**
 * The mail outbox in the back office (admin only): the list filters by state and searches
 * recipient and subject, one mail shows its text, attempts and last error, and a failed mail is
 * sent again (back to pending, queued, delivered, in the audit log); a sent mail is not.
 */
describe('back-office outbox', () => {
  let t: TestPlatform;
  let admin: Awaited<ReturnType<TestPlatform['signIn']>>;
  let editor: Awaited<ReturnType<TestPlatform['signIn']>>;
  const base = '/api/backoffice/outbox';
  const ids: Record<'failed' | 'dead' | 'sent', number> = { failed: 0, dead: 0, sent: 0 };

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
    admin = await t.signIn('admin', 'Admin1234', '10.30.0.1');
    editor = await t.signIn('editor', 'Editor1234', '10.30.0.2');
    const db = t.platform.services.db;
    const mail = (to: string, subject: string, status: string, extra: object = {}) =>
      db(OUTBOX_TABLE)
        .insert({
          from: 'info@eventalp.ch',
          to,
          subject,
          text: `Text: ${subject}`,
          status,
          ...extra,
        })
        .returning('id')
        .then(([row]) => Number(row.id));
    ids.failed = await mail('kaputt@example.ch', 'Ihre Offerte', 'failed', {
      attempts: 2,
      last_error: 'Error: 550 mailbox unavailable',
    });
    ids.dead = await mail('tot@example.ch', 'Rechnung Oktober', 'dead', {
      attempts: 6,
      last_error: 'Error: connection refused',
    });
    ids.sent = await mail('gesendet@example.ch', 'Willkommen', 'sent', {
      attempts: 1,
      sent_at: db.fn.now(),
    });
  }, 400_000);
  afterAll(() => t.close());

  const retry = (id: number, who = admin) =>
    who.agent.post(`${base}/${id}/retry`).set('X-CSRF-Token', who.token).send({});

  it('lists mails filtered by state and searched by recipient or subject', async () => {
    const failed = await admin.agent.get(`${base}?status=failed`).expect(200);
    expect(failed.body.data.map((row: { id: number }) => row.id)).toEqual([ids.failed]);
    expect(failed.body.data[0]).toMatchObject({
      to: 'kaputt@example.ch',
      status: 'failed',
      attempts: 2,
    });
    const bySubject = await admin.agent.get(`${base}?q=rechnung`).expect(200);
    expect(bySubject.body.data.map((row: { id: number }) => row.id)).toEqual([ids.dead]);
    const byRecipient = await admin.agent.get(`${base}?q=gesendet@`).expect(200);
    expect(byRecipient.body.data.map((row: { id: number }) => row.id)).toEqual([ids.sent]);
    const oldestFirst = await admin.agent.get(`${base}?sort=created_at&order=asc`).expect(200);
    const listed = oldestFirst.body.data.map((row: { id: number }) => row.id);
    expect(listed.indexOf(ids.failed)).toBeLessThan(listed.indexOf(ids.sent));
    const bad = await admin.agent.get(`${base}?status=lost`).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['status']);
  });

  it('shows one mail with its text, attempts and last error', async () => {
    const { body } = await admin.agent.get(`${base}/${ids.dead}`).expect(200);
    expect(body).toMatchObject({
      id: ids.dead,
      to: 'tot@example.ch',
      subject: 'Rechnung Oktober',
      text: 'Text: Rechnung Oktober',
      status: 'dead',
      attempts: 6,
      last_error: 'Error: connection refused',
      has_attachments: false,
    });
    await admin.agent.get(`${base}/999999`).expect(404);
  });

  it('sends a failed mail again: pending, queued, delivered, audited', async () => {
    const { body } = await retry(ids.failed).expect(200);
    expect(body).toMatchObject({ id: ids.failed, status: 'pending', attempts: 0 });
    const sent = await waitForSentMail(t.platform, 'kaputt@example.ch');
    expect(sent.id).toBe(ids.failed);
    const history = await admin.agent.get(`${base}/${ids.failed}/history`).expect(200);
    expect(history.body.data[0]).toMatchObject({
      action: 'retry',
      actor_id: expect.any(Number),
      before: expect.objectContaining({ status: 'failed', attempts: 2 }),
      after: expect.objectContaining({ status: 'pending', attempts: 0 }),
    });
  });

  it('sends a mail given up after every attempt again', async () => {
    await retry(ids.dead).expect(200);
    expect((await waitForSentMail(t.platform, 'tot@example.ch')).id).toBe(ids.dead);
  });

  it('refuses to send a sent mail again, in German, and changes nothing', async () => {
    const { body } = await retry(ids.sent).expect(409);
    expect(body.message).toBe(NOT_RETRYABLE_MESSAGE);
    expect(NOT_RETRYABLE_MESSAGE).toBe(
      'Nur eine fehlgeschlagene Mail kann erneut gesendet werden.',
    );
    const row = await t.platform.services.db(OUTBOX_TABLE).where({ id: ids.sent }).first();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    await retry(999999).expect(404);
  });

  it('is for the admin only: anonymous 401, editor 403, without CSRF 403', async () => {
    const anonymous = t.newAgent();
    const token = await t.csrf(anonymous);
    await anonymous.get(base).expect(401);
    await anonymous.get(`${base}/${ids.failed}`).expect(401);
    await anonymous.post(`${base}/${ids.failed}/retry`).set('X-CSRF-Token', token).expect(401);
    await editor.agent.get(base).expect(403);
    await editor.agent.get(`${base}/${ids.failed}`).expect(403);
    await retry(ids.failed, editor).expect(403);
    await admin.agent.post(`${base}/${ids.failed}/retry`).send({}).expect(403);
    const access = await editor.agent.get('/api/backoffice/access').expect(200);
    expect(access.body.resources.outbox).toBeUndefined();
    const adminAccess = await admin.agent.get('/api/backoffice/access').expect(200);
    expect(adminAccess.body.resources.outbox).toEqual(['list', 'export', 'show', 'history']);
  });
});
