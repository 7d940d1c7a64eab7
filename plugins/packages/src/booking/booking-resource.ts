import { z } from 'zod';
import { choiceFilter, defineResource, numberFilter, queryDate } from '@eventalp/platform-sdk';
import { BOOKING_ROLES, BOOKING_STATES } from '../domain';
import { BOOKING_EVENTS, BOOKINGS } from './booking-migrations';

/** The back-office permission over every venue's package bookings (admin, sales; read only). */
export const BACKOFFICE_BOOKINGS = 'backoffice.bookings';

const fileAnswer = z.object({ name: z.string(), size: z.number(), uploaded_at: z.string() });

/** One booking as the back office lists it: who asked which venue for what, and where it stands. */
export const backofficeBookingAnswer = z.object({
  id: z.number().int(),
  reference: z.string(),
  location_id: z.number().int(),
  package_id: z.number().int(),
  requester_user_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  date: z.string(),
  days: z.number().int(),
  persons: z.number().int(),
  total_rappen: z.number().int(),
  state: z.enum(BOOKING_STATES),
  offer_text: z.string().nullable(),
  offer_amount_rappen: z.number().int().nullable(),
  offer_sent_at: z.iso.datetime().nullable(),
  agreement_file: fileAnswer.nullable(),
  billing_file: fileAnswer.nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/** A stored file as the back office may see it: name, size, when (never its storage key). */
function fileOf(value: unknown): z.infer<typeof fileAnswer> | null {
  if (!value || typeof value !== 'object') return null;
  const file = value as { name?: unknown; size?: unknown; uploadedAt?: unknown };
  return {
    name: String(file.name ?? ''),
    size: Number(file.size ?? 0),
    uploaded_at: String(file.uploadedAt ?? ''),
  };
}

/** The first day of a booking on or after / on or before a date (ISO dates compare as text). */
const dayFilter = (bound: 'from' | 'to') => ({
  schema: queryDate().transform((value) => value.slice(0, 10)),
  apply: (query: import('knex').Knex.QueryBuilder, value: string) =>
    void query.where('date', bound === 'from' ? '>=' : '<=', value),
});

/**
 * Every venue's package bookings for sales and admin, read only (the lifecycle belongs to the
 * venue and the requester): filters by venue, package, state and first day, search by reference,
 * name, company and e-mail; the show screen adds the history of transitions.
 */
export const bookingResource = defineResource({
  name: 'package-bookings',
  answerName: 'BackofficePackageBooking',
  noun: 'package booking',
  table: BOOKINGS,
  row: backofficeBookingAnswer,
  toRow: (record) => ({
    ...record,
    package_id: Number(record.package_id),
    agreement_file: fileOf(record.agreement_file),
    billing_file: fileOf(record.billing_file),
  }),
  update: false,
  filters: {
    location_id: numberFilter('location_id', 1),
    package_id: numberFilter('package_id', 1),
    state: choiceFilter('state', BOOKING_STATES),
    date_from: dayFilter('from'),
    date_to: dayFilter('to'),
  },
  search: ['reference', 'first_name', 'last_name', 'company', 'email'],
  sortable: ['created_at', 'date', 'state', 'total_rappen', 'id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  details: {
    answer: z.object({
      history: z.array(
        z.object({
          from_state: z.enum(BOOKING_STATES).nullable(),
          to_state: z.enum(BOOKING_STATES),
          role: z.enum(BOOKING_ROLES),
          actor_user_id: z.number().int().nullable(),
          note: z.string().nullable(),
          at: z.iso.datetime(),
        }),
      ),
    }),
    async load(services, record) {
      const rows = await services
        .db(BOOKING_EVENTS)
        .where({ booking_id: record.id })
        .orderBy('id')
        .select('from_state', 'to_state', 'role', 'actor_user_id', 'note', 'at');
      return {
        history: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
      };
    },
  },
  personalData: ['first_name', 'last_name', 'company', 'email', 'phone', 'message'],
  permissions: { read: BACKOFFICE_BOOKINGS },
});
