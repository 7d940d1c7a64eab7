import { z } from 'zod';
import {
  defineRoute,
  MAX_ROW_ID,
  wholeNumber,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { ACCOUNT_DIRECTORY } from '@eventalp/plugin-accounts';
import { OWNER_PATHS } from '../domain/catalog-client';
import { ENTRY_KINDS } from '../domain/entry-vocabulary';
import { entryAuditAnswer } from '../domain/owner/owner-answers';
import { ENTRY_AUDIT } from './owner-migrations';
import { BACKOFFICE_CATALOG } from './owner-records';

/**
 * The back office's side of owners' changes: an entry's history (who changed what, newest first,
 * at most 500 changes). The approval queue is the `approvals` resource.
 */
export function auditRoutes(services: PlatformServices) {
  return [
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
