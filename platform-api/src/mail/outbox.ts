import type { Knex } from 'knex';
import {
  MAIL_OUTBOX_TABLE,
  type JobQueue,
  type Logger,
  type Mailer,
  type MailMessage,
} from '@eventalp/platform-sdk';
import type { MailTransport } from './mail-transport';

export const OUTBOX_TABLE = MAIL_OUTBOX_TABLE;
export const DELIVER_JOB = 'platform.mail.deliver';
/** Deliveries are tried this many times in all before a mail is marked dead. */
export const MAX_MAIL_ATTEMPTS = 6;

/** An attachment as the outbox keeps it (content in base64). */
interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Mailer that writes to the outbox first, so a dead process or queue loses no mail. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Knex,
    private readonly queue: JobQueue,
    private readonly defaultFrom: string,
  ) {}

  async send(message: MailMessage, trx?: Knex.Transaction): Promise<number> {
    const [row] = await (trx ?? this.db)(OUTBOX_TABLE).insert(this.rowOf(message)).returning('id');
    const id = Number(row.id);
    if (trx) this.enqueueOnCommit(trx, [id]);
    else await this.queue.add(DELIVER_JOB, { id });
    return id;
  }

  async sendMany(messages: readonly MailMessage[], trx: Knex.Transaction): Promise<number[]> {
    if (messages.length === 0) return [];
    // Postgres answers the rows of a multi-row insert in the order of its VALUES.
    const rows: { id: number }[] = await trx(OUTBOX_TABLE)
      .insert(messages.map((message) => this.rowOf(message)))
      .returning('id');
    const ids = rows.map((row) => Number(row.id));
    this.enqueueOnCommit(trx, ids);
    return ids;
  }

  /**
   * Queues the deliveries only once the rows are committed; a rollback leaves nothing to send. A
   * job the queue refuses is not lost: the worker's sweep re-queues its pending row.
   */
  private enqueueOnCommit(trx: Knex.Transaction, ids: readonly number[]) {
    const jobs = ids.map((id) => ({ id }));
    trx.executionPromise
      .then(async () => {
        if (this.queue.addMany && jobs.length > 1) await this.queue.addMany(DELIVER_JOB, jobs);
        else await Promise.all(jobs.map((job) => this.queue.add(DELIVER_JOB, job)));
      })
      .catch(() => undefined);
  }

  private rowOf(message: MailMessage) {
    return {
      from: message.from ?? this.defaultFrom,
      to: message.to,
      reply_to: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments?.length
        ? JSON.stringify(
            message.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: file.content.toString('base64'),
            })),
          )
        : null,
      status: 'pending',
    };
  }
}

/** Claims one pending mail, hands it to the transport and records the outcome. */
export async function deliverOutboxMail(
  db: Knex,
  transport: MailTransport,
  id: number,
  logger: Logger,
): Promise<void> {
  const [mail] = await db(OUTBOX_TABLE)
    .where({ id })
    .whereIn('status', ['pending', 'failed'])
    .update({ status: 'sending', attempts: db.raw('attempts + 1'), updated_at: db.fn.now() })
    .returning('*');
  if (!mail) return;
  try {
    const messageId = await transport.deliver({
      id: mail.id,
      from: mail.from,
      to: mail.to,
      replyTo: mail.reply_to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: ((mail.attachments ?? []) as StoredAttachment[]).map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.content, 'base64'),
      })),
    });
    await db(OUTBOX_TABLE).where({ id }).update({
      status: 'sent',
      message_id: messageId,
      sent_at: db.fn.now(),
      updated_at: db.fn.now(),
      last_error: null,
    });
  } catch (error) {
    const status = mail.attempts >= MAX_MAIL_ATTEMPTS ? 'dead' : 'failed';
    await db(OUTBOX_TABLE)
      .where({ id })
      .update({ status, last_error: String(error).slice(0, 2000), updated_at: db.fn.now() });
    logger.warn({ err: error, mailId: id, status }, 'mail delivery failed');
    if (status === 'failed') throw error;
  }
}

/**
 * Re-queues mails whose job was lost (queue outage, crash): pending or failed rows untouched for
 * a minute, and rows stuck in 'sending' for ten minutes. Returns how many were re-queued.
 */
export async function sweepOutbox(db: Knex, queue: JobQueue): Promise<number> {
  await db(OUTBOX_TABLE)
    .where('status', 'sending')
    .where('updated_at', '<', db.raw("now() - interval '10 minutes'"))
    .update({ status: 'failed', updated_at: db.fn.now() });
  const rows: { id: number }[] = await db(OUTBOX_TABLE)
    .select('id')
    .whereIn('status', ['pending', 'failed'])
    .where('updated_at', '<', db.raw("now() - interval '1 minute'"))
    .orderBy('id')
    .limit(500);
  for (const row of rows) await queue.add(DELIVER_JOB, { id: Number(row.id) });
  return rows.length;
}
