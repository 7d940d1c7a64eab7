import { z } from 'zod';
import { SUBSCRIBER_STATUSES } from './newsletter-client';

/** A subscriber as the back office sees it: never token hashes or client addresses. */
export const subscriberAnswer = z
  .object({
    id: z.number().int(),
    email: z.string(),
    status: z.enum(SUBSCRIBER_STATUSES),
    locale: z.string(),
    country_category: z.number().int(),
    confirm_token_expires_at: z.iso.datetime().nullable(),
    confirmed_at: z.iso.datetime().nullable(),
    unsubscribed_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Subscriber' });
export type SubscriberView = z.output<typeof subscriberAnswer>;

/** `GET /api/backoffice/newsletter/subscribers`: 50 a page, newest first. */
export const subscriberPageAnswer = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    data: z.array(subscriberAnswer),
  })
  .meta({ id: 'SubscriberPage' });
export type SubscriberPage = z.output<typeof subscriberPageAnswer>;
