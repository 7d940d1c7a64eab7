import { z } from 'zod';
import {
  choiceFilter,
  dateFilter,
  defineResource,
  numberFilter,
  type BackofficeResource,
} from '@eventalp/platform-sdk';
import { LOCALES } from '@eventalp/platform-sdk/domain';
import { SUBSCRIBER_STATUSES } from './domain';
import { SUBSCRIBERS } from './newsletter-migrations';

/** Who may see, export, unsubscribe and delete newsletter subscribers (admin by default). */
export const BACKOFFICE_NEWSLETTER = 'backoffice.newsletter';

/** A subscriber as the back office lists it: never token hashes or the client's addresses. */
const subscriberRow = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  locale: z.string(),
  country_category: z.number().int(),
  confirm_token_expires_at: z.iso.datetime().nullable(),
  confirmed_at: z.iso.datetime().nullable(),
  unsubscribed_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/**
 * Newsletter subscribers in the back office: list (search by address; status, language, country
 * and subscription date filters; CSV), show with history. An admin may unsubscribe an address
 * (it stays known as unsubscribed, e.g. after a request by phone) or delete it for good on a
 * request for erasure; both are audited, and the audit log never keeps the address itself.
 */
export const subscriberResource: BackofficeResource = defineResource({
  name: 'newsletter-subscribers',
  answerName: 'BackofficeNewsletterSubscriber',
  noun: 'newsletter subscriber',
  table: SUBSCRIBERS,
  row: subscriberRow,
  filters: {
    status: choiceFilter('status', SUBSCRIBER_STATUSES),
    locale: choiceFilter('locale', LOCALES),
    country_category: numberFilter('country_category', 1, 3),
    created_from: dateFilter('created_at', 'from'),
    created_to: dateFilter('created_at', 'to'),
  },
  sortable: ['created_at', 'email', 'status', 'locale', 'confirmed_at', 'unsubscribed_at', 'id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  search: ['email'],
  delete: true,
  personalData: ['email'],
  actions: {
    unsubscribe: {
      summary: 'unsubscribe a newsletter subscriber (no more newsletters; the address stays known)',
      async run(_services, trx, row, { now }) {
        if (row.status === 'unsubscribed') return null;
        const [after] = await trx(SUBSCRIBERS)
          .where({ id: row.id })
          .update({
            status: 'unsubscribed',
            unsubscribed_at: now,
            confirm_token_hash: null,
            confirm_token_expires_at: null,
            updated_at: now,
          })
          .returning('*');
        return after;
      },
    },
  },
  permissions: { read: BACKOFFICE_NEWSLETTER, write: BACKOFFICE_NEWSLETTER },
});
