import type { ApiTransport } from '@eventalp/platform-sdk/domain';
import type { DashboardAnalytics } from './analytics-answers';

/** Paths of the analytics routes below `/api`. */
export const ANALYTICS_PATHS = {
  events: '/guest/analytics/events',
  dashboard: '/user/analytics',
} as const;

/** A visitor's event the browser reports: a page view (by URL) or a favourite added. */
export type AnalyticsEventBody =
  | { event: 'view'; url: string }
  | { event: 'favourite'; type: 'location' | 'provider'; id: number };

export function analyticsClient(http: ApiTransport) {
  return {
    /** Counts one visitor event (204); views of pages that are no detail page count nothing. */
    record: (body: AnalyticsEventBody) => http.post<undefined>(ANALYTICS_PATHS.events, body),
    /** The last 90 days of the signed-in owner's entries. */
    dashboard: () => http.get<DashboardAnalytics>(ANALYTICS_PATHS.dashboard),
  };
}
