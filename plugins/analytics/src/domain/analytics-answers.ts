import { z } from 'zod';

const counts = z.object({
  views: z.number().int(),
  favourites: z.number().int(),
  requests: z.number().int(),
  impressions: z.number().int(),
});

/** `GET /api/user/analytics`: per own entry, the counts of each day (every day listed) and totals. */
export const dashboardAnalyticsAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    entries: z.array(
      z.object({
        type: z.enum(['location', 'provider']),
        id: z.number().int(),
        name: z.string(),
        totals: counts,
        days: z.array(counts.extend({ day: z.string() })),
      }),
    ),
  })
  .meta({ id: 'DashboardAnalytics' });
export type DashboardAnalytics = z.output<typeof dashboardAnalyticsAnswer>;
