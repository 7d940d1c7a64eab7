import { z } from 'zod';
import {
  answerValues,
  BACKOFFICE_PATH,
  choiceFilter,
  dateFilter,
  defineResource,
  defineRoute,
  errorAnswer,
  HttpError,
  NotFoundError,
  resourceIdParams,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { recordAudit } from '../backoffice/audit-log';
import { DELIVER_JOB, OUTBOX_TABLE } from './outbox';

/** Who may read the mail outbox and send a failed mail again (admin only by default). */
export const BACKOFFICE_OUTBOX_PERMISSION = 'backoffice.outbox';

/** A mail's states: waiting, being handed over, delivered, failed (tried again), given up. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'dead'] as const;

/** States a mail may be sent again from: failed, or given up after every attempt. */
const RETRYABLE: readonly string[] = ['failed', 'dead'];

/** Answered when a mail that did not fail is to be sent again. */
export const NOT_RETRYABLE_MESSAGE = 'Nur eine fehlgeschlagene Mail kann erneut gesendet werden.';

const outboxRow = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  message_id: z.string().nullable(),
  /** Whether the mail carries files (their content stays in the outbox). */
  has_attachments: z.boolean(),
  sent_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/** The outbox row as the back office shows it (no HTML body or file content). */
function toOutboxRow(record: Record<string, unknown>): Record<string, unknown> {
  return {
    ...record,
    id: Number(record.id),
    has_attachments: Array.isArray(record.attachments) && record.attachments.length > 0,
  };
}

/**
 * The mail outbox in the back office, read-only: every mail with its state, attempts and last
 * error; filtered by state and date, searched by recipient and subject, newest first.
 */
export const outboxResource = defineResource({
  name: 'outbox',
  answerName: 'BackofficeOutboxMail',
  noun: 'outbox mail',
  table: OUTBOX_TABLE,
  row: outboxRow,
  toRow: toOutboxRow,
  filters: {
    status: choiceFilter('status', OUTBOX_STATUSES),
    created_from: dateFilter('created_at', 'from'),
    created_to: dateFilter('created_at', 'to'),
  },
  sortable: ['created_at', 'updated_at', 'sent_at', 'attempts', 'to', 'subject', 'status', 'id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  search: ['to', 'subject'],
  permissions: { read: BACKOFFICE_OUTBOX_PERMISSION },
});

/**
 * `POST /api/backoffice/outbox/:id/retry`: a failed (or given up) mail goes back to pending with
 * its attempts reset, and is queued again (Bull or in-process, as configured); the change is in
 * the audit log. A mail in any other state is a 409.
 */
export function outboxRetryRoute(services: PlatformServices) {
  const { db } = services;
  const fields = Object.keys(outboxRow.shape);
  const answer = (record: Record<string, unknown>) => {
    const values = answerValues(toOutboxRow(record));
    return Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
  };
  return defineRoute({
    method: 'post',
    path: `${BACKOFFICE_PATH}/${outboxResource.name}/:id/retry`,
    summary: 'Back office: send a failed outbox mail again (409 when it did not fail)',
    access: { permissions: [BACKOFFICE_OUTBOX_PERMISSION] },
    input: { params: resourceIdParams },
    responses: { 200: outboxResource.answers.row, 404: errorAnswer, 409: errorAnswer },
    async handler({ params, user }) {
      const after = await db.transaction(async (trx) => {
        const before = await trx(OUTBOX_TABLE).where({ id: params.id }).forUpdate().first();
        if (!before) throw new NotFoundError();
        if (!RETRYABLE.includes(before.status)) throw new HttpError(409, NOT_RETRYABLE_MESSAGE);
        const now = services.now();
        const [changed] = await trx(OUTBOX_TABLE)
          .where({ id: params.id })
          .update({ status: 'pending', attempts: 0, updated_at: now })
          .returning('*');
        await recordAudit(trx, {
          resource: outboxResource.name,
          recordId: params.id,
          action: 'retry',
          user: user!,
          before: answer(before),
          after: answer(changed),
          at: now,
        });
        return changed as Record<string, unknown>;
      });
      // Queued after the commit; were the queue unreachable now, the outbox sweep queues the
      // pending mail within a minute.
      await services.queue
        .add(DELIVER_JOB, { id: params.id })
        .catch((error: unknown) =>
          services.logger.warn({ err: error, mailId: params.id }, 'mail not queued'),
        );
      return answer(after);
    },
  });
}
