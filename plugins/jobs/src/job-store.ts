import type { Knex } from 'knex';
import type { PlatformServices } from '@eventalp/platform-sdk';
import type { MediaLibrary, MediaView } from '@eventalp/plugin-media';
import { sanitizeRichText } from '@eventalp/plugin-magazine';
import type { JobCard, JobDetail } from './domain/job-answers';
import { jobPath } from './domain/job-paths';
import { jobState } from './domain/job-state';
import { JOBS } from './jobs-migrations';

export const JOB_OWNER = 'job';

interface JobRow {
  id: number;
  name: string;
  slug: string | null;
  legacy_slug: string | null;
  short: string | null;
  basic_short: string | null;
  employer: string;
  employment_level: string | null;
  workplace: string | null;
  description: string;
  apply_url: string | null;
  apply_email: string | null;
  published: boolean;
  publish_at: Date;
  expires_at: Date | null;
}

/** Jobs a visitor may see in lists now: published, not archived, dated no later than `now`, not expired. */
export function liveJobs(db: Knex, now: Date, alias = 'j'): Knex.QueryBuilder {
  return db(`${JOBS} as ${alias}`)
    .where(`${alias}.published`, true)
    .whereNull(`${alias}.archived_at`)
    .where(`${alias}.publish_at`, '<=', now)
    .where((query) =>
      query.whereNull(`${alias}.expires_at`).orWhere(`${alias}.expires_at`, '>', now),
    );
}

/** A job in the spec's shape (section 3, "Job"); `image` is the srcset or an empty string. */
function toJobCard(row: JobRow, photo: MediaView | null): JobCard {
  return {
    id: row.id,
    slug: row.slug,
    legacy_slug: row.legacy_slug,
    name: row.name,
    short: row.short,
    path: jobPath(row),
    image: photo?.srcset ?? '',
    photo,
    publish_at: row.publish_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
    basic_data: { short: row.basic_short },
    additional_data: {
      employer: row.employer,
      employment_level: row.employment_level,
      workplace: row.workplace,
    },
  };
}

/** One page of live jobs, newest first. */
export async function listLiveJobs(
  services: Pick<PlatformServices, 'db' | 'now'>,
  media: MediaLibrary,
  options: { page: number; perPage: number },
): Promise<{ total: number; data: JobCard[] }> {
  const base = liveJobs(services.db, services.now());
  const counted = await base.clone().count<{ total: string }[]>('* as total');
  const rows: JobRow[] = await base
    .orderBy([
      { column: 'j.publish_at', order: 'desc' },
      { column: 'j.id', order: 'desc' },
    ])
    .offset((options.page - 1) * options.perPage)
    .limit(options.perPage)
    .select('j.*');
  const photos = await media.itemsOf(
    JOB_OWNER,
    rows.map((row) => row.id),
  );
  return {
    total: Number(counted[0]?.total ?? 0),
    data: rows.map((row) => toJobCard(row, photos.get(row.id)?.get('image')?.[0] ?? null)),
  };
}

/** A job with its state: `live` with everything its page shows, `expired`, or null (hidden or unknown). */
export async function loadJob(
  services: Pick<PlatformServices, 'db' | 'now'>,
  media: MediaLibrary,
  id: number,
): Promise<{ state: 'live'; job: JobDetail } | { state: 'expired'; name: string } | null> {
  const row: JobRow | undefined = await services
    .db(JOBS)
    .where({ id })
    .whereNull('archived_at')
    .first();
  if (!row) return null;
  const state = jobState(row, services.now());
  if (state === 'hidden') return null;
  if (state === 'expired') return { state, name: row.name };
  const photos = await media.itemsOf(JOB_OWNER, [id]);
  return {
    state,
    job: {
      ...toJobCard(row, photos.get(id)?.get('image')?.[0] ?? null),
      description: sanitizeRichText(row.description),
      apply: { url: row.apply_url, email: row.apply_email },
    },
  };
}
