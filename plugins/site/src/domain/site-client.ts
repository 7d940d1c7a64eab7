import type { z } from 'zod';
import { withQuery, type ApiTransport } from '@eventalp/platform-sdk/domain';
import type { AdvertisingTile, AdvertisingTileQuery } from './advertising-tile-input';
import type { clientErrorInput } from './client-error-input';
import type { RedirectRule, ServiceLabel } from './site-answers';

/** Paths of the site's routes below `/api`. */
export const SITE_PATHS = {
  redirects: '/redirects/getall/front',
  serviceLabels: '/guest/service-labels/draw',
  clientErrors: '/guest/common/log',
  advertisingTiles: '/guest/advertising-tiles',
} as const;

/** A front-end error report (spec section 3). */
export type ClientErrorReport = z.input<typeof clientErrorInput>;

/** The site's answers for a front end, typed as the routes declare them. */
export function siteClient(http: ApiTransport) {
  return {
    /** The active redirects. */
    redirects: () => http.get<RedirectRule[]>(SITE_PATHS.redirects),
    serviceLabels: () => http.get<ServiceLabel[]>(SITE_PATHS.serviceLabels),
    /** The active advertising tiles for a search page (its area and criteria). */
    advertisingTiles: (search: AdvertisingTileQuery) =>
      http.get<AdvertisingTile[]>(withQuery(SITE_PATHS.advertisingTiles, search)),
    /** Logs an unhandled front-end error (204). */
    reportError: (report: ClientErrorReport) =>
      http.post<undefined>(SITE_PATHS.clientErrors, report),
  };
}
