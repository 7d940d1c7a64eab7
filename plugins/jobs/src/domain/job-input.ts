import { z } from 'zod';
import {
  authorFields,
  emailAddress,
  messages,
  optionalText,
  requiredText,
  text,
} from '@eventalp/platform-sdk';

/** A job as the back office lists, shows and edits it (its description as stored, sanitised). */
export const backofficeJobAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  short: z.string().nullable(),
  employer: z.string(),
  employment_level: z.string().nullable(),
  workplace: z.string().nullable(),
  description: z.string(),
  apply_url: z.string().nullable(),
  apply_email: z.string().nullable(),
  published: z.boolean(),
  publish_at: z.iso.datetime(),
  expires_at: z.iso.datetime().nullable(),
  archived_at: z.iso.datetime().nullable(),
  ...authorFields,
});
export type BackofficeJob = z.output<typeof backofficeJobAnswer>;

/** An empty or missing optional value is null. */
const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A date-time with its offset (ISO 8601); 'Ungültiges Format' otherwise. */
const dateTime = () =>
  text(40, messages.format).pipe(z.iso.datetime({ offset: true, error: messages.format }));

/**
 * A job as the back office writes it: name and employer required (at most 255 characters), the
 * slug lower-case letters, digits and hyphens, the apply link an http(s) address and the apply
 * address an e-mail address, a publish date, and an expiry after it.
 */
export const jobInput = z
  .object({
    name: requiredText({ max: 255 }),
    slug: optionalText(255).refine(
      (slug) => slug === null || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug),
      {
        error: messages.format,
      },
    ),
    short: optionalText(500),
    employer: requiredText({ max: 255 }),
    employment_level: optionalText(100),
    workplace: optionalText(255),
    description: text(100_000).default(''),
    apply_url: optionalText(500).refine((url) => url === null || /^https?:\/\/\S+$/.test(url), {
      error: messages.format,
    }),
    apply_email: z.preprocess(emptyAsNull, emailAddress().nullable()),
    published: z.boolean({ error: messages.format }).default(false),
    publish_at: requiredText({ max: 40 }).pipe(
      z.iso.datetime({ offset: true, error: messages.format }),
    ),
    expires_at: z.preprocess(emptyAsNull, dateTime().nullable()),
  })
  .refine((job) => !job.expires_at || Date.parse(job.expires_at) > Date.parse(job.publish_at), {
    path: ['expires_at'],
    error: messages.format,
  });
export type JobInput = z.input<typeof jobInput>;
