import {
  apiPath,
  failedBody,
  failedStatus,
  withQuery,
  type ApiTransport,
} from '@eventalp/platform-sdk/domain';
import type { JobDetail, JobGone, JobList, JobSitemap } from './job-answers';

/** Paths of the jobs board's routes below `/api`. */
export const JOBS_PATHS = {
  jobs: '/guest/jobs',
  job: '/guest/jobs/:id',
  sitemap: '/guest/sitemap/jobs',
} as const;

/** A live job, or what the API says about an expired one (410). */
export type JobOrGone = { gone: false; job: JobDetail } | { gone: true; answer: Partial<JobGone> };

/** The jobs board's answers for a front end, typed as the routes declare them. */
export function jobsClient(http: Pick<ApiTransport, 'get'>) {
  return {
    /** A page of live jobs, newest first. */
    jobs: (query: { page?: number; per_page?: number }) =>
      http.get<JobList>(withQuery(JOBS_PATHS.jobs, query)),
    /** A live job, or the 410 answer of an expired one; 404 (rejected) when unknown or hidden. */
    async job(id: number): Promise<JobOrGone> {
      try {
        return { gone: false, job: await http.get<JobDetail>(apiPath(JOBS_PATHS.job, { id })) };
      } catch (error) {
        if (failedStatus(error) !== 410) throw error;
        return { gone: true, answer: (failedBody(error) ?? {}) as Partial<JobGone> };
      }
    },
    /** Every live job's path, for the sitemap. */
    sitemap: () => http.get<JobSitemap>(JOBS_PATHS.sitemap),
  };
}
