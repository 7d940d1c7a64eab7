import { z } from 'zod';
import { choiceFilter, containsFilter, dateFilter, defineResource } from '@eventalp/platform-sdk';
import { DONATIONS } from './award-migrations';
import { AWARD_LANGUAGES } from './domain';

/** Who may see the donations (the award office). */
export const BACKOFFICE_AWARD_DONATIONS = 'backoffice.award.donations';

/** One donation as the back office lists and shows it. */
export const backofficeDonationAnswer = z.object({
  id: z.number().int(),
  company: z.string().nullable(),
  contact: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  email: z.string(),
  /** CHF with two decimals, e.g. `50.00`. */
  amount: z.string(),
  message: z.string().nullable(),
  language: z.enum(AWARD_LANGUAGES),
  /** The QR bill's reference (a QR-IBAN's), else null. */
  reference: z.string().nullable(),
  created_at: z.iso.datetime(),
});

/**
 * Donations in the back office, read only: list (newest first, search, filters), show, export.
 * Donors change nothing here; a donation's payment is followed in the office's bank account by
 * its QR reference.
 */
export const donationResource = defineResource({
  name: 'award-donations',
  answerName: 'BackofficeDonation',
  noun: 'donation',
  table: DONATIONS,
  row: backofficeDonationAnswer,
  filters: {
    language: choiceFilter('language', AWARD_LANGUAGES),
    email: containsFilter('email'),
    created_from: dateFilter('created_at', 'from'),
    created_to: dateFilter('created_at', 'to'),
  },
  sortable: ['created_at', 'amount', 'contact', 'company', 'id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  search: ['company', 'contact', 'email', 'city', 'reference'],
  permissions: { read: BACKOFFICE_AWARD_DONATIONS },
});
