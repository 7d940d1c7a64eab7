import type { Knex } from 'knex';
import { z } from 'zod';
import {
  BACKOFFICE_PATH,
  createServiceRef,
  defineRoute,
  resourceIdParams,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { BACKOFFICE_CATALOG } from '@eventalp/plugin-catalog';
import { NOMINATIONS, NOMINEES, RATINGS } from './award-migrations';
import { CONFIRMATIONS } from './confirmation-migrations';
import { KIT_GRADES } from './domain';
import { RESULT_ENTRIES, RESULT_RUNS } from './results-migrations';

/** One award year of a catalogue location (spec section 3, "Award data" of a location). */
export const locationAwardYear = z.object({
  year: z.number().int(),
  nominee_id: z.number().int(),
  sla_code: z.string(),
  /** submitted, checked, invited or confirmed (the formal check's steps). */
  status: z.string(),
  nominations: z.number().int(),
  checked_at: z.iso.datetime().nullable(),
  invited_at: z.iso.datetime().nullable(),
  confirmed_at: z.iso.datetime().nullable(),
  /** The venue's confirmation: diploma name, categories, decision-maker. */
  confirmation: z
    .object({
      diploma_name: z.string(),
      categories: z.array(z.number().int()),
      main_category: z.number().int(),
      contact: z.string(),
      function: z.string().nullable(),
      email: z.string(),
      phone: z.string(),
    })
    .nullable(),
  /**
   * Public ratings: all, confirmed by mail, approved in the back office, the approved ones' mean
   * grade, and that of the organisers and of the visitors (spec: organiser and visitor grade).
   */
  ratings: z.object({
    total: z.number().int(),
    confirmed: z.number().int(),
    approved: z.number().int(),
    mean_grade: z.number().nullable(),
    organiser_mean: z.number().nullable(),
    visitor_mean: z.number().nullable(),
  }),
  /**
   * The year's published result (spec: overall grade, system and jury score, awarded category,
   * placement, audience award): the awarded category's row, else the best; null before one.
   */
  result: z
    .object({
      score: z.number().nullable(),
      grade: z.enum(KIT_GRADES).nullable(),
      category_id: z.number().int(),
      placement: z.number().int().nullable(),
      awarded_category: z.boolean(),
      audience_award: z.boolean(),
      public_mean: z.number().nullable(),
      jury_mean: z.number().nullable(),
      technical: z.number(),
    })
    .nullable(),
});
export const locationAwardSummaryAnswer = z
  .object({ data: z.array(locationAwardYear) })
  .meta({ id: 'BackofficeLocationAward' });
export type LocationAwardYear = z.output<typeof locationAwardYear>;

/** A location's award years, newest first (read-only; the award's own screens change them). */
export interface LocationAwardSummaries {
  ofLocation(locationId: number): Promise<LocationAwardYear[]>;
}
export const AWARD_LOCATION_SUMMARIES = createServiceRef<LocationAwardSummaries>(
  'award.location-summaries',
);

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

export class LocationAwardSummaryStore implements LocationAwardSummaries {
  constructor(private readonly db: Knex) {}

  async ofLocation(locationId: number): Promise<LocationAwardYear[]> {
    const db = this.db;
    const nominees = await db(`${NOMINEES} as n`)
      .leftJoin(`${CONFIRMATIONS} as c`, 'c.nominee_id', 'n.id')
      .where('n.location_id', locationId)
      .orderBy('n.year', 'desc')
      .select(
        'n.id',
        'n.year',
        'n.sla_code',
        'n.status',
        'n.checked_at',
        'n.invited_at',
        'n.confirmed_at',
        db.raw(
          `(select count(*)::int from ${NOMINATIONS} m where m.nominee_id = n.id) as nominations`,
        ),
        db.raw(
          `(select json_build_object(
              'total', count(*)::int,
              'confirmed', (count(*) filter (where r.user_approved > 0))::int,
              'approved', (count(*) filter (where r.admin_approved > 0))::int,
              'mean_grade', round(avg(r.grade) filter (where r.admin_approved > 0), 2),
              'organiser_mean', round(avg(r.grade) filter (where r.admin_approved > 0
                and r.voter_type like 'organizer%'), 2),
              'visitor_mean', round(avg(r.grade) filter (where r.admin_approved > 0
                and r.voter_type like 'visitor%'), 2))
            from ${RATINGS} r where r.nominee_id = n.id) as ratings`,
        ),
        'c.id as confirmation_id',
        'c.diploma_name',
        'c.categories',
        'c.main_category',
        'c.first_name',
        'c.last_name',
        'c.function',
        'c.email',
        'c.phone',
        db.raw(
          `(select row_to_json(e) from (
              select e.score, e.grade, e.category_id, e.placement, e.awarded_category,
                     e.audience_award, e.public_mean, e.jury_mean, e.technical
                from ${RESULT_ENTRIES} e join ${RESULT_RUNS} rr on rr.id = e.run_id
               where e.nominee_id = n.id and rr.status = 'published'
               order by e.awarded_category desc, e.score desc nulls last, e.category_id
               limit 1) e) as result`,
        ),
      );
    return nominees.map((row) => ({
      year: row.year,
      nominee_id: row.id,
      sla_code: row.sla_code,
      status: row.status,
      nominations: row.nominations,
      checked_at: iso(row.checked_at),
      invited_at: iso(row.invited_at),
      confirmed_at: iso(row.confirmed_at),
      confirmation:
        row.confirmation_id === null
          ? null
          : {
              diploma_name: row.diploma_name,
              categories: row.categories,
              main_category: row.main_category,
              contact: `${row.first_name} ${row.last_name}`,
              function: row.function,
              email: row.email,
              phone: row.phone,
            },
      ratings: {
        ...row.ratings,
        mean_grade: numberOrNull(row.ratings.mean_grade),
        organiser_mean: numberOrNull(row.ratings.organiser_mean),
        visitor_mean: numberOrNull(row.ratings.visitor_mean),
      },
      result: row.result && {
        ...row.result,
        score: numberOrNull(row.result.score),
        public_mean: numberOrNull(row.result.public_mean),
        jury_mean: numberOrNull(row.result.jury_mean),
        technical: Number(row.result.technical),
      },
    }));
  }
}

/**
 * `GET /api/backoffice/locations/:id/award`: the location's award years for its back-office show
 * screen, to whoever may read locations (sales and admin); none for a location never nominated.
 */
export function locationAwardRoutes(services: PlatformServices) {
  return [
    defineRoute({
      method: 'get',
      path: `${BACKOFFICE_PATH}/locations/:id/award`,
      summary: "Back office: a location's award years (nomination, confirmation, ratings)",
      access: { permissions: [BACKOFFICE_CATALOG] },
      input: { params: resourceIdParams },
      responses: { 200: locationAwardSummaryAnswer },
      async handler({ params }) {
        return { data: await services.service(AWARD_LOCATION_SUMMARIES).ofLocation(params.id) };
      },
    }),
  ];
}
