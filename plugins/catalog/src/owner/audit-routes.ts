import { z } from 'zod';
import {
  defineRoute,
  errorAnswer,
  MAX_ROW_ID,
  messageAnswer,
  wholeNumber,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { ACCOUNT_DIRECTORY } from '@eventalp/plugin-accounts';
import { approvePendingChange, pendingChanges, rejectPendingChange } from './approvals';
import { OWNER_PATHS } from '../domain/catalog-client';
import { ENTRY_KINDS } from '../domain/entry-vocabulary';
import { approvalQueueAnswer, entryAuditAnswer } from '../domain/owner/owner-answers';
import { ENTRY_AUDIT } from './owner-migrations';
import { BACKOFFICE_CATALOG } from './owner-records';

/**
 * The back office's side of owners' changes: an entry's history (who changed what, newest first,
 * at most 500 changes) and the approval queue with approve and reject.
 */
export function auditRoutes(services: PlatformServices, media: MediaLibrary) {
  const changeParams = z.object({ id: wholeNumber(1, MAX_ROW_ID) });
  return [
    defineRoute({
      method: 'get',
      path: OWNER_PATHS.approvals,
      summary:
        'New entries and changes of name, category or photos waiting for approval, oldest first',
      access: { permissions: [BACKOFFICE_CATALOG] },
      responses: { 200: approvalQueueAnswer },
      async handler() {
        const queue = await pendingChanges(services);
        return {
          data: queue.map((change) => ({
            ...change,
            created_at: new Date(change.created_at).toISOString(),
          })),
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: OWNER_PATHS.approve,
      summary: 'Approve a waiting new entry or change (written in one transaction, re-indexed)',
      access: { permissions: [BACKOFFICE_CATALOG] },
      input: { params: changeParams },
      responses: { 200: messageAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        await approvePendingChange(services, media, params.id, user!.id);
        return { message: 'Freigegeben.' };
      },
    }),
    defineRoute({
      method: 'post',
      path: OWNER_PATHS.reject,
      summary: 'Decline a waiting new entry or change; nothing of it is written',
      access: { permissions: [BACKOFFICE_CATALOG] },
      input: { params: changeParams },
      responses: { 200: messageAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        await rejectPendingChange(services, params.id, user!.id);
        return { message: 'Abgelehnt.' };
      },
    }),
    defineRoute({
      method: 'get',
      path: OWNER_PATHS.audit,
      summary: "An entry's change history: who, what (before and after), when",
      access: { permissions: [BACKOFFICE_CATALOG] },
      input: { params: z.object({ type: z.enum(ENTRY_KINDS), id: wholeNumber(1, MAX_ROW_ID) }) },
      responses: { 200: entryAuditAnswer },
      async handler({ params }) {
        const rows = await services
          .db(ENTRY_AUDIT)
          .where({ entry_type: params.type, entry_id: params.id })
          .orderBy('id', 'desc')
          .limit(500)
          .select('*');
        const names = await services
          .service(ACCOUNT_DIRECTORY)
          .namesOf(rows.flatMap((row) => (row.user_id ? [Number(row.user_id)] : [])));
        return {
          data: rows.map((row) => ({
            id: Number(row.id),
            user: names.has(Number(row.user_id))
              ? { id: Number(row.user_id), name: names.get(Number(row.user_id))! }
              : null,
            action: row.action,
            section: row.section,
            before: row.before,
            after: row.after,
            created_at: new Date(row.created_at).toISOString(),
          })),
        };
      },
    }),
  ];
}
