import type { Knex } from 'knex';
import {
  changedFields,
  type AuditEntry,
  type AuditRecord,
  type AuditTrail,
  type AuthUser,
  type PluginMigration,
} from '@eventalp/platform-sdk';

/** Every back-office change: one row per record and action, with the record before and after. */
export const AUDIT_TABLE = 'platform_audit_log';

/** A history keeps to the newest changes of a record. */
export const HISTORY_LIMIT = 500;

export const auditLogMigration: PluginMigration = {
  name: '20261127000000_audit_log',
  async up(knex) {
    await knex.schema.createTable(AUDIT_TABLE, (table) => {
      table.bigIncrements('id');
      table.string('resource', 100).notNullable();
      table.integer('record_id').notNullable();
      table.string('action', 30).notNullable();
      // No foreign key: the host does not know the accounts' table, and the name is kept.
      table.integer('actor_id');
      table.string('actor_name', 255).notNullable();
      table.specificType('changed', 'text[]').notNullable().defaultTo('{}');
      table.jsonb('before');
      table.jsonb('after');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.index(['resource', 'record_id', 'id']);
      table.index(['created_at']);
      table.index(['actor_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable(AUDIT_TABLE);
  },
};

/** Writes one audit entry inside the change's transaction (so a rolled-back change leaves none). */
export async function recordAudit(
  trx: Knex.Transaction,
  entry: {
    resource: string;
    recordId: number;
    action: string;
    user: AuthUser;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    at: Date;
  },
): Promise<void> {
  await auditTrail.record(trx, { ...entry, actor: entry.user });
}

const auditRow = (entry: AuditRecord) => ({
  resource: entry.resource,
  record_id: entry.recordId,
  action: entry.action,
  actor_id: entry.actor.id,
  actor_name: entry.actor.username,
  changed: changedFields(entry.before, entry.after),
  before: entry.before === null ? null : JSON.stringify(entry.before),
  after: entry.after === null ? null : JSON.stringify(entry.after),
  created_at: entry.at,
});

/** The SDK's audit port over the audit table: many entries in one statement. */
export const auditTrail: AuditTrail = {
  async record(trx, entries) {
    const list = Array.isArray(entries) ? entries : [entries as AuditRecord];
    if (list.length) await trx(AUDIT_TABLE).insert(list.map(auditRow));
  },
};

/** An audit row as the API answers it. */
export function toAuditEntry(row: Record<string, unknown>): AuditEntry {
  return {
    id: Number(row.id),
    resource: String(row.resource),
    record_id: Number(row.record_id),
    action: String(row.action),
    actor_id: row.actor_id === null ? null : Number(row.actor_id),
    actor_name: String(row.actor_name),
    changed: row.changed as string[],
    before: row.before as Record<string, unknown> | null,
    after: row.after as Record<string, unknown> | null,
    created_at: (row.created_at as Date).toISOString(),
  };
}

/** The newest changes of one record (at most `HISTORY_LIMIT`), newest first. */
export async function historyOf(db: Knex, resource: string, recordId: number) {
  const rows = await db(AUDIT_TABLE)
    .where({ resource, record_id: recordId })
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .select('*');
  return rows.map(toAuditEntry);
}
