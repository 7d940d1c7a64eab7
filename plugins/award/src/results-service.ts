import type { Knex } from 'knex';
import { ValidationError, type PlatformServices } from '@eventalp/platform-sdk';
import type { Catalogue } from '@eventalp/plugin-catalog';
import type { RequestResponses } from '@eventalp/plugin-requests';
import { NOMINEES, RATINGS } from './award-migrations';
import type { CampaignStore } from './campaign-store';
import { CONFIRMATIONS } from './confirmation-migrations';
import {
  JURY_SIZE,
  ratingAnomalies,
  scoreAward,
  technicalFactsOf,
  type Anomaly,
  type CategoryCandidate,
  type EntryFacts,
  type KitGrade,
  type RatingTrace,
} from './domain';
import { JURY_MEMBERS, JURY_SCORES, RESULT_ENTRIES, RESULT_RUNS } from './results-migrations';

/** The jury of the year is not 5 to 8 members (ours; the spec names the range only). */
export const juryMessage = (year: number, members: number) =>
  `Die Jury ${year} hat ${members} Mitglieder; für Ergebnisse braucht sie 5 bis 8.`;
/** A year without confirmed participants has nothing to compute (ours). */
export const noParticipantsMessage = (year: number) =>
  `Für ${year} gibt es keine bestätigten Teilnehmer.`;

/** Counted ratings: confirmed by mail (1 or 2) and approved in the back office (1 or 2). */
const counted = (query: Knex.QueryBuilder) =>
  query.where('r.user_approved', '>', 0).where('r.admin_approved', '>', 0);

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A venue's published award in its awarded category (the winner kit shows it). */
export interface PublishedAward {
  categoryId: number;
  score: number;
  grade: KitGrade;
}

/**
 * Results runs: reads what a year's results are made of (the counted public ratings, the jury's
 * scores, each entry's completeness, requests and reviews), scores it with the pure rules of
 * `domain/award-scoring.ts` and writes the run's rows once. The anomaly report reads the year's
 * ratings.
 */
export class ResultsService {
  constructor(
    private readonly services: PlatformServices,
    private readonly campaigns: CampaignStore,
    private readonly catalogue: Catalogue,
    private readonly responses: RequestResponses,
  ) {}

  /** 422 on `year` unless the year's jury has 5 to 8 members and someone confirmed. */
  async checkYear(trx: Knex, year: number): Promise<void> {
    const [counted] = await trx(JURY_MEMBERS).where({ year }).count<{ count: string }[]>('*');
    const jury = Number(counted?.count ?? 0);
    if (jury < JURY_SIZE.min || jury > JURY_SIZE.max)
      throw ValidationError.field('year', juryMessage(year, jury));
    const confirmed = await trx(NOMINEES).where({ year, status: 'confirmed' }).first('id');
    if (!confirmed) throw ValidationError.field('year', noParticipantsMessage(year));
  }

  /** Computes the year's results into the new run `runId` (inside its creating transaction). */
  async compute(trx: Knex.Transaction, runId: number, year: number): Promise<void> {
    const nominees: {
      id: number;
      location_id: number | null;
      name: string;
      diploma_name: string;
      categories: number[];
      main_category: number;
    }[] = await trx(`${NOMINEES} as n`)
      .join(`${CONFIRMATIONS} as c`, 'c.nominee_id', 'n.id')
      .where({ 'n.year': year, 'n.status': 'confirmed' })
      .orderBy('n.id')
      .select(
        'n.id',
        'n.location_id',
        'n.name',
        'c.diploma_name',
        'c.categories',
        'c.main_category',
      );
    const ratings: { nominee_id: number; grade: number }[] = await counted(
      trx(`${RATINGS} as r`).where('r.year', year),
    ).select('r.nominee_id', 'r.grade');
    const scores: { nominee_id: number; category_id: number; score: string }[] = await trx(
      `${JURY_SCORES} as s`,
    )
      .join(`${JURY_MEMBERS} as m`, 'm.id', 's.member_id')
      .where('m.year', year)
      .select('s.nominee_id', 's.category_id', 's.score');
    const [jury] = await trx(JURY_MEMBERS).where({ year }).count<{ count: string }[]>('*');
    const facts = await this.entryFacts(nominees, year);

    const gradesOf = group(
      ratings,
      (r) => r.nominee_id,
      (r) => r.grade,
    );
    const juryOf = group(
      scores,
      (s) => `${s.nominee_id}:${s.category_id}`,
      (s) => Number(s.score),
    );
    const candidates: CategoryCandidate[] = nominees.flatMap((nominee) =>
      nominee.categories.map((categoryId) => ({
        nomineeId: nominee.id,
        categoryId,
        mainCategory: nominee.main_category,
        ratings: gradesOf.get(nominee.id) ?? [],
        juryScores: juryOf.get(`${nominee.id}:${categoryId}`) ?? [],
        technical: technicalFactsOf(
          nominee.location_id === null ? null : (facts.get(nominee.location_id) ?? null),
        ),
      })),
    );
    const byId = new Map(nominees.map((nominee) => [nominee.id, nominee]));
    const results = scoreAward(candidates);
    const rows = results.map((result) => {
      const nominee = byId.get(result.nomineeId)!;
      const entry = nominee.location_id === null ? null : facts.get(nominee.location_id);
      return {
        run_id: runId,
        nominee_id: nominee.id,
        location_id: nominee.location_id,
        name: nominee.name,
        diploma_name: nominee.diploma_name,
        category_id: result.categoryId,
        public_mean: result.publicMean,
        public_count: result.publicCount,
        jury_mean: result.juryMean,
        jury_count: result.juryCount,
        technical: result.technical,
        technical_parts: JSON.stringify({
          ...technicalFactsOf(entry ?? null),
          entry: entry ?? null,
        }),
        score: result.score,
        grade: result.grade,
        placement: result.placement,
        incomplete: result.incomplete,
        few_ratings: result.fewRatings,
        awarded_category: result.awardedCategory,
        audience_award: result.audienceAward,
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await trx(RESULT_ENTRIES).insert(rows.slice(i, i + 500));
    await trx(RESULT_RUNS)
      .where({ id: runId })
      .update({
        venues: nominees.length,
        awarded: results.filter((result) => result.awardedCategory).length,
        ratings: ratings.length,
        jury_members: Number(jury?.count ?? 0),
        anomalies: (await this.anomalies(trx, year)).length,
      });
  }

  /** The anomaly report of a year's ratings (every rating, counted or not). */
  async anomalies(db: Knex, year: number): Promise<Anomaly[]> {
    const rows: {
      id: number;
      nominee_id: number;
      created_at: Date;
      ip_hash: string;
      grade: number;
      email: string;
    }[] = await db(RATINGS)
      .where({ year })
      .select('id', 'nominee_id', 'created_at', 'ip_hash', 'grade', 'email');
    const earlier: { domain: string }[] = await db(RATINGS)
      .where('year', '<', year)
      .distinct(db.raw(`split_part(email, '@', 2) as domain`));
    const traces: RatingTrace[] = rows.map((row) => ({
      id: row.id,
      nomineeId: row.nominee_id,
      createdAt: row.created_at,
      ipHash: row.ip_hash,
      grade: row.grade,
      emailDomain: row.email.split('@')[1] ?? '',
    }));
    return ratingAnomalies(traces, new Set(earlier.map((row) => row.domain)));
  }

  /** The nominee's award in the year's published results; null when it has none. */
  async publishedAward(year: number, nomineeId: number): Promise<PublishedAward | null> {
    const row = await this.services
      .db(`${RESULT_ENTRIES} as e`)
      .join(`${RESULT_RUNS} as r`, 'r.id', 'e.run_id')
      .where({ 'r.year': year, 'r.status': 'published', 'e.nominee_id': nomineeId })
      .where('e.awarded_category', true)
      .first('e.category_id', 'e.score', 'e.grade');
    return row ? { categoryId: row.category_id, score: Number(row.score), grade: row.grade } : null;
  }

  /** Completeness, reviews and requests of the listed venues, by location id. */
  private async entryFacts(
    nominees: readonly { location_id: number | null }[],
    year: number,
  ): Promise<Map<number, EntryFacts>> {
    const ids = nominees.flatMap((n) => (n.location_id === null ? [] : [n.location_id]));
    const ratingEnd = (await this.campaigns.windowsOf(year)).award.ends_at;
    const [quality, rates] = await Promise.all([
      this.catalogue.entryQuality(ids),
      this.responses.responseRates(ids, new Date(ratingEnd.getTime() - YEAR_MS), ratingEnd),
    ]);
    const rateOf = new Map(rates.map((rate) => [rate.entry_id, rate]));
    return new Map(
      quality.map((entry) => [
        entry.location_id,
        {
          descriptionLength: entry.description_length,
          photos: entry.photos,
          rooms: entry.rooms,
          contact: entry.contact,
          website: entry.website,
          extras: entry.extras,
          reviews: entry.reviews,
          reviewsMean: entry.reviews_mean,
          requests: rateOf.get(entry.location_id)?.requests ?? 0,
          answeredIn48h: rateOf.get(entry.location_id)?.answered_in_48h ?? 0,
        },
      ]),
    );
  }
}

function group<T, K, V>(rows: readonly T[], key: (row: T) => K, value: (row: T) => V) {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(value(row));
    groups.set(key(row), list);
  }
  return groups;
}
