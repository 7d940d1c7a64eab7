import type { Knex } from 'knex';
import { entryKinds, type EntryKind } from './entry-kind';

/**
 * Entries a visitor may see at `now`: approved, not archived and inside the release window (an empty release
 * date means at once, an empty expiry date without end; the expiry instant itself is excluded).
 * The one release rule: every public query starts here.
 */
export function publicEntries(
  db: Knex,
  kind: EntryKind,
  now: Date,
  alias = 'e',
): Knex.QueryBuilder {
  return db(`${entryKinds[kind].table} as ${alias}`)
    .where(`${alias}.approved`, true)
    .whereNull(`${alias}.archived_at`)
    .where((query) =>
      query.whereNull(`${alias}.release_at`).orWhere(`${alias}.release_at`, '<=', now),
    )
    .where((query) =>
      query.whereNull(`${alias}.expires_at`).orWhere(`${alias}.expires_at`, '>', now),
    );
}
