import { z } from 'zod';
import { authorFields, defineResource, numberFilter, requiredText } from '@eventalp/platform-sdk';
import { PARTNER_PAGES } from './partner-migrations';
import { BACKOFFICE_AWARD_PARTNERS, BACKOFFICE_AWARD_PARTNERS_DECIDE } from './partner-resource';

/** A partner's results page as the back office lists, shows and renames it. */
export const backofficePartnerPageAnswer = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  intro: z.string().nullable(),
  cantons: z.array(z.number().int()),
  places: z.array(z.string()),
  postcodes: z.array(z.string()),
  ...authorFields,
});

/**
 * The partners' results pages in the back office. The spec's rule "the region name can be changed
 * only by the organisers": the award office renames a page's region here (the partner named it
 * when it created the page and then only changes its filters and intro).
 */
export const partnerPageResource = defineResource({
  name: 'award-partner-pages',
  answerName: 'BackofficePartnerPage',
  noun: 'partner results page',
  table: PARTNER_PAGES,
  row: backofficePartnerPageAnswer,
  update: z.object({ name: requiredText({ min: 2, max: 120 }) }),
  filters: { partner_id: numberFilter('partner_id', 1) },
  sortable: ['created_at', 'name', 'slug', 'id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  search: ['name', 'slug'],
  permissions: { read: BACKOFFICE_AWARD_PARTNERS, write: BACKOFFICE_AWARD_PARTNERS_DECIDE },
});
