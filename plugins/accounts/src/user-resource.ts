import { z } from 'zod';
import {
  authorFields,
  booleanFilter,
  defineResource,
  messages,
  text,
  type ResourceFilter,
} from '@eventalp/platform-sdk';
import { SESSIONS, USERS } from './account-migrations';

/** Who may see and enable or disable accounts. */
export const BACKOFFICE_USERS = 'backoffice.users';

/** An account as the back office lists it (never its password hash). */
export const backofficeUserAnswer = z.object({
  id: z.number().int(),
  username: z.string(),
  login_name: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(z.string()),
  permissions_array: z.array(z.string()),
  enabled: z.boolean(),
  ...authorFields,
});

/** Accounts holding a role (`?role=editor`). */
const roleFilter: ResourceFilter<string> = {
  schema: text(50),
  // `@>` (not `= any`) so the GIN index on roles finds them.
  apply: (query, role) => void query.whereRaw('roles @> array[?]::text[]', [role]),
};

/**
 * Accounts in the back office (staff and public users): list, search, filters, enabling or
 * disabling an account (a disabled account is signed out everywhere at once), and signing an
 * account out everywhere without disabling it (`POST /:id/sign-out`, e.g. after a lost device).
 * Each is in the audit log.
 */
export const userResource = defineResource({
  name: 'users',
  answerName: 'BackofficeUser',
  noun: 'user',
  table: USERS,
  row: backofficeUserAnswer,
  update: z.object({ enabled: z.boolean({ error: messages.format }) }),
  filters: { enabled: booleanFilter('enabled'), role: roleFilter },
  sortable: ['username', 'login_name', 'email', 'updated_at', 'id'],
  search: ['username', 'login_name', 'email', 'first_name', 'last_name'],
  permissions: { read: BACKOFFICE_USERS, write: BACKOFFICE_USERS },
  actions: {
    'sign-out': {
      summary: 'sign an account out everywhere (ends every session; the account stays enabled)',
      async run(_services, trx, row) {
        await trx(SESSIONS).where({ user_id: row.id }).delete();
        return row;
      },
    },
  },
  async onChange(_services, { ids, trx }) {
    const disabled = await trx(USERS).whereIn('id', ids).where({ enabled: false }).pluck('id');
    if (disabled.length > 0) await trx(SESSIONS).whereIn('user_id', disabled).delete();
  },
});
