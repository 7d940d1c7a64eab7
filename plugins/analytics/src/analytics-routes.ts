import { z } from 'zod';
import {
  defineRoute,
  MAX_ROW_ID,
  messages,
  RouteResponse,
  wholeNumber,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { swissToday } from '@eventalp/platform-sdk/domain';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { dashboardAnalyticsAnswer } from './domain/analytics-answers';
import { ANALYTICS_PATHS } from './domain/analytics-client';
import { daysBetween, DASHBOARD_DAYS, detailPageEntry } from './domain/analytics-metrics';
import { ENTRY_DAYS } from './analytics-migrations';
import type { EntryAnalytics } from './entry-analytics';

const eventInput = z.discriminatedUnion(
  'event',
  [
    z.object({
      event: z.literal('view'),
      url: z.string({ error: messages.format }).max(2000, messages.format),
    }),
    z.object({
      event: z.literal('favourite'),
      type: z.enum(['location', 'provider'], { error: messages.format }),
      id: wholeNumber(1, MAX_ROW_ID),
    }),
  ],
  { error: messages.format },
);

/** Visitors' events from the browser, and the owners' dashboard figures. */
export function analyticsRoutes(services: PlatformServices, analytics: EntryAnalytics) {
  const { db } = services;
  const catalogue = () => services.service(CATALOGUE);
  return [
    defineRoute({
      method: 'post',
      path: ANALYTICS_PATHS.events,
      summary: 'Count a page view of a detail page or a favourite added (public entries only)',
      access: 'public',
      // A browsing visitor sends one per page; more in a minute is a script.
      rateLimit: { points: 120, durationSeconds: 60 },
      input: { body: eventInput },
      responses: { 204: null },
      async handler({ body, koa }) {
        if (/bot|crawl|spider|slurp|lighthouse/i.test(koa.get('user-agent')))
          return RouteResponse.empty(204);
        const entry =
          body.event === 'view'
            ? detailPageEntry(body.url, services.config.brand)
            : { type: body.type, id: body.id };
        if (entry) {
          const visible = await catalogue().publicEntries(entry.type, [entry.id], []);
          if (visible.length > 0)
            analytics.count(body.event === 'view' ? 'views' : 'favourites', entry.type, [entry.id]);
        }
        return RouteResponse.empty(204);
      },
    }),
    defineRoute({
      method: 'get',
      path: ANALYTICS_PATHS.dashboard,
      summary:
        "Views, favourites, requests and search impressions per day of the owner's entries, last 90 days",
      access: 'authenticated',
      responses: { 200: dashboardAnalyticsAnswer },
      async handler({ user }) {
        await analytics.flush();
        const to = swissToday(services.now());
        const start = new Date(`${to}T00:00:00Z`);
        start.setUTCDate(start.getUTCDate() - (DASHBOARD_DAYS - 1));
        const from = start.toISOString().slice(0, 10);
        const owned = await catalogue().ownedEntries(user!.id);
        const rows = owned.length
          ? await db(ENTRY_DAYS)
              .whereIn(
                ['entry_type', 'entry_id'],
                owned.map((entry) => [entry.type, entry.id]),
              )
              .where('day', '>=', from)
              .select(
                'entry_type',
                'entry_id',
                db.raw(`to_char(day, 'YYYY-MM-DD') as day`),
                'views',
                'favourites',
                'requests',
                'impressions',
              )
          : [];
        const byEntry = new Map<string, Map<string, (typeof rows)[number]>>();
        for (const row of rows) {
          const key = `${row.entry_type}:${row.entry_id}`;
          const days = byEntry.get(key) ?? new Map();
          days.set(row.day, row);
          byEntry.set(key, days);
        }
        const calendar = daysBetween(from, to);
        return {
          from,
          to,
          entries: owned.map((entry) => {
            const stored = byEntry.get(`${entry.type}:${entry.id}`);
            const days = calendar.map((day) => {
              const row = stored?.get(day);
              return {
                day,
                views: row?.views ?? 0,
                favourites: row?.favourites ?? 0,
                requests: row?.requests ?? 0,
                impressions: row?.impressions ?? 0,
              };
            });
            const totals = { views: 0, favourites: 0, requests: 0, impressions: 0 };
            for (const day of days)
              for (const metric of ['views', 'favourites', 'requests', 'impressions'] as const)
                totals[metric] += day[metric];
            return { ...entry, totals, days };
          }),
        };
      },
    }),
  ];
}
