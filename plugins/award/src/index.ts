import { definePlugin, provideService, type PlatformServices } from '@eventalp/platform-sdk';
import { awardMigrations } from './award-migrations';
import { awardRoutes } from './award-routes';
import { awardSeeds } from './award-seeds';
import { AWARD_CAMPAIGNS, CampaignStore } from './campaign-store';

export * from './domain';
export { AWARD_CAMPAIGNS, type AwardCampaignsService } from './campaign-store';
export { CAMPAIGN_WINDOWS } from './award-migrations';

const campaignStore = (services: PlatformServices) =>
  new CampaignStore(services.db, services.config.award.years);

/**
 * The Swiss Location Award: award years (configuration) and their campaign windows (stored per
 * year).
 */
export const awardPlugin = definePlugin({
  id: 'award',
  provides: [provideService(AWARD_CAMPAIGNS, (services) => campaignStore(services))],
  migrations: awardMigrations,
  routes: (services) => awardRoutes(services, campaignStore(services)),
  seeds: (services) => awardSeeds(services, campaignStore(services)),
});
