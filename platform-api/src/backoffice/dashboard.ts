import { z } from 'zod';
import {
  BACKOFFICE_DASHBOARD_PATH,
  DASHBOARD_WEEKS,
  dashboardAnswer,
  dashboardFigure,
  dashboardWindow,
  defineDashboardMetric,
  defineRoute,
  hasPermissions,
  wholeNumber,
  type Dashboard,
  type DashboardMetric,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { OUTBOX_TABLE } from '../mail/outbox';
import { BACKOFFICE_OUTBOX_PERMISSION } from '../mail/outbox-resource';
import type { Platform } from '../platform';
import { BACKOFFICE_QUEUES_PERMISSION } from './platform-resources';

/** A queue that tells how many jobs wait or run (Bull on Redis, or the in-process queue). */
export interface CountedQueue {
  pendingCount(): Promise<number>;
}

/**
 * The host's own dashboard figures: mails of the outbox by state (sent, failed or given up,
 * waiting or being sent) and the job queue's depth (Bull with Redis, else in-process).
 */
export function platformDashboardMetrics(
  services: PlatformServices,
  queue: CountedQueue,
): DashboardMetric[] {
  return [
    defineDashboardMetric({
      id: 'platform.mails',
      label: 'backoffice.dashboard.mails',
      permission: BACKOFFICE_OUTBOX_PERMISSION,
      kind: 'counts',
      parts: [
        { key: 'sent', label: 'backoffice.dashboard.mails.sent' },
        { key: 'failed', label: 'backoffice.dashboard.mails.failed' },
        { key: 'pending', label: 'backoffice.dashboard.mails.pending' },
      ],
      async query() {
        const rows: { part: string; count: string }[] = await services
          .db(OUTBOX_TABLE)
          .select(
            services.db.raw(
              `case status when 'sent' then 'sent' when 'pending' then 'pending'
                 when 'sending' then 'pending' else 'failed' end as part`,
            ),
          )
          .count({ count: '*' })
          .groupBy('part');
        return Object.fromEntries(rows.map((row) => [row.part, row.count]));
      },
    }),
    defineDashboardMetric({
      id: 'platform.queue-depth',
      label: 'backoffice.dashboard.queueDepth',
      permission: BACKOFFICE_QUEUES_PERMISSION,
      kind: 'counts',
      parts: [{ key: 'jobs', label: 'backoffice.dashboard.queueDepth.jobs' }],
      // Redis unreachable: Bull would wait for it; the figure is answered unavailable instead.
      query: async () => ({ jobs: await withinMs(queue.pendingCount(), QUEUE_COUNT_TIMEOUT_MS) }),
    }),
  ];
}

/** How long the queue depth may take before its figure is answered unavailable. */
const QUEUE_COUNT_TIMEOUT_MS = 2000;

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const dashboardQuery = z.object({
  weeks: wholeNumber(1, DASHBOARD_WEEKS.max).default(DASHBOARD_WEEKS.default),
});

/**
 * `GET /api/backoffice/dashboard`: every plugin's dashboard figure whose permission the caller
 * holds (none for anyone else), over `weeks` calendar weeks. The figures are read side by side; one
 * whose query fails is answered `unavailable` with no values, the others as usual.
 */
export function dashboardRoute(platform: Platform) {
  return defineRoute({
    method: 'get',
    path: BACKOFFICE_DASHBOARD_PATH,
    summary: 'Back office: the dashboard figures (counts, weekly series) the caller may see',
    access: 'authenticated',
    input: { query: dashboardQuery },
    responses: { 200: dashboardAnswer },
    async handler({ user, query, koa }): Promise<Dashboard> {
      koa.set('Cache-Control', 'no-store');
      const grants = await platform.grants.fresh();
      const window = dashboardWindow(platform.services.now(), query.weeks);
      const visible = platform.dashboardMetrics.filter((metric) =>
        hasPermissions(user!, [metric.permission], grants),
      );
      const figures = await Promise.all(
        visible.map((metric) =>
          dashboardFigure(metric, window).catch((error: unknown) => {
            platform.services.logger.error({ err: error, metric: metric.id }, 'figure failed');
            return {
              id: metric.id,
              label: metric.label,
              kind: metric.kind,
              values: [],
              unavailable: true,
            };
          }),
        ),
      );
      return { weeks: [...window.weekStarts], figures };
    },
  });
}
