import { z } from 'zod';
import { authorFields, messages, numberFromDigits, requiredText } from '@eventalp/platform-sdk';

/** The statuses a redirect may answer: moved for good, or for now. */
export const REDIRECT_STATUSES = [301, 302] as const;

/** A redirect as the back office lists, shows and changes it. */
export const backofficeRedirectAnswer = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  status: z.number().int(),
  active: z.boolean(),
  ...authorFields,
});
export type BackofficeRedirect = z.output<typeof backofficeRedirectAnswer>;

/**
 * A new or changed redirect: `from` a path of this site (`/…`), `to` a path or an http(s) address
 * other than `from`, status 301 or 302, active or not; 'Ungültiges Format' otherwise.
 */
export const redirectInput = z
  .object({
    from: requiredText({ max: 2000 }).regex(/^\/[^\s]*$/, { error: messages.format }),
    to: requiredText({ max: 2000 }).regex(/^(\/|https?:\/\/)[^\s]*$/, { error: messages.format }),
    status: z.preprocess(
      numberFromDigits,
      z.union(
        REDIRECT_STATUSES.map((status) => z.literal(status)),
        { error: messages.format },
      ),
    ),
    active: z.boolean({ error: messages.format }).default(true),
  })
  .refine((redirect) => redirect.from !== redirect.to, {
    path: ['to'],
    error: messages.format,
  });
export type RedirectInput = z.input<typeof redirectInput>;
