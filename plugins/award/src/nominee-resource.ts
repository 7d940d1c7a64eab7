import { z } from 'zod';
import {
  choiceFilter,
  containsFilter,
  dateFilter,
  defineResource,
  numberFilter,
} from '@eventalp/platform-sdk';
import { NOMINATIONS } from './award-migrations';
import { NOMINEE_OVERVIEW } from './confirmation-migrations';
import { AWARD_LANGUAGES, NOMINEE_STATUSES, SUBMITTER_FUNCTIONS } from './domain';

/** Who may check, invite and merge the nominations (the award office). */
export const BACKOFFICE_AWARD_NOMINATIONS = 'backoffice.award.nominations';

/** One nominated venue as the back office lists and shows it, with its confirmation's essentials. */
export const backofficeNomineeAnswer = z.object({
  id: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  location_id: z.number().int().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  sla_code: z.string(),
  status: z.enum(NOMINEE_STATUSES),
  /** How many submitters nominated the venue. */
  nominations: z.number().int(),
  /** The submitters' e-mail addresses, comma-separated (searchable). */
  submitter_emails: z.string().nullable(),
  checked_at: z.iso.datetime().nullable(),
  invited_at: z.iso.datetime().nullable(),
  confirmed_at: z.iso.datetime().nullable(),
  diploma_name: z.string().nullable(),
  company: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  categories: z.array(z.number().int()).nullable(),
  main_category: z.number().int().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/**
 * Nominated venues in the back office (one per venue and award year): list with filters and
 * search, show, export. Changes go through the formal check's own routes (check, invite, merge).
 */
export const nomineeResource = defineResource({
  name: 'award-nominees',
  answerName: 'BackofficeAwardNominee',
  noun: 'award nominee',
  table: NOMINEE_OVERVIEW,
  row: backofficeNomineeAnswer,
  filters: {
    year: numberFilter('year', 2000, 2100),
    status: choiceFilter('status', NOMINEE_STATUSES),
    location_id: numberFilter('location_id', 1),
    city: containsFilter('city'),
    created_from: dateFilter('created_at', 'from'),
    created_to: dateFilter('created_at', 'to'),
  },
  sortable: ['created_at', 'name', 'nominations', 'status', 'year', 'city', 'updated_at', 'id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  search: ['name', 'city', 'postcode', 'sla_code', 'submitter_emails', 'company', 'diploma_name'],
  permissions: { read: BACKOFFICE_AWARD_NOMINATIONS },
});

/** One submitter's nomination of a venue, as the nominee's page lists them. */
export const backofficeNominationAnswer = z.object({
  id: z.number().int(),
  nominee_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  function: z.enum(SUBMITTER_FUNCTIONS),
  message: z.string().nullable(),
  source: z.string().nullable(),
  language: z.enum(AWARD_LANGUAGES),
  created_at: z.iso.datetime(),
});

/** The submitters' nominations, read only (a merge moves them to the venue that stays). */
export const nominationResource = defineResource({
  name: 'award-nominations',
  answerName: 'BackofficeAwardNomination',
  noun: 'award nomination',
  table: NOMINATIONS,
  row: backofficeNominationAnswer,
  filters: {
    nominee_id: numberFilter('nominee_id', 1),
    function: choiceFilter('function', SUBMITTER_FUNCTIONS),
    language: choiceFilter('language', AWARD_LANGUAGES),
  },
  sortable: ['created_at', 'last_name', 'email', 'id'],
  defaultSort: { field: 'created_at', order: 'asc' },
  search: ['first_name', 'last_name', 'email', 'message', 'source'],
  permissions: { read: BACKOFFICE_AWARD_NOMINATIONS },
});
