import { z } from 'zod';
import { choiceFilter, dateFilter, defineResource, numberFilter } from '@eventalp/platform-sdk';
import { AWARD_LANGUAGES, PARTNER_KINDS, PARTNER_STATUSES } from './domain';
import { PARTNER_REQUESTS } from './partner-migrations';

/** Who may see the partners' registrations (the award office). */
export const BACKOFFICE_AWARD_PARTNERS = 'backoffice.award.partners';
/** Who may approve or reject them (the award office). */
export const BACKOFFICE_AWARD_PARTNERS_DECIDE = 'backoffice.award.partners.decide';

/** One registration as the back office lists and shows it (never the password's hash or token). */
export const backofficePartnerAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(PARTNER_KINDS),
  region_id: z.number().int().nullable(),
  organisation: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  function: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  login_name: z.string(),
  message: z.string().nullable(),
  language: z.enum(AWARD_LANGUAGES),
  status: z.enum(PARTNER_STATUSES),
  confirmed_at: z.iso.datetime().nullable(),
  decided_at: z.iso.datetime().nullable(),
  decision_message: z.string().nullable(),
  created_at: z.iso.datetime(),
});

/**
 * Partners' registrations in the back office: tourism regions (and media) with their state,
 * newest first; a confirmed one is approved or rejected by its own route (`partner-routes.ts`).
 */
export const partnerResource = defineResource({
  name: 'award-partners',
  answerName: 'BackofficePartner',
  noun: 'partner registration',
  table: PARTNER_REQUESTS,
  row: backofficePartnerAnswer,
  filters: {
    kind: choiceFilter('kind', PARTNER_KINDS),
    status: choiceFilter('status', PARTNER_STATUSES),
    region_id: numberFilter('region_id', 1),
    created_from: dateFilter('created_at', 'from'),
    created_to: dateFilter('created_at', 'to'),
  },
  sortable: ['created_at', 'organisation', 'status', 'id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  search: ['organisation', 'first_name', 'last_name', 'email', 'login_name'],
  permissions: { read: BACKOFFICE_AWARD_PARTNERS },
});
