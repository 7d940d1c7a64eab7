import { createServiceRef, type PlatformServices } from '@eventalp/platform-sdk';
import { swissToday } from '@eventalp/platform-sdk/domain';
import { ANALYTICS_METRICS, type AnalyticsMetric } from './domain/analytics-metrics';
import { ENTRY_DAYS } from './analytics-migrations';

/** How long counts wait in memory before they are written (search impressions come in floods). */
const FLUSH_AFTER_MS = 2000;

/** Counting what visitors do with entries, for the owners' dashboard. */
export interface EntryAnalytics {
  /** Counts `metric` once for each of these entries today (written within two seconds). */
  count(metric: AnalyticsMetric, type: 'location' | 'provider', ids: readonly number[]): void;
  /** Writes what is counted so far. */
  flush(): Promise<void>;
}

export const ENTRY_ANALYTICS = createServiceRef<EntryAnalytics>('analytics.entries');

/**
 * Counts in memory and adds them to the day rows in one upsert per flush, so a search answer
 * costs no database write. A crash loses at most two seconds of counts.
 */
export function entryAnalytics(
  services: Pick<PlatformServices, 'db' | 'now' | 'logger'>,
): EntryAnalytics {
  let pending = new Map<string, Record<AnalyticsMetric, number>>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const rows = [...batch].map(([key, counts]) => {
      const [entry_type, entry_id, day] = key.split('|');
      return { entry_type, entry_id: Number(entry_id), day, ...counts };
    });
    const add = ANALYTICS_METRICS.map(
      (metric) => `${metric} = ${ENTRY_DAYS}.${metric} + excluded.${metric}`,
    ).join(', ');
    const insert = services.db(ENTRY_DAYS).insert(rows).toQuery();
    await services.db.raw(`${insert} on conflict (entry_type, entry_id, day) do update set ${add}`);
  };
  return {
    count(metric, type, ids) {
      const day = swissToday(services.now());
      for (const id of ids) {
        const key = `${type}|${id}|${day}`;
        const counts = pending.get(key) ?? { views: 0, favourites: 0, requests: 0, impressions: 0 };
        counts[metric] += 1;
        pending.set(key, counts);
      }
      timer ??= setTimeout(() => {
        flush().catch((error: unknown) =>
          services.logger.warn({ err: error }, 'analytics flush failed'),
        );
      }, FLUSH_AFTER_MS);
      timer.unref?.();
    },
    flush,
  };
}
