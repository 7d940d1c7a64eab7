import type { Knex } from 'knex';
import {
  ForbiddenError,
  HttpError,
  NotFoundError,
  type AuthUser,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { ownerMessages } from '../domain/owner/owner-messages';
import type { EntryKind } from '../entry-kind';
import { entryModels, type OwnedEntry } from './entry-models';
import { ENTRY_AUDIT, PENDING_CHANGES, SECTION_VERSIONS } from './owner-migrations';

/** The permission that lets the back office act on every entry. */
export const BACKOFFICE_CATALOG = 'backoffice.catalog';

/**
 * The entry if `user` owns it (or is back office). Another owner's entry answers 404 like a
 * missing one, so ids reveal nothing about entries one does not own.
 */
export async function ownedEntry(
  services: Pick<PlatformServices, 'can'>,
  db: Knex,
  kind: EntryKind,
  id: number,
  user: AuthUser | null,
  forUpdate = false,
): Promise<OwnedEntry> {
  if (!user) throw new ForbiddenError();
  const query = entryModels[kind].query(db).findById(id);
  if (forUpdate) query.forUpdate();
  const entry = (await query) as OwnedEntry | undefined;
  if (!entry || (entry.owner_user_id !== user.id && !services.can(user, [BACKOFFICE_CATALOG])))
    throw new NotFoundError();
  return entry;
}

/** The version a section is at (0 before its first save). */
export async function sectionVersion(db: Knex, kind: EntryKind, id: number, section: string) {
  const row = await db(SECTION_VERSIONS)
    .where({ entry_type: kind, entry_id: id, section })
    .first('version');
  return Number(row?.version ?? 0);
}

/**
 * Moves a section from `expected` to the next version inside `trx`, or answers 409 when another
 * tab saved it meanwhile (the row is locked until the transaction ends, so two saves queue).
 */
export async function nextSectionVersion(
  trx: Knex.Transaction,
  kind: EntryKind,
  id: number,
  section: string,
  expected: number,
): Promise<number> {
  await trx(SECTION_VERSIONS)
    .insert({ entry_type: kind, entry_id: id, section, version: 0 })
    .onConflict(['entry_type', 'entry_id', 'section'])
    .ignore();
  const row = await trx(SECTION_VERSIONS)
    .where({ entry_type: kind, entry_id: id, section })
    .forUpdate()
    .first('version');
  if (Number(row.version) !== expected) throw new HttpError(409, ownerMessages.conflict);
  await trx(SECTION_VERSIONS)
    .where({ entry_type: kind, entry_id: id, section })
    .update({ version: expected + 1 });
  return expected + 1;
}

export interface AuditRecord {
  kind: EntryKind;
  id: number;
  userId: number | null;
  action: string;
  section?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Writes who changed what, before and after, inside the change's transaction. */
export async function recordAudit(
  trx: Knex | Knex.Transaction,
  record: AuditRecord,
): Promise<void> {
  await trx(ENTRY_AUDIT).insert({
    entry_type: record.kind,
    entry_id: record.id,
    user_id: record.userId,
    action: record.action,
    section: record.section ?? null,
    before: record.before === undefined ? null : JSON.stringify(record.before),
    after: record.after === undefined ? null : JSON.stringify(record.after),
  });
}

/** The queue's section of a room's image waiting for approval (rooms have no section of their own). */
export const roomImageSection = (roomId: number) => `room:${roomId}`;

/** The room of a queue section made by `roomImageSection`, else null. */
export function roomOfSection(section: string | null): number | null {
  const match = /^room:(\d+)$/.exec(section ?? '');
  return match ? Number(match[1]) : null;
}

/** The values of a section that wait for approval, or null. */
export async function pendingValues(
  db: Knex,
  kind: EntryKind,
  id: number,
  section: string,
): Promise<Record<string, unknown> | null> {
  const row = await db(PENDING_CHANGES)
    .where({ entry_type: kind, entry_id: id, section, status: 'pending', kind: 'change' })
    .orderBy('id', 'desc')
    .first('changes');
  return row ? (row.changes as Record<string, unknown>) : null;
}

/**
 * Puts a section's values that need approval into the queue (replacing the section's earlier
 * request: each save says the whole wish); with nothing left to approve the request goes.
 */
export async function queueChange(
  trx: Knex.Transaction,
  kind: EntryKind,
  id: number,
  section: string,
  changes: Record<string, unknown>,
  userId: number,
): Promise<void> {
  await trx(PENDING_CHANGES)
    .where({ entry_type: kind, entry_id: id, section, status: 'pending', kind: 'change' })
    .update({ status: 'superseded', decided_at: trx.fn.now() });
  if (Object.keys(changes).length === 0) return;
  await trx(PENDING_CHANGES).insert({
    entry_type: kind,
    entry_id: id,
    kind: 'change',
    section,
    changes: JSON.stringify(changes),
    requested_by: userId,
  });
}
