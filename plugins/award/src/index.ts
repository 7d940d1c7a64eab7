import { definePlugin, provideService } from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { awardMigrations } from './award-migrations';
import { awardRoutes } from './award-routes';
import { awardSeeds } from './award-seeds';
import { AWARD_CAMPAIGNS, CampaignStore } from './campaign-store';
import { BACKOFFICE_AWARD_DONATIONS, donationResource } from './donation-resource';
import { DonationService } from './donation-service';
import { awardModels } from './nomination-models';
import { NominationService } from './nomination-service';
import {
  BACKOFFICE_AWARD_RATINGS,
  BACKOFFICE_AWARD_RATINGS_APPROVE,
  ratingResource,
} from './rating-resource';
import { RatingService } from './rating-service';

export * from './domain';
export { AWARD_CAMPAIGNS, type AwardCampaignsService } from './campaign-store';
export { CAMPAIGN_WINDOWS, DONATIONS, NOMINATIONS, NOMINEES, RATINGS } from './award-migrations';
export {
  BACKOFFICE_AWARD_RATINGS,
  BACKOFFICE_AWARD_RATINGS_APPROVE,
  ratingResource,
} from './rating-resource';
export { solveChallenge } from './rating-challenge';
export { BACKOFFICE_AWARD_DONATIONS, donationResource } from './donation-resource';

const campaignStore = (services: Parameters<typeof awardSeeds>[0]) =>
  new CampaignStore(services.db, services.config.award.years);

/**
 * The Swiss Location Award: award years (configuration) and their campaign windows (stored per
 * year), nominations of catalogue locations and of venues not yet listed, with the venue's SLA
 * code and the mail that carries it; donations with their QR bill, listed in the back office;
 * public ratings confirmed by mail, approved in the back office.
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
      name: BACKOFFICE_AWARD_DONATIONS,
      description: 'See the donations to the award',
      grantedToRoles: ['admin', 'award'],
    },
    {
      name: BACKOFFICE_AWARD_RATINGS,
      description: 'See the public ratings of the award with their confirmation trail',
      grantedToRoles: ['admin', 'award'],
    },
    {
      name: BACKOFFICE_AWARD_RATINGS_APPROVE,
      description:
        'Approve public ratings of the award (0 no, 1 yes, 2 highlights and lowlights only)',
      grantedToRoles: ['admin', 'award'],
    },
  ],
  backofficeResources: [donationResource, ratingResource],
  routes: (services) =>
    awardRoutes(
      services,
      campaignStore(services),
      new NominationService(services, services.service(CATALOGUE)),
      new DonationService(services),
      new RatingService(services),
    ),
  seeds: (services) => awardSeeds(services, campaignStore(services)),
});
