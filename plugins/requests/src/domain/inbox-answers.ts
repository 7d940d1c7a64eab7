import { z } from 'zod';
import { ENTRY_KINDS } from '@eventalp/plugin-catalog/domain';

/** The request views of an entity's inbox (spec section 4: open, archived, all). */
export const INBOX_VIEWS = ['open', 'archived', 'all'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

const entry = z.object({ type: z.enum(ENTRY_KINDS), id: z.number().int(), name: z.string() });

/** A request as an owner's list shows it. */
export const inboxRequestAnswer = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    desired_date: z.string(),
    people: z.number().int(),
    occasion: z.string().nullable(),
    status: z.enum(['open', 'archived']),
    replies: z.number().int(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'InboxRequest' });
export type InboxRequest = z.output<typeof inboxRequestAnswer>;

export const inboxPageAnswer = z
  .object({
    entry,
    view: z.enum(INBOX_VIEWS),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    data: z.array(inboxRequestAnswer),
  })
  .meta({ id: 'InboxPage' });
export type InboxPage = z.output<typeof inboxPageAnswer>;

/** One request with the requester's data and the replies sent (only the owner's own part). */
export const inboxRequestDetailAnswer = z
  .object({
    entry,
    request: inboxRequestAnswer.extend({ phone: z.string(), comment: z.string().nullable() }),
    replies: z.array(
      z.object({ id: z.number().int(), message: z.string(), created_at: z.iso.datetime() }),
    ),
  })
  .meta({ id: 'InboxRequestDetail' });
export type InboxRequestDetail = z.output<typeof inboxRequestDetailAnswer>;

/** Open requests per own entry, for the navigation's counts. */
export const inboxCountsAnswer = z
  .object({ total_open: z.number().int(), data: z.array(entry.extend({ open: z.number().int() })) })
  .meta({ id: 'InboxCounts' });
export type InboxCounts = z.output<typeof inboxCountsAnswer>;
