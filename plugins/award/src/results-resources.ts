import { z } from 'zod';
import {
  authorFields,
  choiceFilter,
  decimalNumber,
  defineResource,
  HttpError,
  MAX_ROW_ID,
  numberFilter,
  optionalText,
  requiredText,
  ValidationError,
  wholeNumber,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { REQUEST_RESPONSES } from '@eventalp/plugin-requests';
import { NOMINEES } from './award-migrations';
import { CampaignStore } from './campaign-store';
import { CONFIRMATIONS } from './confirmation-migrations';
import { JURY_SIZE, KIT_GRADES, RESULT_RUN_STATUSES } from './domain';
import { JURY_MEMBERS, JURY_SCORES, RESULT_ENTRIES, RESULT_RUNS } from './results-migrations';
import { ResultsService } from './results-service';

/** Who may compute and read results runs, and keep the jury and its scores (the award office). */
export const BACKOFFICE_AWARD_RESULTS = 'backoffice.award.results';
/** Who may publish and unpublish a year's results (the award office). */
export const BACKOFFICE_AWARD_RESULTS_PUBLISH = 'backoffice.award.results.publish';

/** The texts of the results' back office (ours: the spec names none). */
export const resultsMessages = {
  year: 'Kein Award-Jahr.',
  juryFull: `Die Jury eines Jahres hat höchstens ${JURY_SIZE.max} Mitglieder.`,
  memberTaken: 'Dieses Jurymitglied gibt es für das Jahr schon.',
  member: 'Dieses Jurymitglied gibt es nicht.',
  nominee: 'Diese Location nimmt in diesem Jahr nicht teil.',
  category: 'Die Location nimmt in dieser Kategorie nicht teil.',
  scoreTaken: 'Dieses Mitglied hat die Location in dieser Kategorie schon bewertet.',
  score: 'Die Punktzahl liegt zwischen 1 und 10.',
  published: 'Dieses Ergebnis ist schon veröffentlicht.',
  otherPublished: 'Für dieses Jahr ist schon ein Ergebnis veröffentlicht: zuerst zurückziehen.',
  notPublished: 'Dieses Ergebnis ist nicht veröffentlicht.',
} as const;

export const resultsServiceOf = (services: PlatformServices) =>
  new ResultsService(
    services,
    new CampaignStore(services.db, services.config.award.years),
    services.service(CATALOGUE),
    services.service(REQUEST_RESPONSES),
  );

const awardYear = wholeNumber(2000, 2100, resultsMessages.year);
const id = wholeNumber(1, MAX_ROW_ID);
const iso = z.iso.datetime().nullable();

const checkYear = (services: PlatformServices, year: unknown) => {
  if (!services.config.award.years.includes(Number(year)))
    throw ValidationError.field('year', resultsMessages.year);
};

// --- Runs -------------------------------------------------------------------------------------

export const backofficeResultRunAnswer = z.object({
  id: z.number().int(),
  year: z.number().int(),
  status: z.enum(RESULT_RUN_STATUSES),
  venues: z.number().int(),
  awarded: z.number().int(),
  ratings: z.number().int(),
  jury_members: z.number().int(),
  anomalies: z.number().int(),
  published_at: iso,
  published_by: z.number().int().nullable(),
  unpublished_at: iso,
  ...authorFields,
});

/** An anomaly of the year's ratings as the run's show screen lists it. */
const anomalyAnswer = z.object({
  kind: z.enum(['network_burst', 'one_sided', 'new_domains']),
  nominee_ids: z.array(z.number().int()),
  rating_ids: z.array(z.number().int()),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  count: z.number().int(),
  detail: z.string().nullable(),
});

/**
 * Results runs (issue rule: an explicit action per year). Creating one computes a preview of the
 * year from its ratings, jury and catalogue as they are now; `publish` makes it the year's winners
 * (one published run per year), `unpublish` takes it back. A run's rows never change; every step
 * is in the audit log. Its show screen carries the anomaly report of the year's ratings.
 */
export const resultRunResource = defineResource({
  name: 'award-result-runs',
  answerName: 'BackofficeAwardResultRun',
  noun: 'results run',
  table: RESULT_RUNS,
  row: backofficeResultRunAnswer,
  create: z.object({ year: awardYear }),
  update: false,
  filters: {
    year: numberFilter('year', 2000, 2100),
    status: choiceFilter('status', RESULT_RUN_STATUSES),
  },
  sortable: ['created_at', 'year', 'status', 'id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  permissions: {
    read: BACKOFFICE_AWARD_RESULTS,
    write: BACKOFFICE_AWARD_RESULTS,
  },
  async check(services, trx, values) {
    checkYear(services, values.year);
    await resultsServiceOf(services).checkYear(trx, Number(values.year));
  },
  async onChange(services, change) {
    if (change.action !== 'create') return;
    for (const runId of change.ids) {
      const run = await change.trx(RESULT_RUNS).where({ id: runId }).first('year');
      await resultsServiceOf(services).compute(change.trx, runId, run.year);
    }
  },
  details: {
    answer: z.object({ anomaly_report: z.array(anomalyAnswer) }),
    async load(services, record) {
      const anomalies = await resultsServiceOf(services).anomalies(
        services.db,
        Number(record.year),
      );
      return {
        anomaly_report: anomalies.map((anomaly) => ({
          kind: anomaly.kind,
          nominee_ids: anomaly.nomineeIds,
          rating_ids: anomaly.ratingIds,
          from: anomaly.from.toISOString(),
          to: anomaly.to.toISOString(),
          count: anomaly.count,
          detail: anomaly.detail,
        })),
      };
    },
  },
  actions: {
    publish: {
      summary: "publish a results run: the year's winners pages and kits show it",
      permission: BACKOFFICE_AWARD_RESULTS_PUBLISH,
      async run(_services, trx, row, { now, user }) {
        if (row.status === 'published') throw new HttpError(409, resultsMessages.published);
        // One publication of a year at a time: a second run published at once waits and is told
        // (409) instead of failing on the one-published-run index.
        await trx.raw('select pg_advisory_xact_lock(hashtext(?), ?)', [
          RESULT_RUNS,
          Number(row.year),
        ]);
        const other = await trx(RESULT_RUNS)
          .where({ year: row.year, status: 'published' })
          .whereNot({ id: row.id })
          .first('id');
        if (other) throw new HttpError(409, resultsMessages.otherPublished);
        const [after] = await trx(RESULT_RUNS)
          .where({ id: row.id })
          .update({
            status: 'published',
            published_at: now,
            published_by: user.id,
            unpublished_at: null,
            updated_by: user.id,
            updated_at: now,
          })
          .returning('*');
        return after;
      },
    },
    unpublish: {
      summary: 'take a published results run back (its rows stay as they are)',
      permission: BACKOFFICE_AWARD_RESULTS_PUBLISH,
      async run(_services, trx, row, { now, user }) {
        if (row.status !== 'published') throw new HttpError(409, resultsMessages.notPublished);
        const [after] = await trx(RESULT_RUNS)
          .where({ id: row.id })
          .update({
            status: 'unpublished',
            unpublished_at: now,
            updated_by: user.id,
            updated_at: now,
          })
          .returning('*');
        return after;
      },
    },
  },
});

// --- A run's rows ------------------------------------------------------------------------------

export const backofficeResultEntryAnswer = z.object({
  id: z.number().int(),
  run_id: z.number().int(),
  nominee_id: z.number().int(),
  location_id: z.number().int().nullable(),
  name: z.string(),
  diploma_name: z.string().nullable(),
  category_id: z.number().int(),
  public_mean: z.number().nullable(),
  public_count: z.number().int(),
  jury_mean: z.number().nullable(),
  jury_count: z.number().int(),
  technical: z.number(),
  technical_parts: z.record(z.string(), z.unknown()),
  score: z.number().nullable(),
  grade: z.enum(KIT_GRADES).nullable(),
  placement: z.number().int().nullable(),
  incomplete: z.enum(['no_ratings', 'few_jury_scores']).nullable(),
  few_ratings: z.boolean(),
  awarded_category: z.boolean(),
  audience_award: z.boolean(),
});

const decimalOrNull = (value: unknown) => (value === null ? null : Number(value));

/** The rows of the runs (read-only): every venue in each of its categories, with its parts. */
export const resultEntryResource = defineResource({
  name: 'award-result-entries',
  answerName: 'BackofficeAwardResultEntry',
  noun: 'results row',
  table: RESULT_ENTRIES,
  row: backofficeResultEntryAnswer,
  toRow: (record) => ({
    ...record,
    public_mean: decimalOrNull(record.public_mean),
    jury_mean: decimalOrNull(record.jury_mean),
    technical: Number(record.technical),
    score: decimalOrNull(record.score),
  }),
  filters: {
    run_id: numberFilter('run_id', 1),
    category_id: numberFilter('category_id', 1),
    grade: choiceFilter('grade', KIT_GRADES),
  },
  sortable: ['placement', 'score', 'name', 'category_id', 'public_count', 'id'],
  defaultSort: { field: 'score', order: 'desc' },
  search: ['name'],
  perPage: { default: 50, max: 100 },
  permissions: { read: BACKOFFICE_AWARD_RESULTS },
});

// --- The jury ----------------------------------------------------------------------------------

export const backofficeJuryMemberAnswer = z.object({
  id: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  function: z.string().nullable(),
  ...authorFields,
});

/** The jury of each award year: 5 to 8 members (a run refuses a jury outside that range). */
export const juryMemberResource = defineResource({
  name: 'award-jury-members',
  answerName: 'BackofficeAwardJuryMember',
  noun: 'jury member',
  table: JURY_MEMBERS,
  row: backofficeJuryMemberAnswer,
  create: z.object({
    year: awardYear,
    name: requiredText({ max: 255 }),
    function: optionalText(255),
  }),
  filters: { year: numberFilter('year', 2000, 2100) },
  sortable: ['name', 'year', 'id'],
  search: ['name', 'function'],
  delete: true,
  unique: [['year', 'name']],
  uniqueMessage: resultsMessages.memberTaken,
  permissions: { read: BACKOFFICE_AWARD_RESULTS, write: BACKOFFICE_AWARD_RESULTS },
  async check(services, trx, values, before) {
    checkYear(services, values.year);
    if (before && before.year === values.year) return;
    const [counted] = await trx(JURY_MEMBERS)
      .where({ year: values.year })
      .count<{ count: string }[]>('*');
    if (Number(counted?.count) >= JURY_SIZE.max)
      throw ValidationError.field('year', resultsMessages.juryFull);
  },
});

export const backofficeJuryScoreAnswer = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  nominee_id: z.number().int(),
  category_id: z.number().int(),
  score: z.number(),
  ...authorFields,
});

const juryScore = decimalNumber(1, 10, resultsMessages.score).refine(
  (score) => Number.isInteger(score * 10),
  { error: resultsMessages.score },
);

/**
 * The jury members' scores: one per member, venue and award category the venue takes part in,
 * 1 to 10 with one decimal. A member who does not score a venue is left out of its jury mean.
 */
export const juryScoreResource = defineResource({
  name: 'award-jury-scores',
  answerName: 'BackofficeAwardJuryScore',
  noun: 'jury score',
  table: JURY_SCORES,
  row: backofficeJuryScoreAnswer,
  toRow: (record) => ({ ...record, score: Number(record.score) }),
  create: z.object({ member_id: id, nominee_id: id, category_id: id, score: juryScore }),
  update: z.object({ score: juryScore }),
  filters: {
    member_id: numberFilter('member_id', 1),
    nominee_id: numberFilter('nominee_id', 1),
    category_id: numberFilter('category_id', 1),
  },
  sortable: ['nominee_id', 'member_id', 'category_id', 'score', 'id'],
  delete: true,
  unique: [['member_id', 'nominee_id', 'category_id']],
  uniqueMessage: resultsMessages.scoreTaken,
  permissions: { read: BACKOFFICE_AWARD_RESULTS, write: BACKOFFICE_AWARD_RESULTS },
  async check(_services, trx, values, before) {
    if (before) return; // a change moves the score only
    const member = await trx(JURY_MEMBERS).where({ id: values.member_id }).first('year');
    if (!member) throw ValidationError.field('member_id', resultsMessages.member);
    const nominee = await trx(`${NOMINEES} as n`)
      .join(`${CONFIRMATIONS} as c`, 'c.nominee_id', 'n.id')
      .where({ 'n.id': values.nominee_id, 'n.year': member.year, 'n.status': 'confirmed' })
      .first('c.categories');
    if (!nominee) throw ValidationError.field('nominee_id', resultsMessages.nominee);
    if (!(nominee.categories as number[]).includes(Number(values.category_id)))
      throw ValidationError.field('category_id', resultsMessages.category);
  },
});
