import { defineRoute, errorAnswer, type PlatformServices } from '@eventalp/platform-sdk';
import type { CampaignStore } from './campaign-store';
import { AWARD_PATHS, awardParticipantPageAnswer, participantQuery } from './domain';
import type { ParticipantSearch } from './participant-search';

/** The lists change when a venue confirms or the back office checks: a minute in shared caches. */
const CACHE_CONTROL = 'public, max-age=60';

/** The award's public lists: the award search and the nominated venues of the current year. */
export function participantRoutes(
  services: PlatformServices,
  campaigns: CampaignStore,
  search: ParticipantSearch,
) {
  return [
    defineRoute({
      method: 'get',
      path: AWARD_PATHS.participants,
      summary:
        "The current award year's participating (confirmed) or nominated venues, filtered by name, award category and region, 36 a page in alphabetical order",
      access: 'public',
      input: { query: participantQuery },
      responses: { 200: awardParticipantPageAnswer, 422: errorAnswer },
      async handler({ query, koa }) {
        const { year } = await campaigns.campaigns(services.now());
        koa.set('Cache-Control', CACHE_CONTROL);
        return search.search(year, query, String(koa.state.locale ?? ''));
      },
    }),
  ];
}
