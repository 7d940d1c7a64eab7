import {
  defineRoute,
  errorAnswer,
  HttpError,
  MAX_ROW_ID,
  RouteResponse,
  ValidationError,
  wholeNumber,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import type { Catalogue } from '@eventalp/plugin-catalog';
import { TAXONOMY_TERMS, TaxonomyType } from '@eventalp/plugin-taxonomy';
import { z } from 'zod';
import {
  AWARD_PATHS,
  PARTNER_PAGE_LIMITS,
  partnerPageAnswer,
  partnerPageCreateInput,
  partnerPageListAnswer,
  partnerPageMessages,
  partnerPagePublicAnswer,
  partnerPagePublicQuery,
  partnerPageSlugParams,
  partnerPageUpdateInput,
  type KitGrade,
  type PartnerPage,
  type PartnerPageCreateValues,
  type PartnerPagePublic,
  type PartnerPageUpdateValues,
  type PartnerPageVenue,
} from './domain';
import { NOMINEES } from './award-migrations';
import { PARTNER_PAGES } from './partner-migrations';
import type { PartnerSessions } from './partner-sessions';
import { RESULT_ENTRIES, RESULT_RUNS } from './results-migrations';

/** Nominees past the formal check: the nominated list (as `GET …/participants?list=nominated`). */
const NOMINATED = ['checked', 'invited', 'confirmed'];

const germanOrder = new Intl.Collator('de', { sensitivity: 'base' });

const pageOf = (row: Record<string, unknown>): PartnerPage => ({
  id: row.id as number,
  name: row.name as string,
  slug: row.slug as string,
  intro: (row.intro as string | null) ?? null,
  cantons: row.cantons as number[],
  places: row.places as string[],
  postcodes: row.postcodes as string[],
  created_at: new Date(row.created_at as string).toISOString(),
  updated_at: new Date(row.updated_at as string).toISOString(),
});

interface Candidate {
  nominee_id: number;
  location_id: number | null;
  name: string;
  postcode: string | null;
  city: string | null;
  grade: KitGrade | null;
  score: number | null;
  category_id: number | null;
}

/** The partners' own pages (partner session) and their public answer. */
export class PartnerPages {
  constructor(
    private readonly services: PlatformServices,
    private readonly catalogue: Catalogue,
  ) {}

  private get db() {
    return this.services.db;
  }

  async list(partnerId: number): Promise<PartnerPage[]> {
    const rows = await this.db(PARTNER_PAGES).where({ partner_id: partnerId }).orderBy('id');
    return rows.map(pageOf);
  }

  /** The partner's own page; another partner's (or none) is 404. */
  async own(partnerId: number, id: number): Promise<PartnerPage> {
    const row = await this.db(PARTNER_PAGES).where({ id, partner_id: partnerId }).first();
    if (!row) throw new HttpError(404, partnerPageMessages.notFound);
    return pageOf(row);
  }

  async create(partnerId: number, input: PartnerPageCreateValues): Promise<PartnerPage> {
    await this.checkCantons(input.cantons);
    const counted = await this.db(PARTNER_PAGES)
      .where({ partner_id: partnerId })
      .count<{ count: string }[]>('* as count');
    if (Number(counted[0]?.count ?? 0) >= PARTNER_PAGE_LIMITS.pages)
      throw ValidationError.field('slug', partnerPageMessages.tooMany(PARTNER_PAGE_LIMITS.pages));
    if (await this.db(PARTNER_PAGES).where({ slug: input.slug }).first('id'))
      throw ValidationError.field('slug', partnerPageMessages.slugTaken);
    const [row] = await this.db(PARTNER_PAGES)
      .insert({
        partner_id: partnerId,
        name: input.name,
        slug: input.slug,
        ...this.region(input),
      })
      .returning('*')
      .catch((error: { code?: string }) => {
        // Two partners asking for one address at once: the second is told, as above.
        if (error.code === '23505')
          throw ValidationError.field('slug', partnerPageMessages.slugTaken);
        throw error;
      });
    return pageOf(row);
  }

  async update(
    partnerId: number,
    id: number,
    input: PartnerPageUpdateValues,
  ): Promise<PartnerPage> {
    const page = await this.own(partnerId, id);
    if (input.name !== undefined && input.name.trim() !== page.name)
      throw ValidationError.field('name', partnerPageMessages.nameFixed);
    if (input.slug !== undefined && input.slug.trim() !== page.slug)
      throw ValidationError.field('slug', partnerPageMessages.slugFixed);
    await this.checkCantons(input.cantons);
    const [row] = await this.db(PARTNER_PAGES)
      .where({ id, partner_id: partnerId })
      .update({ ...this.region(input), updated_at: this.services.now() })
      .returning('*');
    return pageOf(row);
  }

  async remove(partnerId: number, id: number): Promise<void> {
    const deleted = await this.db(PARTNER_PAGES).where({ id, partner_id: partnerId }).delete();
    if (!deleted) throw new HttpError(404, partnerPageMessages.notFound);
  }

  private region(input: PartnerPageUpdateValues) {
    return {
      intro: input.intro,
      // jsonb: as JSON text (the driver would write a Postgres array).
      cantons: JSON.stringify(input.cantons),
      places: JSON.stringify(input.places),
      postcodes: JSON.stringify(input.postcodes),
    };
  }

  /** Every id must be a canton (a Swiss region, taxonomy 26). */
  private async checkCantons(ids: number[]) {
    if (!ids.length) return;
    const known = await this.db(TAXONOMY_TERMS)
      .where({ type: TaxonomyType.swissRegion })
      .whereIn('id', ids)
      .pluck('id');
    if (known.length !== ids.length)
      throw ValidationError.field('cantons', partnerPageMessages.unknownCanton);
  }

  /**
   * The public answer: the region's nominated venues of a year (checked, invited, confirmed) or
   * its awarded ones (graded in the year's published run, in the awarded category), in score
   * order (awarded) or German alphabetical order (nominated). A listed venue matches by its
   * catalogue location (canton, place, postcode); a venue not listed by its own postcode and city.
   * Without `year`: the latest year with nominees (nominated) or with published results (awarded).
   */
  async publicPage(
    slug: string,
    query: z.output<typeof partnerPagePublicQuery>,
    locale: string,
  ): Promise<PartnerPagePublic> {
    const row = await this.db(PARTNER_PAGES).where({ slug }).first();
    if (!row) throw new HttpError(404, partnerPageMessages.notFound);
    const page = pageOf(row);
    const answer: PartnerPagePublic = {
      slug: page.slug,
      name: page.name,
      intro: page.intro,
      year: query.year ?? null,
      list: query.list,
      published: false,
      total: 0,
      data: [],
    };
    const candidates =
      query.list === 'awarded'
        ? await this.awarded(answer, query.year)
        : await this.nominated(answer, query.year);
    const ids = candidates.flatMap((c) => (c.location_id === null ? [] : [c.location_id]));
    const entries = ids.length
      ? await this.catalogue.publicEntries('location', ids, ['region_id', 'place', 'zip'])
      : [];
    const entryOf = new Map(entries.map((entry) => [entry.id, entry]));
    const cantons = new Set(page.cantons);
    const places = new Set(page.places.map((place) => place.toLocaleLowerCase('de')));
    const postcodes = new Set(page.postcodes);
    const matches = (candidate: Candidate) => {
      const entry = candidate.location_id === null ? undefined : entryOf.get(candidate.location_id);
      const zip = (entry?.zip ?? candidate.postcode ?? '').trim().slice(0, 4);
      const place = (entry?.place ?? candidate.city ?? '').trim().toLocaleLowerCase('de');
      return (
        (entry?.region_id != null && cantons.has(entry.region_id)) ||
        (zip !== '' && postcodes.has(zip)) ||
        (place !== '' && places.has(place)) ||
        (candidate.city != null && places.has(candidate.city.trim().toLocaleLowerCase('de')))
      );
    };
    // Only the region's venues get their cards: a year has a few thousand nominees, a region tens.
    const chosen = candidates.filter(matches);
    const cardIds = chosen.flatMap((c) =>
      c.location_id !== null && entryOf.has(c.location_id) ? [c.location_id] : [],
    );
    const cards = cardIds.length ? await this.catalogue.cards('location', cardIds, locale) : [];
    const cardOf = new Map(cards.map((card) => [card.id, card]));
    const data = chosen.map((candidate): PartnerPageVenue => ({
      nominee_id: candidate.nominee_id,
      name: candidate.name,
      postcode: candidate.postcode,
      city: candidate.city,
      grade: candidate.grade,
      score: candidate.score,
      category_id: candidate.category_id,
      entry: (candidate.location_id !== null && cardOf.get(candidate.location_id)) || null,
    }));
    return { ...answer, total: data.length, data };
  }

  private async nominated(answer: PartnerPagePublic, year?: number): Promise<Candidate[]> {
    const chosen =
      year ??
      (
        await this.db(NOMINEES)
          .whereIn('status', NOMINATED)
          .max<{ max: number | null }[]>('year as max')
      )[0]?.max ??
      null;
    answer.year = chosen;
    if (chosen === null) return [];
    const rows = await this.db(NOMINEES)
      .where({ year: chosen })
      .whereIn('status', NOMINATED)
      .select('id', 'location_id', 'name', 'postcode', 'city');
    return rows
      .map((row) => ({
        nominee_id: row.id as number,
        location_id: (row.location_id as number | null) ?? null,
        name: row.name as string,
        postcode: (row.postcode as string | null) ?? null,
        city: (row.city as string | null) ?? null,
        grade: null,
        score: null,
        category_id: null,
      }))
      .sort((a, b) => germanOrder.compare(a.name, b.name) || a.nominee_id - b.nominee_id);
  }

  private async awarded(answer: PartnerPagePublic, year?: number): Promise<Candidate[]> {
    const run = await this.db(RESULT_RUNS)
      .where({ status: 'published' })
      .modify((query) => (year === undefined ? query : query.where({ year })))
      .orderBy('year', 'desc')
      .first('id', 'year');
    answer.year = year ?? run?.year ?? null;
    if (!run) return [];
    answer.published = true;
    const rows = await this.db(`${RESULT_ENTRIES} as r`)
      .join(`${NOMINEES} as n`, 'n.id', 'r.nominee_id')
      .where({ 'r.run_id': run.id, 'r.awarded_category': true })
      .whereNotNull('r.grade')
      .select(
        'r.nominee_id',
        'r.location_id',
        'r.name',
        'r.grade',
        'r.score',
        'r.category_id',
        'n.postcode',
        'n.city',
      );
    return rows
      .map((row) => ({
        nominee_id: row.nominee_id as number,
        location_id: (row.location_id as number | null) ?? null,
        name: row.name as string,
        postcode: (row.postcode as string | null) ?? null,
        city: (row.city as string | null) ?? null,
        grade: row.grade as KitGrade,
        score: Number(row.score),
        category_id: row.category_id as number,
      }))
      .sort((a, b) => b.score - a.score || germanOrder.compare(a.name, b.name));
  }
}

/** A partner saves its pages a few times a minute; more is a script. */
const WRITE_LIMIT = { points: 30, durationSeconds: 60 };

const pageIdParams = z.object({ id: wholeNumber(1, MAX_ROW_ID) });

/** The partner area's pages (`ea_partner` session; a partner sees and changes only its own). */
export function partnerPageRoutes(pages: PartnerPages, sessions: PartnerSessions) {
  return [
    defineRoute({
      method: 'get',
      path: AWARD_PATHS.partnerPages,
      summary: "The signed-in partner's results pages; 401 without a partner session",
      access: 'public',
      responses: { 200: partnerPageListAnswer, 401: errorAnswer },
      async handler({ koa }) {
        const partner = await sessions.require(koa);
        koa.set('Cache-Control', 'private, no-store');
        return { data: await pages.list(partner.id) };
      },
    }),
    defineRoute({
      method: 'post',
      path: AWARD_PATHS.partnerPages,
      summary:
        "Creates a results page of the signed-in partner: the region's name (then only the organisers rename it), its address and its cantons, places or postcodes",
      access: 'public',
      rateLimit: WRITE_LIMIT,
      input: { body: partnerPageCreateInput },
      responses: { 201: partnerPageAnswer, 401: errorAnswer, 422: errorAnswer },
      async handler({ koa, body }) {
        const partner = await sessions.require(koa);
        return new RouteResponse(201, await pages.create(partner.id, body));
      },
    }),
    defineRoute({
      method: 'get',
      path: AWARD_PATHS.partnerPage,
      summary: "One of the signed-in partner's pages; another partner's is 404",
      access: 'public',
      input: { params: pageIdParams },
      responses: { 200: partnerPageAnswer, 401: errorAnswer, 404: errorAnswer },
      async handler({ koa, params }) {
        const partner = await sessions.require(koa);
        koa.set('Cache-Control', 'private, no-store');
        return pages.own(partner.id, params.id);
      },
    }),
    defineRoute({
      method: 'put',
      path: AWARD_PATHS.partnerPage,
      summary:
        "Changes the filters and intro of one of the signed-in partner's pages (name and address stay: 422); another partner's is 404",
      access: 'public',
      rateLimit: WRITE_LIMIT,
      input: { params: pageIdParams, body: partnerPageUpdateInput },
      responses: { 200: partnerPageAnswer, 401: errorAnswer, 404: errorAnswer, 422: errorAnswer },
      async handler({ koa, params, body }) {
        const partner = await sessions.require(koa);
        return pages.update(partner.id, params.id, body);
      },
    }),
    defineRoute({
      method: 'delete',
      path: AWARD_PATHS.partnerPage,
      summary: "Deletes one of the signed-in partner's pages; another partner's is 404",
      access: 'public',
      rateLimit: WRITE_LIMIT,
      input: { params: pageIdParams },
      responses: { 204: null, 401: errorAnswer, 404: errorAnswer },
      async handler({ koa, params }) {
        const partner = await sessions.require(koa);
        await pages.remove(partner.id, params.id);
        return RouteResponse.empty(204);
      },
    }),
  ];
}

/** Region pages change when a partner saves or results are published: five minutes in caches. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=300';

/**
 * `GET /api/guest/award/partner-pages/:slug`: a region page's venues of a year (public). Other
 * sites read it from the browser (`<eventalp-award-results>`): open to every origin (a simple GET
 * without credentials, so no preflight) and readable across origins.
 */
export function partnerPagePublicRoutes(pages: PartnerPages) {
  return [
    defineRoute({
      method: 'get',
      path: AWARD_PATHS.regionPage,
      summary:
        "A partner's region page: the region's nominated or awarded venues of a year (public, cached five minutes, open to every origin)",
      access: 'public',
      input: { params: partnerPageSlugParams, query: partnerPagePublicQuery },
      responses: { 200: partnerPagePublicAnswer, 404: errorAnswer, 422: errorAnswer },
      async handler({ koa, params, query }) {
        koa.set('Access-Control-Allow-Origin', '*');
        koa.set('Cross-Origin-Resource-Policy', 'cross-origin');
        const answer = await pages.publicPage(params.slug, query, String(koa.state.locale ?? ''));
        koa.set('Cache-Control', PUBLIC_CACHE_CONTROL);
        return answer;
      },
    }),
  ];
}
