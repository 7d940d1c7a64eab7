import { z } from 'zod';
import { MAX_ROW_ID, messages, requiredText, wholeNumber } from '@eventalp/platform-sdk';
import { ENTRY_KINDS } from '../entry-vocabulary';

export const APPROVAL_KINDS = ['new_entry', 'change'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'superseded'] as const;

/** One request of the approval queue: a new entry or an owner's change, with its entry's name. */
export const approvalAnswer = z.object({
  id: z.number().int(),
  entry_type: z.enum(ENTRY_KINDS),
  entry_id: z.number().int(),
  /** The entry's name now (null: the entry was deleted meanwhile). */
  entry_name: z.string().nullable(),
  kind: z.enum(APPROVAL_KINDS),
  /** The owners' edit section of a change (`room:<id>` for a room's image); null for a new entry. */
  section: z.string().nullable(),
  /** The values waiting for approval, by field. */
  changes: z.record(z.string(), z.unknown()),
  status: z.enum(APPROVAL_STATUSES),
  /** The reason of a rejection, as mailed to the owner. */
  decision_message: z.string().nullable(),
  requested_by: z.number().int().nullable(),
  decided_by: z.number().int().nullable(),
  decided_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type Approval = z.output<typeof approvalAnswer>;

/** The show page's extra: the changed fields' values as visitors see them now (before). */
export const approvalDetails = z.object({
  current: z.record(z.string(), z.unknown()).nullable(),
});

/** `POST …/approvals/:id/reject`: the reason, mailed to the owner. */
export const rejectInput = z.object({ message: requiredText({ min: 2, max: 2000 }) });

/** `POST …/approvals/bulk`: approve many requests at once. */
export const bulkApproveInput = z.object({
  action: z.enum(['approve'], { error: messages.format }),
  ids: z
    .array(wholeNumber(1, MAX_ROW_ID), { error: messages.format })
    .min(1, { error: messages.required })
    .max(100, { error: messages.format }),
});

/** Answers of the approval actions. */
export const approvalMessages = {
  approved: 'Freigegeben.',
  rejected: 'Abgelehnt. Die Begründung wurde an den Eigentümer gesendet.',
  bulkApproved: (done: number, of: number) => `${done} von ${of} freigegeben.`,
} as const;
