export interface ReleaseState {
  approved: boolean;
  release_at: Date | null;
  expires_at: Date | null;
}

/**
 * An entry is public when approved and `now` lies inside its release window; an empty release
 * date means immediately, an empty expiry date means without end (the expiry instant is excluded).
 */
export function isPubliclyVisible(entry: ReleaseState, now: Date): boolean {
  if (!entry.approved) return false;
  if (entry.release_at && entry.release_at.getTime() > now.getTime()) return false;
  if (entry.expires_at && entry.expires_at.getTime() <= now.getTime()) return false;
  return true;
}
