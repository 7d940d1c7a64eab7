import {
  defineDashboardMetric,
  weeklyCounts,
  type DashboardMetric,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { entryKinds } from './entry-kind';
import { PENDING_CHANGES } from './owner/owner-migrations';

/** Who sees the catalogue's figures: the holders of the catalogue's back-office permission. */
const CATALOG_PERMISSION = 'backoffice.catalog';

/**
 * The catalogue's dashboard figures: new entries (locations and providers) per week, and the
 * approval queue (new entries and owners' changes waiting for a decision).
 */
export function catalogDashboardMetrics(services: PlatformServices): DashboardMetric[] {
  const { db } = services;
  return [
    defineDashboardMetric({
      id: 'catalog.new-entries',
      label: 'backoffice.dashboard.newEntries',
      permission: CATALOG_PERMISSION,
      kind: 'weekly',
      async query(window) {
        const perKind = await Promise.all(
          Object.values(entryKinds).map(({ table }) =>
            weeklyCounts(db(table), 'created_at', window),
          ),
        );
        return perKind.flat();
      },
    }),
    defineDashboardMetric({
      id: 'catalog.approval-queue',
      label: 'backoffice.dashboard.approvalQueue',
      permission: CATALOG_PERMISSION,
      kind: 'counts',
      parts: [
        { key: 'new_entry', label: 'backoffice.dashboard.approvalQueue.newEntries' },
        { key: 'change', label: 'backoffice.dashboard.approvalQueue.changes' },
      ],
      async query() {
        const rows: { kind: string; count: string }[] = await db(PENDING_CHANGES)
          .where({ status: 'pending' })
          .select('kind')
          .count({ count: '*' })
          .groupBy('kind');
        return Object.fromEntries(rows.map((row) => [row.kind, row.count]));
      },
    }),
  ];
}
