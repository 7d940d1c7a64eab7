import {
  BACKOFFICE_PATH,
  bulkResultAnswer,
  choiceFilter,
  defineResource,
  defineRoute,
  errorAnswer,
  messageAnswer,
  NotFoundError,
  resourceIdParams,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import {
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  approvalAnswer,
  approvalDetails,
  approvalMessages,
  bulkApproveInput,
  rejectInput,
} from '../domain/backoffice/approval-answers';
import { ENTRY_KINDS } from '../domain/entry-vocabulary';
import { ENTRY_SECTIONS } from '../domain/owner/section-fields';
import { entryModels, type OwnedEntry } from '../owner/entry-models';
import { EntrySectionStore } from '../owner/entry-section-store';
import { approvePendingChange, rejectPendingChange } from '../owner/approvals';
import { BACKOFFICE_CATALOG } from '../owner/owner-records';
import type { EntryKind } from '../entry-kind';
import { APPROVAL_QUEUE } from './backoffice-migrations';

/**
 * The changed fields' values as they are now, for the show page's before/after (null for a new
 * entry, a room's image or an entry deleted meanwhile).
 */
async function currentValues(
  services: PlatformServices,
  record: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const kind = record.entry_type as EntryKind;
  const fields = ENTRY_SECTIONS[kind][String(record.section)]?.filter(
    (field) => field.name in (record.changes as object),
  );
  if (record.kind !== 'change' || !fields) return null;
  const { db } = services;
  const entry = (await entryModels[kind].query(db).findById(Number(record.entry_id))) as
    OwnedEntry | undefined;
  if (!entry) return null;
  const store = new EntrySectionStore(db, services.service(MEDIA_LIBRARY), services.now);
  return store.read(kind, entry, String(record.section), fields, db);
}

/**
 * The approval queue in the back office (sales and admin): new entries and owners' changes of
 * name, category and photos with their entry's name, filtered by state, kind and entry type,
 * oldest first; the show page puts the waiting values beside the current ones. Approve, reject
 * (with a reason mailed to the owner) and approve-many are the routes of `approvalRoutes`.
 */
export const approvalResource = defineResource({
  name: 'approvals',
  answerName: 'BackofficeApproval',
  noun: 'approval request',
  table: APPROVAL_QUEUE,
  row: approvalAnswer,
  filters: {
    status: choiceFilter('status', APPROVAL_STATUSES),
    kind: choiceFilter('kind', APPROVAL_KINDS),
    entry_type: choiceFilter('entry_type', ENTRY_KINDS),
  },
  sortable: ['created_at', 'entry_name', 'decided_at', 'id'],
  defaultSort: { field: 'created_at', order: 'asc' },
  search: ['entry_name'],
  permissions: { read: BACKOFFICE_CATALOG },
  details: {
    answer: approvalDetails,
    load: async (services, record) => ({
      current: await currentValues(services, record),
    }),
  },
});

/**
 * Decisions on the approval queue: approve one (written in one transaction, re-indexed through
 * `catalog.entries.changed`), reject one with a reason the owner gets by mail, approve many.
 */
export function approvalRoutes(services: PlatformServices) {
  const media = () => services.service(MEDIA_LIBRARY);
  const access = { permissions: [BACKOFFICE_CATALOG] };
  return [
    defineRoute({
      method: 'post',
      path: `${BACKOFFICE_PATH}/${approvalResource.name}/:id/approve`,
      summary: 'Back office: approve a waiting new entry or change (written at once, re-indexed)',
      access,
      input: { params: resourceIdParams },
      responses: { 200: messageAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        await approvePendingChange(services, media(), params.id, user!.id);
        return { message: approvalMessages.approved };
      },
    }),
    defineRoute({
      method: 'post',
      path: `${BACKOFFICE_PATH}/${approvalResource.name}/:id/reject`,
      summary:
        'Back office: decline a waiting new entry or change; the owner gets the reason by mail',
      access,
      input: { params: resourceIdParams, body: rejectInput },
      responses: { 200: messageAnswer, 404: errorAnswer },
      async handler({ params, body, user }) {
        await rejectPendingChange(services, params.id, user!.id, body.message);
        return { message: approvalMessages.rejected };
      },
    }),
    defineRoute({
      method: 'post',
      path: `${BACKOFFICE_PATH}/${approvalResource.name}/bulk`,
      summary: 'Back office: approve many waiting requests (those no longer waiting are skipped)',
      access,
      input: { body: bulkApproveInput },
      responses: { 200: bulkResultAnswer },
      async handler({ body, user }) {
        const ids = [...new Set(body.ids)];
        let done = 0;
        for (const id of ids) {
          try {
            await approvePendingChange(services, media(), id, user!.id);
            done += 1;
          } catch (error) {
            if (!(error instanceof NotFoundError)) throw error;
          }
        }
        return { done, message: approvalMessages.bulkApproved(done, ids.length) };
      },
    }),
  ];
}
