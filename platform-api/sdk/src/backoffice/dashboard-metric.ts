import type { Knex } from 'knex';
import { z } from 'zod';
import { swissToday } from '../domain/swiss-day';

/** The weeks a dashboard shows by default, and at most. */
export const DASHBOARD_WEEKS = { default: 12, max: 52 } as const;

/**
 * The weeks a dashboard covers: `weeks` calendar weeks (Monday to Sunday, Swiss time) up to and
 * including the current one.
 */
export interface DashboardWindow {
  now: Date;
  weeks: number;
  /** The Monday of each week as YYYY-MM-DD, oldest first; the last is the current week. */
  weekStarts: readonly string[];
  /** The first week's Monday (YYYY-MM-DD): rows from its midnight in Swiss time on count. */
  from: string;
}

/** One part of a figure of counts, e.g. `{ key: 'sent', label: 'backoffice.dashboard…' }`. */
export interface DashboardPart {
  key: string;
  /** The back office's message id of the part's label. */
  label: string;
}

interface MetricBase {
  /** `<plugin id>.<what>`, e.g. `catalog.new-entries`; unique over all plugins. */
  id: string;
  /** The back office's message id of the figure's title. */
  label: string;
  /** Only holders of this permission see the figure. */
  permission: string;
}

/** Current counts, one per part (e.g. mails sent, failed and pending). */
export interface CountsMetricDeclaration extends MetricBase {
  kind: 'counts';
  parts: readonly [DashboardPart, ...DashboardPart[]];
  /** The count of each part by key; a missing key counts 0. */
  query(window: DashboardWindow): Promise<Readonly<Record<string, number | string>>>;
}

/** A count per week of the window (e.g. new entries per week). */
export interface WeeklyMetricDeclaration extends MetricBase {
  kind: 'weekly';
  /** Counts per week start (YYYY-MM-DD Monday); weeks without a row count 0. */
  query(window: DashboardWindow): Promise<readonly WeekCount[]>;
}

export type DashboardMetricDeclaration = CountsMetricDeclaration | WeeklyMetricDeclaration;
/** A declared dashboard figure, checked by `defineDashboardMetric`. */
export type DashboardMetric = DashboardMetricDeclaration & { readonly checked: true };

/** One week's count as a query answers it (Postgres answers counts as strings). */
export interface WeekCount {
  week: string;
  count: number | string;
}

/** One figure as the dashboard route answers it. */
export const dashboardFigureAnswer = z
  .object({
    id: z.string(),
    /** The back office's message id of the title. */
    label: z.string(),
    kind: z.enum(['counts', 'weekly']),
    /** Counts: one value per part; weekly: one per week start (key and label the Monday). */
    values: z.array(z.object({ key: z.string(), label: z.string(), value: z.number().int() })),
    /** The figure's query failed just now (the others are still answered). */
    unavailable: z.boolean(),
  })
  .meta({ id: 'BackofficeDashboardFigure' });
export type DashboardFigure = z.output<typeof dashboardFigureAnswer>;

/** `GET /api/backoffice/dashboard`: the figures the caller's permissions let them see. */
export const dashboardAnswer = z
  .object({
    weeks: z.array(z.string()),
    figures: z.array(dashboardFigureAnswer),
  })
  .meta({ id: 'BackofficeDashboard' });
export type Dashboard = z.output<typeof dashboardAnswer>;

const METRIC_ID = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;
const MESSAGE_ID = /^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z0-9-]+)+$/;
const PART_KEY = /^[a-z][a-z0-9_]*$/;

/**
 * Declares a dashboard figure a plugin contributes (`dashboardMetrics` of its definition): the
 * host answers it on `GET /api/backoffice/dashboard` to holders of its permission only. Throws on
 * a declaration that cannot work: an id without its plugin's prefix, a label that is no message
 * id, counts without parts or with a part twice.
 */
export function defineDashboardMetric(declaration: DashboardMetricDeclaration): DashboardMetric {
  const problem = metricProblem(declaration);
  if (problem) throw new Error(`Dashboard metric ${declaration.id}: ${problem}`);
  return { ...declaration, checked: true } as DashboardMetric;
}

function metricProblem(declaration: DashboardMetricDeclaration): string | null {
  if (!METRIC_ID.test(declaration.id)) return 'the id is <plugin id>.<what> in kebab-case';
  if (!declaration.permission) return 'a permission is needed';
  const labels = [
    declaration.label,
    ...(declaration.kind === 'counts' ? declaration.parts.map((part) => part.label) : []),
  ];
  const badLabel = labels.find((label) => !MESSAGE_ID.test(label));
  if (badLabel !== undefined) return `not a message id: ${badLabel || '(empty)'}`;
  if (declaration.kind === 'counts') {
    if (declaration.parts.length === 0) return 'counts need at least one part';
    const keys = declaration.parts.map((part) => part.key);
    const badKey = keys.find((key) => !PART_KEY.test(key));
    if (badKey !== undefined) return `not a part key: ${badKey || '(empty)'}`;
    const twice = keys.find((key, index) => keys.indexOf(key) !== index);
    if (twice) return `part ${twice} is named twice`;
  }
  return null;
}

const DAY_MS = 86_400_000;

/** The YYYY-MM-DD day `days` days after `day` (calendar arithmetic, no time zone). */
function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The `weeks` calendar weeks up to `now`'s week in Swiss time. */
export function dashboardWindow(
  now: Date,
  weeks: number = DASHBOARD_WEEKS.default,
): DashboardWindow {
  if (!Number.isInteger(weeks) || weeks < 1) throw new Error('a dashboard covers at least a week');
  const today = swissToday(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = shiftDay(today, -((weekday + 6) % 7));
  const weekStarts = Array.from({ length: weeks }, (_, index) =>
    shiftDay(monday, -7 * (weeks - 1 - index)),
  );
  return { now, weeks, weekStarts, from: weekStarts[0]! };
}

/** A count as a whole number ≥ 0 (Postgres answers bigint counts as strings). */
function countOf(value: number | string | undefined, where: string): number {
  const count = value === undefined ? 0 : Number(value);
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`${where}: not a count: ${value}`);
  return count;
}

/**
 * Runs a figure's query over the window and answers it in the route's shape: the parts in their
 * declared order (a part the query left out counts 0), or every week of the window (weeks without
 * rows count 0; rows outside the window are left out).
 */
export async function dashboardFigure(
  metric: DashboardMetric,
  window: DashboardWindow,
): Promise<DashboardFigure> {
  const base = { id: metric.id, label: metric.label, kind: metric.kind, unavailable: false };
  if (metric.kind === 'counts') {
    const counts = await metric.query(window);
    return {
      ...base,
      values: metric.parts.map((part) => ({
        key: part.key,
        label: part.label,
        value: countOf(counts[part.key], `${metric.id} ${part.key}`),
      })),
    };
  }
  const byWeek = new Map<string, number>();
  for (const row of await metric.query(window)) {
    const week = String(row.week).slice(0, 10);
    byWeek.set(week, (byWeek.get(week) ?? 0) + countOf(row.count, `${metric.id} ${week}`));
  }
  return {
    ...base,
    values: window.weekStarts.map((week) => ({
      key: week,
      label: week,
      value: byWeek.get(week) ?? 0,
    })),
  };
}

/**
 * Counts the rows of `rows` per calendar week (Swiss time) of `column` within the window, for a
 * weekly figure's query: `weeklyCounts(db('requests_requests'), 'created_at', window)`.
 */
export async function weeklyCounts(
  rows: Knex.QueryBuilder,
  column: string,
  window: DashboardWindow,
): Promise<WeekCount[]> {
  const week = "to_char(date_trunc('week', ?? at time zone 'Europe/Zurich'), 'YYYY-MM-DD')";
  return rows
    .clone()
    .clearSelect()
    .clearOrder()
    .whereRaw("?? >= (?::date)::timestamp at time zone 'Europe/Zurich'", [column, window.from])
    .select(rows.client.raw(`${week} as week`, [column]))
    .count({ count: '*' })
    .groupByRaw(week, [column]);
}
