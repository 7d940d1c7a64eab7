import type { Knex } from 'knex';
import type { SearchDocument } from '@eventalp/platform-sdk';
import { NEVER_EXPIRES, plainText } from '@eventalp/plugin-magazine';
import { jobMetaLine, jobPath } from './domain/job-paths';
import { JOBS } from './jobs-migrations';

const BATCH = 200;

/** The document id of a job in the `editorial` index. */
export const jobDocumentId = (id: number) => `job-${id}`;

/**
 * The jobs' documents of the magazine's `editorial` index (ids `job-{id}`): every published job
 * that is not archived, future and expired ones too; the editorial search keeps to the live ones
 * by their dates. With `ids`, only those jobs.
 */
export async function* jobEditorialDocuments(
  db: Knex,
  ids?: readonly number[],
): AsyncIterable<SearchDocument[]> {
  for (let after = 0; ;) {
    const query = db(JOBS).where({ published: true }).whereNull('archived_at');
    if (ids) query.whereIn('id', ids);
    const rows = await query
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .select(
        'id',
        'name',
        'slug',
        'legacy_slug',
        'short',
        'employer',
        'employment_level',
        'workplace',
        'description',
        'publish_at',
        'expires_at',
      );
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      id: jobDocumentId(row.id),
      kind: 'job',
      entry_id: row.id,
      name: row.name,
      teaser: row.short ?? '',
      meta: jobMetaLine(row),
      body: plainText(row.description),
      tags: [],
      path: jobPath(row),
      publish_ts: row.publish_at.getTime(),
      expires_ts: row.expires_at?.getTime() ?? NEVER_EXPIRES,
    }));
    after = rows.at(-1)!.id;
  }
}
