import type { MediaView, PlatformClient } from '@eventalp/shell-kit';

import { JOBS_LIST_PATH } from '@eventalp/plugin-jobs/domain';

/** A job in the spec's shape (section 3, "Job"), as the API answers it. */
export interface JobCard {
  id: number;
  slug: string | null;
  legacy_slug: string | null;
  name: string;
  short: string | null;
  path: string;
  image: string;
  photo: MediaView | null;
  publish_at: string;
  expires_at: string | null;
  basic_data: { short: string | null };
  additional_data: {
    employer: string;
    employment_level: string | null;
    workplace: string | null;
  };
}

export interface JobList {
  total: number;
  page: number;
  per_page: number;
  page_count: number;
  data: JobCard[];
}

export interface JobDetail extends JobCard {
  description: string;
  apply: { url: string | null; email: string | null };
}

/** A live job, or what the API says about an expired one (410). */
export type JobPageData =
  { gone: false; job: JobDetail } | { gone: true; name: string; listPath: string };

export function fetchJobs(http: PlatformClient, page: number) {
  return http.get<JobList>(`/guest/jobs?page=${page}`);
}

export async function fetchJob(http: PlatformClient, id: number): Promise<JobPageData> {
  try {
    return { gone: false, job: await http.get<JobDetail>(`/guest/jobs/${id}`) };
  } catch (error) {
    const answer = error as { status?: number; body?: { name?: string; list_path?: string } };
    if (answer.status !== 410) throw error;
    return {
      gone: true,
      name: answer.body?.name ?? '',
      listPath: answer.body?.list_path ?? JOBS_LIST_PATH,
    };
  }
}
