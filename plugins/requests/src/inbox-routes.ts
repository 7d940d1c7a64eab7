import { z } from 'zod';
import {
  defineRoute,
  errorAnswer,
  MAX_ROW_ID,
  messageAnswer,
  NotFoundError,
  wholeNumber,
  type AuthUser,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { CATALOGUE, ENTRY_KINDS } from '@eventalp/plugin-catalog';
import {
  inboxCountsAnswer,
  inboxPageAnswer,
  inboxRequestDetailAnswer,
  INBOX_VIEWS,
  type InboxRequest,
} from './domain/inbox-answers';
import { inboxMessages, replyInput } from './domain/inbox-input';
import { REQUESTS_PATHS } from './domain/requests-client';
import { REPLIES } from './inbox-migrations';
import { REQUESTS } from './request-migrations';

const PER_PAGE = 25;
const idParams = z.object({ id: wholeNumber(1, MAX_ROW_ID) });

/* eslint-disable @typescript-eslint/no-explicit-any */
function listItem(row: any): InboxRequest {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    company: row.company,
    desired_date:
      row.desired_date instanceof Date
        ? row.desired_date.toISOString().slice(0, 10)
        : String(row.desired_date).slice(0, 10),
    people: row.people,
    occasion: row.occasion,
    status: row.status,
    replies: Number(row.replies ?? 0),
    created_at: new Date(row.created_at).toISOString(),
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * The owners' inbox: requests to their own entries by view, one request with its replies, reply by
 * e-mail (through the outbox, stored with the request), archive and restore, open counts. A request
 * sent to several entries is one row per entry, so each owner sees only their part.
 */
export function inboxRoutes(services: PlatformServices) {
  const { db } = services;
  const owned = async (user: AuthUser | null) =>
    user ? services.service(CATALOGUE).ownedEntries(user.id) : [];
  /** The request if it went to one of the user's entries; else 404 like an unknown id. */
  const ownRequest = async (user: AuthUser | null, id: number) => {
    const row = await db(REQUESTS).where({ id }).first();
    const entry =
      row && (await owned(user)).find((e) => e.type === row.entry_type && e.id === row.entry_id);
    if (!row || !entry) throw new NotFoundError();
    return { row, entry };
  };
  const repliesCount = db(REPLIES)
    .whereRaw(`${REPLIES}.request_id = ${REQUESTS}.id`)
    .count()
    .as('replies');
  const setStatus = (status: 'open' | 'archived', message: string) =>
    defineRoute({
      method: 'post',
      path: status === 'archived' ? REQUESTS_PATHS.archive : REQUESTS_PATHS.restore,
      summary:
        status === 'archived' ? 'Archive a request to an own entry' : 'Restore an archived request',
      access: 'authenticated',
      input: { params: idParams },
      responses: { 200: messageAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        await ownRequest(user, params.id);
        await db(REQUESTS)
          .where({ id: params.id })
          .update({
            status,
            archived_at: status === 'archived' ? services.now() : null,
            updated_at: services.now(),
          });
        return { message };
      },
    });

  return [
    defineRoute({
      method: 'get',
      path: REQUESTS_PATHS.counts,
      summary: "Open requests per entry of the signed-in owner (the navigation's counts)",
      access: 'authenticated',
      responses: { 200: inboxCountsAnswer },
      async handler({ user }) {
        const entries = await owned(user);
        const counts = new Map<string, number>();
        for (const kind of ENTRY_KINDS) {
          const ids = entries.filter((e) => e.type === kind).map((e) => e.id);
          if (ids.length === 0) continue;
          const rows = await db(REQUESTS)
            .where({ entry_type: kind, status: 'open' })
            .whereIn('entry_id', ids)
            .groupBy('entry_id')
            .select('entry_id', db.raw('count(*)::int as open'));
          for (const row of rows) counts.set(`${kind}:${row.entry_id}`, row.open);
        }
        const data = entries.map((e) => ({ ...e, open: counts.get(`${e.type}:${e.id}`) ?? 0 }));
        return { total_open: data.reduce((sum, e) => sum + e.open, 0), data };
      },
    }),
    defineRoute({
      method: 'get',
      path: REQUESTS_PATHS.list,
      summary: 'Requests to an own location or provider: open, archived or all, newest first',
      access: 'authenticated',
      input: {
        params: z.object({
          type: z.enum(ENTRY_KINDS),
          view: z.enum(INBOX_VIEWS),
          entityId: wholeNumber(1, MAX_ROW_ID),
        }),
        query: z.object({ page: wholeNumber(1, 10_000).default(1) }),
      },
      responses: { 200: inboxPageAnswer, 404: errorAnswer },
      async handler({ params, query, user }) {
        const entry = (await owned(user)).find(
          (e) => e.type === params.type && e.id === params.entityId,
        );
        if (!entry) throw new NotFoundError();
        const base = db(REQUESTS)
          .where({ entry_type: params.type, entry_id: params.entityId })
          .modify((q) => (params.view === 'all' ? q : q.where({ status: params.view })));
        const total = Number((await base.clone().count('* as n').first())?.n ?? 0);
        const rows = await base
          .clone()
          .select(`${REQUESTS}.*`, repliesCount)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(PER_PAGE)
          .offset((query.page - 1) * PER_PAGE);
        return {
          entry,
          view: params.view,
          total,
          page: query.page,
          per_page: PER_PAGE,
          data: rows.map(listItem),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: REQUESTS_PATHS.view,
      summary: "One request to an own entry with the requester's data and the replies sent",
      access: 'authenticated',
      input: { params: idParams },
      responses: { 200: inboxRequestDetailAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        const { row, entry } = await ownRequest(user, params.id);
        const replies = await db(REPLIES)
          .where({ request_id: row.id })
          .orderBy('id')
          .select('id', 'message', 'created_at');
        return {
          entry,
          request: {
            ...listItem({ ...row, replies: replies.length }),
            phone: row.phone,
            comment: row.comment,
          },
          replies: replies.map((reply) => ({
            id: reply.id,
            message: reply.message,
            created_at: new Date(reply.created_at).toISOString(),
          })),
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: REQUESTS_PATHS.reply,
      summary: 'Reply to a request by e-mail (sent through the outbox, kept with the request)',
      access: 'authenticated',
      input: { params: idParams, body: replyInput },
      responses: { 200: messageAnswer, 404: errorAnswer },
      async handler({ params, user, body }) {
        const { row, entry } = await ownRequest(user, params.id);
        await db.transaction(async (trx) => {
          const mailId = await services.mail.send(
            {
              to: row.email,
              replyTo: user!.email,
              subject: `Antwort auf deine Anfrage an ${entry.name}`,
              text: [
                `Hallo ${row.first_name}`,
                '',
                body.message,
                '',
                `${user!.first_name} ${user!.last_name}`,
                entry.name,
              ].join('\n'),
            },
            trx,
          );
          await trx(REPLIES).insert({
            request_id: row.id,
            user_id: user!.id,
            message: body.message,
            mail_id: mailId,
          });
        });
        return { message: inboxMessages.replySent };
      },
    }),
    setStatus('archived', inboxMessages.archived),
    setStatus('open', inboxMessages.restored),
  ];
}
