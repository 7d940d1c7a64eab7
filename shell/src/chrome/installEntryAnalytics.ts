import type { PlatformClient, PlatformEventBus } from '@eventalp/shell-kit';
import { analyticsClient, detailPageEntry } from '@eventalp/plugin-analytics/domain';

/**
 * Reports what the owners' dashboard counts: a page view of a location or provider detail page
 * (from the shell's page-view hook) and a favourite added. Failures are ignored: analytics never
 * disturb a visit. Other page views are not sent.
 */
export function installEntryAnalytics(
  bus: PlatformEventBus,
  http: PlatformClient,
  brand: string,
): () => void {
  const analytics = analyticsClient(http);
  const ignore = () => undefined;
  const offView = bus.on('analytics:page-view', ({ url }) => {
    if (detailPageEntry(url, brand)) analytics.record({ event: 'view', url }).catch(ignore);
  });
  const offFavourite = bus.on('favourites:added', ({ kind, id }) => {
    analytics.record({ event: 'favourite', type: kind, id }).catch(ignore);
  });
  return () => {
    offView();
    offFavourite();
  };
}
