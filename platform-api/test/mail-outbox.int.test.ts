import fs from 'node:fs';
import { OUTBOX_TABLE, sweepOutbox } from '../src/mail/outbox';
import {
  createTestPlatform,
  usingRealServers,
  waitForSentMail,
  type TestPlatform,
} from './test-platform';

describe('mail outbox', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  });
  afterAll(() => t.close());

  it('writes the mail to the outbox, then delivers it', async () => {
    const id = await t.platform.services.mail.send({
      to: 'planer@example.ch',
      subject: 'Anfrage erhalten',
      text: 'Danke für deine Anfrage.',
    });
    const row = await waitForSentMail(t.platform, 'planer@example.ch');
    expect(row.id).toBe(id);
    if (!usingRealServers) {
      const files = fs.readdirSync(t.platform.config.mail.dropDir);
      expect(files).toContain(`${String(id).padStart(8, '0')}.eml`);
    }
  });

  it('sends nothing when the surrounding transaction rolls back', async () => {
    await expect(
      t.platform.services.db.transaction(async (trx) => {
        await t.platform.services.mail.send(
          { to: 'rollback@example.ch', subject: 'x', text: 'y' },
          trx,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.platform.drainJobs();
    expect(await t.platform.services.db(OUTBOX_TABLE).where({ to: 'rollback@example.ch' })).toEqual(
      [],
    );
  });

  it('queues mails committed inside a transaction after the commit', async () => {
    await t.platform.services.db.transaction(async (trx) => {
      await t.platform.services.mail.send(
        { to: 'committed@example.ch', subject: 'x', text: 'y' },
        trx,
      );
    });
    await waitForSentMail(t.platform, 'committed@example.ch');
  });

  it('writes several mails in one statement, answers their ids in order and delivers each after the commit', async () => {
    const recipients = ['erste@example.ch', 'zweite@example.ch', 'dritte@example.ch'];
    const ids = await t.platform.services.db.transaction((trx) =>
      t.platform.services.mail.sendMany(
        recipients.map((to) => ({ to, subject: `An ${to}`, text: 'z' })),
        trx,
      ),
    );
    for (const [index, to] of recipients.entries()) {
      const row = await waitForSentMail(t.platform, to);
      expect(row.id).toBe(ids[index]);
      expect(row.subject).toBe(`An ${to}`);
    }
    await expect(
      t.platform.services.db.transaction(async (trx) => {
        await t.platform.services.mail.sendMany(
          [{ to: 'weg@example.ch', subject: 'x', text: 'y' }],
          trx,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.platform.drainJobs();
    expect(await t.platform.services.db(OUTBOX_TABLE).where({ to: 'weg@example.ch' })).toEqual([]);
  });

  it('re-queues a mail whose job was lost', async () => {
    const db = t.platform.services.db;
    const [row] = await db(OUTBOX_TABLE)
      .insert({
        from: 'a@b.ch',
        to: 'lost@example.ch',
        subject: 'Verloren',
        text: 'x',
        status: 'pending',
        updated_at: db.raw("now() - interval '5 minutes'"),
      })
      .returning('id');
    expect(await sweepOutbox(db, t.platform.services.queue)).toBeGreaterThanOrEqual(1);
    const sent = await waitForSentMail(t.platform, 'lost@example.ch');
    expect(sent.id).toBe(Number(row.id));
  });
});
