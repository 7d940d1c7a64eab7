import { definePlugin, provideService } from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { awardMigrations } from './award-migrations';
import { awardRoutes } from './award-routes';
import { awardSeeds } from './award-seeds';
import { AWARD_CAMPAIGNS, CampaignStore } from './campaign-store';
import { BACKOFFICE_AWARD_CAMPAIGNS, campaignWindowResource } from './campaign-window-resource';
import { BACKOFFICE_AWARD_DONATIONS, donationResource } from './donation-resource';
import { DonationService } from './donation-service';
import { awardModels } from './nomination-models';
import { NominationService } from './nomination-service';

export * from './domain';
export { AWARD_CAMPAIGNS, type AwardCampaignsService } from './campaign-store';
export { CAMPAIGN_WINDOWS, DONATIONS, NOMINATIONS, NOMINEES } from './award-migrations';
export { BACKOFFICE_AWARD_DONATIONS, donationResource } from './donation-resource';
export {
  BACKOFFICE_AWARD_CAMPAIGNS,
  CAMPAIGN_WINDOW_ORDER_MESSAGE,
  campaignWindowResource,
} from './campaign-window-resource';

const campaignStore = (services: Parameters<typeof awardSeeds>[0]) =>
  new CampaignStore(services.db, services.config.award.years);

/**
 * The Swiss Location Award: award years (configuration) and their campaign windows (stored per
 * year), nominations of catalogue locations and of venues not yet listed, with the venue's SLA
 * code and the mail that carries it; donations with their QR bill, listed in the back office.
 */
export const awardPlugin = definePlugin({
  id: 'award',
  // Nominated venues are catalogue locations (names, contact addresses).
  dependencies: ['catalog'],
  uses: [CATALOGUE],
  provides: [provideService(AWARD_CAMPAIGNS, (services) => campaignStore(services))],
  migrations: awardMigrations,
  models: awardModels,
  permissions: [
    {
      name: BACKOFFICE_AWARD_CAMPAIGNS,
      description: 'Move the campaign windows of the award years',
      grantedToRoles: ['admin', 'award'],
    },
    {
      name: BACKOFFICE_AWARD_DONATIONS,
      description: 'See the donations to the award',
      grantedToRoles: ['admin', 'award'],
    },
  ],
  backofficeResources: [campaignWindowResource, donationResource],
  routes: (services) =>
    awardRoutes(
      services,
      campaignStore(services),
      new NominationService(services, services.service(CATALOGUE)),
      new DonationService(services),
    ),
  seeds: (services) => awardSeeds(services, campaignStore(services)),
});
