import { z } from 'zod';
import { choiceFilter, defineResource, numberFilter } from '@eventalp/platform-sdk';
import {
  PACKAGE_EVENT_TYPE_NAMES,
  PACKAGE_STATES,
  everySeatingStyle,
  SEATING_STYLES,
  type PackageEventType,
} from '../domain';
import { BUNDLES, HALLS } from './editing-migrations';

/** The back-office permission over every venue's packages and halls (admin, sales; read only). */
export const BACKOFFICE_PACKAGES = 'backoffice.packages';

const hallAnswer = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  name: z.string(),
  room_id: z.number().int().nullable(),
  area_m2: z.number().int().nullable(),
  capacities: z.record(z.enum(SEATING_STYLES), z.number().int().nullable()),
  rental_slots: z.array(z.object({ slotId: z.number().int(), priceRappen: z.number().int() })),
});

/** A hall row with every seating style named (null: no capacity given). */
function hallRow(row: Record<string, unknown>) {
  return { ...row, capacities: everySeatingStyle(row.capacities as Record<string, number | null>) };
}

/** One package as the back office lists it: whose, for what, how long, at what price. */
export const backofficePackageAnswer = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  event_type: z.enum(PACKAGE_EVENT_TYPE_NAMES),
  name: z.string(),
  description: z.string().nullable(),
  days: z.number().int(),
  overnight: z.boolean(),
  hall_ids: z.array(z.number().int()),
  single_price_rappen: z.number().int(),
  price_per_person_rappen: z.number().int(),
  state: z.enum(PACKAGE_STATES),
  published_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/**
 * Every venue's packages for sales and admin, read only (the venue edits its own in the user
 * area): filters by venue, event type and state, search by name; the show screen adds the halls
 * the package books with their capacities and rental slots.
 */
export const packageResource = defineResource({
  name: 'packages',
  answerName: 'BackofficePackage',
  noun: 'package',
  table: BUNDLES,
  row: backofficePackageAnswer,
  update: false,
  filters: {
    location_id: numberFilter('location_id', 1),
    event_type: choiceFilter(
      'event_type',
      PACKAGE_EVENT_TYPE_NAMES as [PackageEventType, ...PackageEventType[]],
    ),
    state: choiceFilter('state', PACKAGE_STATES),
  },
  search: ['name'],
  sortable: ['updated_at', 'created_at', 'name', 'location_id', 'state', 'id'],
  defaultSort: { field: 'updated_at', order: 'desc' },
  details: {
    answer: z.object({ halls: z.array(hallAnswer) }),
    async load(services, record) {
      const ids = (record.hall_ids as number[] | undefined) ?? [];
      const rows = await services
        .db(HALLS)
        .whereIn('id', ids)
        .andWhere({ location_id: record.location_id })
        .orderBy('id')
        .select('id', 'location_id', 'name', 'room_id', 'area_m2', 'capacities', 'rental_slots');
      return { halls: rows.map(hallRow) };
    },
  },
  permissions: { read: BACKOFFICE_PACKAGES },
});

/**
 * Every venue's package halls for sales and admin, read only (the venue edits its own): filter
 * by venue, search by name; the calendars' forms pick a hall of the venue from it.
 */
export const hallResource = defineResource({
  name: 'package-halls',
  answerName: 'BackofficePackageHall',
  noun: 'package hall',
  table: HALLS,
  row: hallAnswer.extend({ updated_at: z.iso.datetime() }),
  toRow: hallRow,
  update: false,
  filters: { location_id: numberFilter('location_id', 1) },
  search: ['name'],
  sortable: ['name', 'location_id', 'updated_at', 'id'],
  defaultSort: { field: 'name', order: 'asc' },
  permissions: { read: BACKOFFICE_PACKAGES },
});
