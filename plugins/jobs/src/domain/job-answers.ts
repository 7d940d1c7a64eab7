import { z } from 'zod';
import { mediaViewAnswer } from '@eventalp/plugin-media/domain';

/** A job in the spec's shape (section 3, "Job"); `image` is the srcset or an empty string. */
export const jobCardAnswer = z
  .object({
    id: z.number().int(),
    slug: z.string().nullable(),
    legacy_slug: z.string().nullable(),
    name: z.string(),
    short: z.string().nullable(),
    path: z.string(),
    image: z.string(),
    photo: mediaViewAnswer.nullable(),
    publish_at: z.iso.datetime(),
    expires_at: z.iso.datetime().nullable(),
    basic_data: z.object({ short: z.string().nullable() }),
    additional_data: z.object({
      employer: z.string(),
      employment_level: z.string().nullable(),
      workplace: z.string().nullable(),
    }),
  })
  .meta({ id: 'JobCard' });
export type JobCard = z.output<typeof jobCardAnswer>;

/** `GET /api/guest/jobs`: a page of live jobs, newest first. */
export const jobListAnswer = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    page_count: z.number().int(),
    data: z.array(jobCardAnswer),
  })
  .meta({ id: 'JobList' });
export type JobList = z.output<typeof jobListAnswer>;

/** `GET /api/guest/jobs/:id`: a live job with its description and how to apply. */
export const jobDetailAnswer = jobCardAnswer
  .extend({
    /** Sanitized HTML. */
    description: z.string(),
    apply: z.object({ url: z.string().nullable(), email: z.string().nullable() }),
  })
  .meta({ id: 'JobDetail' });
export type JobDetail = z.output<typeof jobDetailAnswer>;

/** 410 of `GET /api/guest/jobs/:id`: the job has expired; its page links to the list. */
export const jobGoneAnswer = z
  .object({ message: z.string(), name: z.string(), list_path: z.string() })
  .meta({ id: 'JobGone' });
export type JobGone = z.output<typeof jobGoneAnswer>;

/** `GET /api/guest/sitemap/jobs`: every live job's path and publication time. */
export const jobSitemapAnswer = z
  .object({ data: z.array(z.object({ path: z.string(), lastmod: z.iso.datetime() })) })
  .meta({ id: 'JobSitemap' });
export type JobSitemap = z.output<typeof jobSitemapAnswer>;
