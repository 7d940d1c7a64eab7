import type { Knex } from 'knex';
import { z } from 'zod';
import { defineRoute, errorAnswer } from '@eventalp/platform-sdk';
import type { Catalogue } from '@eventalp/plugin-catalog';
import { venuesInRegion } from './venues-in-region';
import {
  AWARD_PATHS,
  awardWinnersPageAnswer,
  WINNERS_PER_PAGE,
  winnersQuery,
  type AwardWinner,
  type AwardWinnersPage,
  type KitGrade,
} from './domain';
import { RESULT_ENTRIES, RESULT_RUNS } from './results-migrations';

interface EntryRow {
  nominee_id: number;
  location_id: number | null;
  name: string;
  diploma_name: string | null;
  category_id: number;
  public_mean: string | null;
  public_count: number;
  jury_mean: string | null;
  jury_count: number;
  technical: string;
  score: string | null;
  grade: KitGrade | null;
  placement: number | null;
  few_ratings: boolean;
  awarded_category: boolean;
  audience_award: boolean;
}

const germanOrder = new Intl.Collator('de', { sensitivity: 'base' });
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

const winnerOf = (row: EntryRow) => ({
  nominee_id: row.nominee_id,
  name: row.name,
  diploma_name: row.diploma_name,
  category_id: row.category_id,
  awarded_category: row.awarded_category,
  audience_award: row.audience_award,
  public: { mean: numberOrNull(row.public_mean), count: row.public_count, few: row.few_ratings },
  jury: { mean: numberOrNull(row.jury_mean), count: row.jury_count },
  technical: Number(row.technical),
});

/**
 * A year's winners from its published results run: the awarded venues, each once in its awarded
 * category, or every graded venue of one category in its placement order; filtered by the
 * catalogue location's region, a page at a time with the catalogue's cards.
 */
export class WinnersSearch {
  constructor(
    private readonly db: Knex,
    private readonly catalogue: Catalogue,
  ) {}

  async page(query: z.output<typeof winnersQuery>, locale: string): Promise<AwardWinnersPage> {
    const empty = {
      year: query.year,
      published: false,
      published_at: null,
      total: 0,
      page: query.page,
      per_page: WINNERS_PER_PAGE,
      categories: [],
      audience_award: null,
      data: [],
    };
    const run = await this.db(RESULT_RUNS)
      .where({ year: query.year, status: 'published' })
      .first('id', 'published_at');
    if (!run) return empty;
    const rows: EntryRow[] = await this.db(RESULT_ENTRIES)
      .where({ run_id: run.id })
      .where((where) => where.whereNotNull('grade').orWhere('audience_award', true))
      .select();
    const graded = rows.filter((row) => row.grade !== null);
    const chosen = graded.filter((row) =>
      query.category === undefined ? row.awarded_category : row.category_id === query.category,
    );
    const matching =
      query.region === undefined
        ? chosen
        : await venuesInRegion(this.catalogue, chosen, query.region);
    matching.sort((a, b) =>
      query.category === undefined
        ? Number(b.score) - Number(a.score) || germanOrder.compare(a.name, b.name)
        : a.placement! - b.placement!,
    );
    const start = (query.page - 1) * WINNERS_PER_PAGE;
    const page = matching.slice(start, start + WINNERS_PER_PAGE);
    const ids = page.flatMap((row) => (row.location_id === null ? [] : [row.location_id]));
    const cards = new Map(
      (ids.length ? await this.catalogue.cards('location', ids, locale) : []).map((card) => [
        card.id,
        card,
      ]),
    );
    const audience =
      rows.find((row) => row.audience_award && row.awarded_category) ??
      rows.find((row) => row.audience_award);
    return {
      ...empty,
      published: true,
      published_at: new Date(run.published_at).toISOString(),
      total: matching.length,
      categories: [...new Set(graded.map((row) => row.category_id))].sort((a, b) => a - b),
      audience_award: audience
        ? {
            ...winnerOf(audience),
            score: numberOrNull(audience.score),
            grade: audience.grade,
            placement: audience.placement,
          }
        : null,
      data: page.map((row): AwardWinner => ({
        ...winnerOf(row),
        score: Number(row.score),
        grade: row.grade!,
        placement: row.placement!,
        entry: (row.location_id !== null && cards.get(row.location_id)) || null,
      })),
    };
  }
}

/** Published results change by a back-office action: a minute in shared caches. */
const CACHE_CONTROL = 'public, max-age=60';

/** `GET /api/guest/award/winners`: a year's winners (public). */
export function winnersRoutes(search: WinnersSearch) {
  return [
    defineRoute({
      method: 'get',
      path: AWARD_PATHS.winners,
      summary:
        "A year's published award winners, each with the parts of its score; by award category (placement order) and region, 36 a page",
      access: 'public',
      input: { query: winnersQuery },
      responses: { 200: awardWinnersPageAnswer, 422: errorAnswer },
      async handler({ query, koa }) {
        koa.set('Cache-Control', CACHE_CONTROL);
        return search.page(query, String(koa.state.locale ?? ''));
      },
    }),
  ];
}
