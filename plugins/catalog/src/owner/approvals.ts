import { NotFoundError, type PlatformServices } from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { ACCOUNT_DIRECTORY } from '@eventalp/plugin-accounts';
import { ENTRY_SECTIONS } from '../domain/owner/section-fields';
import { markEntriesChanged } from '../entries-changed';
import { entryKinds, type EntryKind } from '../entry-kind';
import { entryModels, type OwnedEntry } from './entry-models';
import { ROOMS } from '../catalog-migrations';
import { EntrySectionStore, stagingCollection } from './entry-section-store';
import { recordAudit, roomOfSection } from './owner-records';
import { PENDING_CHANGES } from './owner-migrations';

/** One request of the approval queue (what the back office lists). */
export interface PendingChange {
  id: number;
  entry_type: EntryKind;
  entry_id: number;
  kind: 'new_entry' | 'change';
  section: string | null;
  changes: Record<string, unknown>;
  requested_by: number | null;
  created_at: Date;
}

/** The approval queue, oldest first. */
export function pendingChanges(services: Pick<PlatformServices, 'db'>): Promise<PendingChange[]> {
  return services
    .db(PENDING_CHANGES)
    .where({ status: 'pending' })
    .orderBy('id')
    .select(
      'id',
      'entry_type',
      'entry_id',
      'kind',
      'section',
      'changes',
      'requested_by',
      'created_at',
    );
}

/**
 * Approves one request of the queue (back office): a new entry becomes approved (public from its
 * release date), a change's values are written as the owner saved them. One transaction; the
 * search index follows through `catalog.entries.changed`. 404 when the request is not pending.
 */
export async function approvePendingChange(
  services: PlatformServices,
  media: MediaLibrary,
  changeId: number,
  deciderId: number,
): Promise<void> {
  const store = new EntrySectionStore(services.db, media, services.now);
  await services.db.transaction(async (trx) => {
    const change: PendingChange | undefined = await trx(PENDING_CHANGES)
      .where({ id: changeId, status: 'pending' })
      .forUpdate()
      .first();
    if (!change) throw new NotFoundError();
    const kind = change.entry_type;
    const entry = (await entryModels[kind].query(trx).findById(change.entry_id).forUpdate()) as
      OwnedEntry | undefined;
    if (!entry) throw new NotFoundError();
    if (change.kind === 'new_entry') {
      await trx(entryKinds[kind].table)
        .where({ id: entry.id })
        .update({ approved: true, updated_at: services.now() });
    } else if (roomOfSection(change.section) !== null) {
      // A room's image: it replaces the room's image (unless the room was deleted meanwhile).
      const roomId = roomOfSection(change.section)!;
      const room = await trx(ROOMS).where({ id: roomId, location_id: entry.id }).first('id');
      if (room)
        await media.arrange(
          { type: 'room', id: roomId },
          'image',
          change.changes.image as { id: number; slot: null; title: null }[],
          [stagingCollection('image')],
          trx,
        );
    } else {
      const fields =
        ENTRY_SECTIONS[kind][change.section ?? '']?.filter(
          (field) => field.name in change.changes,
        ) ?? [];
      await store.write(trx, kind, entry, change.section!, fields, change.changes);
    }
    await trx(PENDING_CHANGES)
      .where({ id: changeId })
      .update({ status: 'approved', decided_by: deciderId, decided_at: services.now() });
    await recordAudit(trx, {
      kind,
      id: entry.id,
      userId: deciderId,
      action: change.kind === 'new_entry' ? 'approved' : 'change approved',
      section: change.section,
      after: change.kind === 'change' ? change.changes : undefined,
    });
    await markEntriesChanged(services, kind, [entry.id], trx);
  });
}

/**
 * Declines one request of the queue; nothing of it is written. The reason is kept with the request
 * and mailed to the owner who asked (else the entry's owner) through the outbox, in the same
 * transaction. 404 when the request is not pending.
 */
export async function rejectPendingChange(
  services: PlatformServices,
  changeId: number,
  deciderId: number,
  message: string,
): Promise<void> {
  await services.db.transaction(async (trx) => {
    const change: PendingChange | undefined = await trx(PENDING_CHANGES)
      .where({ id: changeId, status: 'pending' })
      .forUpdate()
      .first();
    if (!change) throw new NotFoundError();
    await trx(PENDING_CHANGES).where({ id: changeId }).update({
      status: 'rejected',
      decision_message: message,
      decided_by: deciderId,
      decided_at: services.now(),
    });
    const table = entryKinds[change.entry_type].table;
    if (change.kind === 'new_entry')
      await trx(table).where({ id: change.entry_id }).update({ release_requested_at: null });
    await recordAudit(trx, {
      kind: change.entry_type,
      id: change.entry_id,
      userId: deciderId,
      action: change.kind === 'new_entry' ? 'rejected' : 'change rejected',
      section: change.section,
      after: { message },
    });
    const entry = await trx(table)
      .where({ id: change.entry_id })
      .first('full_name', 'owner_user_id');
    const ownerId = change.requested_by ?? entry?.owner_user_id ?? null;
    const owner = ownerId ? await services.service(ACCOUNT_DIRECTORY).contactOf(ownerId) : null;
    if (owner && entry)
      await services.mail.send(rejectionMail(owner, entry.full_name, change, message), trx);
  });
}

/** The mail that tells an owner why the back office declined their new entry or change. */
function rejectionMail(
  owner: { email: string; first_name: string },
  entryName: string,
  change: PendingChange,
  message: string,
) {
  const what =
    change.kind === 'new_entry'
      ? `deinen neuen Eintrag «${entryName}»`
      : `deine Änderung an «${entryName}»`;
  return {
    to: owner.email,
    subject:
      change.kind === 'new_entry'
        ? `Dein Eintrag «${entryName}» wurde nicht freigegeben`
        : `Deine Änderung an «${entryName}» wurde nicht freigegeben`,
    text: [
      `Hallo ${owner.first_name}`,
      '',
      `Unser Team hat ${what} geprüft und nicht freigegeben. Die Begründung:`,
      '',
      message,
      '',
      'Du kannst die Angaben in deinem Benutzerbereich anpassen und erneut speichern.',
    ].join('\n'),
  };
}
