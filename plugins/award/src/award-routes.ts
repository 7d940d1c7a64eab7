import { defineRoute, type PlatformServices } from '@eventalp/platform-sdk';
import { AWARD_PATHS, awardCampaignsAnswer } from './domain';
import type { CampaignStore } from './campaign-store';

/** The windows change a few times a year: shared caches may keep them a minute. */
const CACHE_CONTROL = 'public, max-age=60';

/** The award's public API: the campaign windows. */
export function awardRoutes(services: PlatformServices, campaigns: CampaignStore) {
  return [
    defineRoute({
      method: 'get',
      path: AWARD_PATHS.campaigns,
      summary:
        'The current awarded year and its campaign windows (active 1 strictly between start and end, state before/running/after)',
      access: 'public',
      responses: { 200: awardCampaignsAnswer },
      async handler({ koa }) {
        koa.set('Cache-Control', CACHE_CONTROL);
        return campaigns.campaigns(services.now());
      },
    }),
  ];
}
