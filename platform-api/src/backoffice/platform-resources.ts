import { z } from 'zod';
import {
  authorFields,
  auditEntryAnswer,
  BACKOFFICE_ROLES,
  choiceFilter,
  containsFilter,
  dateFilter,
  defineResource,
  messages,
  numberFilter,
  requiredText,
  type BackofficeResource,
  type PermissionDefinition,
} from '@eventalp/platform-sdk';
import { BACKOFFICE_OUTBOX_PERMISSION } from '../mail/outbox-resource';
import { AUDIT_TABLE, toAuditEntry } from './audit-log';
import { ROLE_GRANTS_TABLE, type RoleGrantsStore } from './role-grants';

/** Who may grant and revoke back-office permissions. */
export const BACKOFFICE_ROLES_PERMISSION = 'backoffice.roles';
/** Who may read the audit log of every resource. */
export const BACKOFFICE_AUDIT_PERMISSION = 'backoffice.audit';

/** Who may open the queue dashboard (Bull Board, with Redis only). */
export const BACKOFFICE_QUEUES_PERMISSION = 'backoffice.queues';

/** The host's own back-office permissions (admin only: it holds every back-office permission). */
export const platformPermissions: PermissionDefinition[] = [
  { name: BACKOFFICE_ROLES_PERMISSION, description: 'Grant and revoke back-office permissions' },
  { name: BACKOFFICE_AUDIT_PERMISSION, description: 'Read the audit log of every resource' },
  {
    name: BACKOFFICE_OUTBOX_PERMISSION,
    description: 'Read the mail outbox and send a failed mail again',
  },
  { name: BACKOFFICE_QUEUES_PERMISSION, description: 'Open the queue dashboard (Bull Board)' },
];

/** Roles whose permissions are data (admin holds them all). */
const GRANTABLE_ROLES = BACKOFFICE_ROLES.filter((role) => role !== 'admin') as [
  string,
  ...string[],
];

const roleGrantRow = z.object({
  id: z.number().int(),
  role: z.string(),
  permission: z.string(),
  ...authorFields,
});

/**
 * The grants table as a resource: an admin lists, grants (create) and revokes (delete) a
 * back-office permission of a role; the pipeline reads the change at once in this process and
 * within `GRANTS_TTL_MS` in the others.
 */
export function roleGrantResource(store: RoleGrantsStore): BackofficeResource {
  return defineResource({
    name: 'role-permissions',
    answerName: 'BackofficeRolePermission',
    noun: 'role permission',
    table: ROLE_GRANTS_TABLE,
    row: roleGrantRow,
    create: z.object({
      role: z.enum(GRANTABLE_ROLES, { error: messages.format }),
      permission: requiredText({ max: 100 }).refine(
        (name) => store.backofficePermissions().includes(name),
        { error: messages.format },
      ),
    }),
    filters: {
      role: choiceFilter('role', GRANTABLE_ROLES),
      permission: containsFilter('permission', 100),
    },
    sortable: ['role', 'permission', 'id'],
    search: ['role', 'permission'],
    delete: true,
    bulk: ['delete'],
    unique: [['role', 'permission']],
    uniqueMessage: 'Diese Rolle hat diese Berechtigung schon.',
    permissions: { read: BACKOFFICE_ROLES_PERMISSION },
    async onChange(_services, { trx }) {
      // After the commit, so no request reads the table before it holds the change.
      trx.executionPromise.then(
        () => store.invalidate(),
        () => undefined,
      );
    },
  });
}

/** The audit log of every resource, read-only: who changed which record when, before and after. */
export const auditLogResource = defineResource({
  name: 'audit-log',
  answerName: 'AuditLogEntry',
  noun: 'audit log entry',
  table: AUDIT_TABLE,
  row: auditEntryAnswer,
  toRow: toAuditEntry,
  filters: {
    resource: containsFilter('resource', 100),
    record_id: numberFilter('record_id', 1),
    action: choiceFilter('action', ['create', 'update', 'delete', 'archive', 'restore', 'retry']),
    actor_id: numberFilter('actor_id', 1),
    from: dateFilter('created_at', 'from'),
    to: dateFilter('created_at', 'to'),
  },
  sortable: ['id', 'created_at', 'resource', 'actor_name'],
  defaultSort: { field: 'id', order: 'desc' },
  search: ['actor_name', 'resource'],
  permissions: { read: BACKOFFICE_AUDIT_PERMISSION },
});
