import { z } from 'zod';
import {
  defineRoute,
  MAX_ROW_ID,
  wholeNumber,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { OWNER_PATHS } from '../domain/catalog-client';
import { ENTRY_KINDS } from '../domain/entry-vocabulary';
import { entryAuditAnswer } from '../domain/owner/owner-answers';
import { ENTRY_AUDIT } from './owner-migrations';
import { BACKOFFICE_CATALOG } from './owner-records';

/** The back office reads who changed what on an entry, newest first (at most 500 changes). */
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
          .db(`${ENTRY_AUDIT} as a`)
          .leftJoin('accounts_users as u', 'u.id', 'a.user_id')
          .where({ 'a.entry_type': params.type, 'a.entry_id': params.id })
          .orderBy('a.id', 'desc')
          .limit(500)
          .select('a.*', 'u.username');
        return {
          data: rows.map((row) => ({
            id: Number(row.id),
            user: row.user_id ? { id: row.user_id, name: row.username } : null,
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
