/** What the platform counts per entry and day (the owners' dashboard charts them). */
export const ANALYTICS_METRICS = ['views', 'favourites', 'requests', 'impressions'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** The dashboard shows this many days, today included. */
export const DASHBOARD_DAYS = 90;

/**
 * The entry a page view is of, when the path is a location or provider detail page
 * (`/site/_{product}/{categoryId}/{slug}/{id}/...`, `/site/_dienstleister/...`); else null.
 * Preview views (`?preview`) are the owner's, not visitors'.
 */
export function detailPageEntry(
  url: string,
  product: string,
): { type: 'location' | 'provider'; id: number } | null {
  const [path = '', query = ''] = url.split('?');
  if (new URLSearchParams(query).has('preview')) return null;
  const match = /^\/site\/_([a-z0-9-]+)\/\d+\/[^/]+\/(\d{1,9})(?:\/[^/]*)?\/?$/.exec(path);
  if (!match) return null;
  if (match[1] === 'dienstleister') return { type: 'provider', id: Number(match[2]) };
  if (match[1] === product) return { type: 'location', id: Number(match[2]) };
  return null;
}

/** The calendar days `from` .. `to` (YYYY-MM-DD, inclusive). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let at = new Date(`${from}T00:00:00Z`);
    at <= new Date(`${to}T00:00:00Z`);
    at.setUTCDate(at.getUTCDate() + 1)
  )
    days.push(at.toISOString().slice(0, 10));
  return days;
}
