import { z } from 'zod';
import {
  MAX_ROW_ID,
  wholeNumber,
  defineRoute,
  errorAnswer,
  messages,
  NotFoundError,
  RouteResponse,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { pageCount } from '@eventalp/plugin-magazine';
import {
  jobDetailAnswer,
  jobGoneAnswer,
  jobListAnswer,
  jobSitemapAnswer,
} from './domain/job-answers';
import { jobPath, jobsListPath } from './domain/job-paths';
import { JOBS_PATHS } from './domain/jobs-client';
import { listLiveJobs, liveJobs, loadJob } from './job-store';

export const JOBS_PER_PAGE = 10;
/** What an expired job's answer (410) says; its page shows it with a link to the list. */
export const JOB_GONE_MESSAGE = 'Diese Stelle ist nicht mehr ausgeschrieben.';

const listQuery = z.object({
  page: wholeNumber(1, 10_000).default(1),
  per_page: wholeNumber(1, 100).default(JOBS_PER_PAGE),
});
const idParams = z.object({ id: wholeNumber(1, MAX_ROW_ID) });

/** The jobs board's public API: live jobs by page, and one job (410 once expired). */
export function jobsRoutes(services: PlatformServices, media: MediaLibrary) {
  return [
    defineRoute({
      method: 'get',
      path: JOBS_PATHS.sitemap,
      summary: 'Paths of every live job, newest first, for the sitemap',
      access: 'public',
      responses: { 200: jobSitemapAnswer },
      async handler({ koa }) {
        koa.set('Cache-Control', 'public, max-age=300');
        const rows: {
          id: number;
          slug: string | null;
          legacy_slug: string | null;
          publish_at: Date;
        }[] = await liveJobs(services.db, services.now())
          .orderBy('j.publish_at', 'desc')
          .select('j.id', 'j.slug', 'j.legacy_slug', 'j.publish_at');
        return {
          data: rows.map((row) => ({
            path: jobPath(row),
            lastmod: row.publish_at.toISOString(),
          })),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: JOBS_PATHS.jobs,
      summary: 'Live event jobs, newest first',
      access: 'public',
      input: { query: listQuery },
      responses: { 200: jobListAnswer },
      async handler({ query }) {
        const { total, data } = await listLiveJobs(services, media, {
          page: query.page,
          perPage: query.per_page,
        });
        return {
          total,
          page: query.page,
          per_page: query.per_page,
          page_count: pageCount(total, query.per_page),
          data,
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: JOBS_PATHS.job,
      summary: 'An event job (410 once expired, 404 when unknown or not published yet)',
      access: 'public',
      input: { params: idParams },
      responses: { 200: jobDetailAnswer, 404: errorAnswer, 410: jobGoneAnswer },
      async handler({ params }) {
        const found = await loadJob(services, media, params.id);
        if (!found) throw new NotFoundError(messages.notFound);
        if (found.state === 'expired')
          return new RouteResponse(410, {
            message: JOB_GONE_MESSAGE,
            name: found.name,
            list_path: jobsListPath(),
          });
        return found.job;
      },
    }),
  ];
}
