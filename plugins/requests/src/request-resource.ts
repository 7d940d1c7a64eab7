import { z } from 'zod';
import {
  choiceFilter,
  dateFilter,
  defineResource,
  MAIL_OUTBOX_TABLE,
  numberFilter,
  type BackofficeResource,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { ENTRY_KINDS } from '@eventalp/plugin-catalog/domain';
import { REPLIES } from './inbox-migrations';
import { REQUEST_MAILS } from './request-mail-migrations';
import { REQUESTS } from './request-migrations';

/** Who may read every request with its mails (admin and sales by default). */
export const BACKOFFICE_REQUESTS = 'backoffice.requests';

const REQUEST_STATUSES = ['open', 'archived'] as const;

/** A request as the back office lists it (not the requester's IP address). */
const requestRow = z.object({
  id: z.number().int(),
  group_id: z.string(),
  entry_type: z.enum(ENTRY_KINDS),
  entry_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  desired_date: z.iso.date(),
  people: z.number().int(),
  occasion: z.string().nullable(),
  comment: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  archived_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/** One mail sent for a request, with its state in the outbox. */
const requestMail = z.object({
  id: z.number().int(),
  /** `entry`: the copy to the entry; `confirmation`: the requester's; `reply`: the owner's answer. */
  kind: z.enum(['entry', 'confirmation', 'reply']),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
});

/** What the show answer adds: the entry's name (while it is public) and the request's mails. */
const requestDetails = z.object({
  entry_name: z.string().nullable(),
  mails: z.array(requestMail),
});

/** The request's mails, oldest first: those of its submission, then the owner's replies. */
async function mailsOf(services: PlatformServices, requestId: number) {
  const { db } = services;
  const columns = ['mail.id', 'mail.to', 'mail.subject', 'mail.status', 'mail.created_at'];
  const sent = db(REQUEST_MAILS)
    .join(`${MAIL_OUTBOX_TABLE} as mail`, 'mail.id', `${REQUEST_MAILS}.mail_id`)
    .where(`${REQUEST_MAILS}.request_id`, requestId)
    .select([...columns, 'mail.sent_at', `${REQUEST_MAILS}.kind`]);
  const replies = db(REPLIES)
    .join(`${MAIL_OUTBOX_TABLE} as mail`, 'mail.id', `${REPLIES}.mail_id`)
    .where(`${REPLIES}.request_id`, requestId)
    .select([...columns, 'mail.sent_at', db.raw("'reply' as kind")]);
  const rows: Record<string, unknown>[] = await sent
    .unionAll(replies, true)
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Requests in the back office, read-only: list (search by requester, filters by entry, status and
 * date; CSV) and show with the entry's name and every mail sent for the request (its entry's
 * copy, the requester's confirmation, the owner's replies) with their state in the outbox.
 */
export const requestResource: BackofficeResource = defineResource({
  name: 'requests',
  answerName: 'BackofficeRequest',
  noun: 'request',
  table: REQUESTS,
  row: requestRow,
  toRow: (record) => ({
    ...record,
    desired_date:
      record.desired_date instanceof Date
        ? record.desired_date.toISOString().slice(0, 10)
        : String(record.desired_date).slice(0, 10),
  }),
  filters: {
    status: choiceFilter('status', REQUEST_STATUSES),
    entry_type: choiceFilter('entry_type', ENTRY_KINDS),
    entry_id: numberFilter('entry_id', 1),
    created_from: dateFilter('created_at', 'from'),
    created_to: dateFilter('created_at', 'to'),
    desired_from: dateFilter('desired_date', 'from'),
    desired_to: dateFilter('desired_date', 'to'),
  },
  sortable: ['created_at', 'desired_date', 'people', 'last_name', 'email', 'status', 'id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  search: ['first_name', 'last_name', 'email', 'company', 'phone', 'occasion'],
  details: {
    answer: requestDetails,
    async load(services, record) {
      const type = record.entry_type as (typeof ENTRY_KINDS)[number];
      const [entry] = await services
        .service(CATALOGUE)
        .publicEntries(type, [Number(record.entry_id)], ['full_name']);
      return {
        entry_name: entry?.full_name ?? null,
        mails: await mailsOf(services, Number(record.id)),
      };
    },
  },
  permissions: { read: BACKOFFICE_REQUESTS },
});
