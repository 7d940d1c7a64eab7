/** The jobs list (first page without a number). */
export const JOBS_LIST_PATH = '/site/_redaktionell/51/Eventjobs.html';

/** Jobs list page `page` (1-based). */
export function jobsListPath(page = 1): string {
  return page > 1 ? `${JOBS_LIST_PATH}/${page}` : JOBS_LIST_PATH;
}

/**
 * Path of a job (route event.jobs.detail): `/site/_redaktionell/51/Eventjobs/{id}/{slug}.html`,
 * the legacy slug when there is no slug, and only the id when there is neither.
 */
export function jobPath(job: { id: number; slug?: string | null; legacy_slug?: string | null }) {
  const tail = job.slug || job.legacy_slug;
  return `/site/_redaktionell/51/Eventjobs/${job.id}${tail ? `/${tail}.html` : ''}`;
}

/** The line under a job's title: employer · workplace · employment level, as far as known. */
export function jobMetaLine(job: {
  employer: string;
  workplace?: string | null;
  employment_level?: string | null;
}): string {
  return [job.employer, job.workplace, job.employment_level].filter(Boolean).join(' · ');
}
