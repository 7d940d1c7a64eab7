import type { SectionField } from './section-fields';

/** Where an owner's entry stands (spec: application state "Entry"; the dashboard shows it). */
export type EntryStatus = 'draft' | 'in_review' | 'live' | 'expired';

export interface EntryState {
  approved: boolean;
  release_at: Date | null;
  expires_at: Date | null;
  /** When the owner handed the entry in for its first approval. */
  release_requested_at: Date | null;
}

/**
 * The status of an entry at `now`: expired once its expiry instant passed; live when approved and
 * released; in review when handed in and not yet approved; a draft otherwise (also when approved
 * but released later).
 */
export function entryStatus(entry: EntryState, now: Date): EntryStatus {
  if (entry.expires_at && entry.expires_at.getTime() <= now.getTime()) return 'expired';
  if (entry.approved && (!entry.release_at || entry.release_at.getTime() <= now.getTime()))
    return 'live';
  if (!entry.approved && entry.release_requested_at) return 'in_review';
  return 'draft';
}

/** True when visitors may see the entry now. */
export function isPublished(entry: EntryState, now: Date): boolean {
  return entryStatus(entry, now) === 'live';
}

/**
 * True when changes of name, category or images must wait for the back office: once an entry was
 * approved its content is vetted, whether it is live now, approved with its release still ahead
 * (it goes public on that date without another look) or expired (a renewal makes it public
 * again). Drafts and entries in review are approved as a whole.
 */
export function changesNeedApproval(entry: EntryState, now: Date): boolean {
  return entry.approved || entryStatus(entry, now) === 'expired';
}

/**
 * Splits a section's saved values by the release rule: on an approved entry (`needsApproval`, see
 * `changesNeedApproval`), plain values apply at once while changed values of fields that need
 * approval (name, category, photos and the other images) wait; on an entry not yet approved,
 * everything applies at once (the entry as a whole waits for its approval).
 * `sameValue` decides whether a field changed.
 */
export function splitForApproval(
  fields: readonly SectionField[],
  saved: Record<string, unknown>,
  current: Record<string, unknown>,
  needsApproval: boolean,
  sameValue: (a: unknown, b: unknown) => boolean = sameJson,
): { immediate: Record<string, unknown>; pending: Record<string, unknown> } {
  const immediate: Record<string, unknown> = {};
  const pending: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field.name in saved)) continue;
    const value = saved[field.name];
    const waits = needsApproval && 'approval' in field && field.approval === true;
    if (waits) {
      if (!sameValue(value, current[field.name])) pending[field.name] = value;
    } else immediate[field.name] = value;
  }
  return { immediate, pending };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
