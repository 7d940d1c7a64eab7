import { z } from 'zod';

/** One entry of the audit log: who did what to which record, when, and the record before and after. */
export const auditEntryAnswer = z
  .object({
    id: z.number().int(),
    resource: z.string(),
    record_id: z.number().int(),
    action: z.string(),
    /** The back-office user who made the change (null: the account is gone). */
    actor_id: z.number().int().nullable(),
    actor_name: z.string(),
    /** Fields whose value changed (bookkeeping fields left out). */
    changed: z.array(z.string()),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.output<typeof auditEntryAnswer>;

/** `GET /api/backoffice/<resource>/:id/history`: the record's changes, newest first. */
export const auditHistoryAnswer = z
  .object({ data: z.array(auditEntryAnswer) })
  .meta({ id: 'AuditHistory' });
export type AuditHistory = z.output<typeof auditHistoryAnswer>;

/** `POST /api/backoffice/<resource>/bulk`: how many of the named rows the action changed. */
export const bulkResultAnswer = z
  .object({ done: z.number().int(), message: z.string() })
  .meta({ id: 'BulkResult' });
export type BulkResult = z.output<typeof bulkResultAnswer>;

/**
 * `GET /api/backoffice/access`: the back-office resources the caller may use and, for each, the
 * actions (`list`, `show`, `create`, …) their permissions allow; empty for anyone else.
 */
export const backofficeAccessAnswer = z
  .object({ resources: z.record(z.string(), z.array(z.string())) })
  .meta({ id: 'BackofficeAccess' });
export type BackofficeAccess = z.output<typeof backofficeAccessAnswer>;
