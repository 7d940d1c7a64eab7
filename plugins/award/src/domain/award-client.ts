import type { ApiTransport } from '@eventalp/platform-sdk/domain';
import type { AwardCampaigns } from './award-answers';

/** Paths of the award's routes below `/api`. */
export const AWARD_PATHS = {
  campaigns: '/guest/award/campaigns',
} as const;

/** The award's answers for a front end, typed as the routes declare them. */
export function awardClient(http: Pick<ApiTransport, 'get'>) {
  return {
    /** The current awarded year and every campaign window's status. */
    campaigns: () => http.get<AwardCampaigns>(AWARD_PATHS.campaigns),
  };
}
