import { JOBS_LIST_PATH, jobsClient, type JobDetail } from '@eventalp/plugin-jobs/domain';
import type { PlatformClient } from '@eventalp/shell-kit';

export type { JobCard, JobDetail, JobList } from '@eventalp/plugin-jobs/domain';

/** A live job, or what the API says about an expired one (410). */
export type JobPageData =
  { gone: false; job: JobDetail } | { gone: true; name: string; listPath: string };

export function fetchJobs(http: PlatformClient, page: number) {
  return jobsClient(http).jobs({ page });
}

export async function fetchJob(http: PlatformClient, id: number): Promise<JobPageData> {
  const found = await jobsClient(http).job(id);
  if (!found.gone) return found;
  return {
    gone: true,
    name: found.answer.name ?? '',
    listPath: found.answer.list_path ?? JOBS_LIST_PATH,
  };
}
