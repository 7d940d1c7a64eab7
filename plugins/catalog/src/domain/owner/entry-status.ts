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

/** True when visitors may see the entry now, so changes of name, category or photos need approval. */
export function isPublished(entry: EntryState, now: Date): boolean {
  return entryStatus(entry, now) === 'live';
}

/**
 * Splits a section's saved values by the release rule: on a live entry, plain values apply at once
 * while changed values of fields that need approval (name, category, photos) wait; on an entry
 * nobody sees yet, everything applies at once (the entry as a whole waits for its approval).
 * `sameValue` decides whether a field changed.
 */
export function splitForApproval(
  fields: readonly SectionField[],
  saved: Record<string, unknown>,
  current: Record<string, unknown>,
  live: boolean,
  sameValue: (a: unknown, b: unknown) => boolean = sameJson,
): { immediate: Record<string, unknown>; pending: Record<string, unknown> } {
  const immediate: Record<string, unknown> = {};
  const pending: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field.name in saved)) continue;
    const value = saved[field.name];
    const needsApproval = live && 'approval' in field && field.approval === true;
    if (needsApproval) {
      if (!sameValue(value, current[field.name])) pending[field.name] = value;
    } else immediate[field.name] = value;
  }
  return { immediate, pending };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
