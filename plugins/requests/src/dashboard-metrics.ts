import {
  defineDashboardMetric,
  weeklyCounts,
  type DashboardMetric,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { REQUESTS } from './request-migrations';

/** Requests per week (one per entry a visitor wrote to), for holders of the requests permission. */
export function requestDashboardMetrics(services: PlatformServices): DashboardMetric[] {
  return [
    defineDashboardMetric({
      id: 'requests.per-week',
      label: 'backoffice.dashboard.requests',
      permission: 'backoffice.requests',
      kind: 'weekly',
      query: (window) => weeklyCounts(services.db(REQUESTS), 'created_at', window),
    }),
  ];
}
