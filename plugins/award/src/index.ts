import { definePlugin, provideService } from '@eventalp/platform-sdk';
import { ACCOUNT_DIRECTORY } from '@eventalp/plugin-accounts';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { awardMigrations } from './award-migrations';
import { awardRoutes } from './award-routes';
import { awardSeeds } from './award-seeds';
import { AWARD_CAMPAIGNS, CampaignStore } from './campaign-store';
import { BACKOFFICE_AWARD_CAMPAIGNS, campaignWindowResource } from './campaign-window-resource';
import { BACKOFFICE_AWARD_DONATIONS, donationResource } from './donation-resource';
import { DonationService } from './donation-service';
import { AWARD_SIGNUP, type AwardSignup } from '@eventalp/plugin-catalog';
import { confirmationMigrations } from './confirmation-migrations';
import { confirmationRoutes } from './confirmation-routes';
import { ConfirmationService } from './confirmation-service';
import { formalCheckRoutes } from './formal-check-routes';
import { FormalCheckService } from './formal-check-service';
import { awardModels } from './nomination-models';
import {
  BACKOFFICE_AWARD_NOMINATIONS,
  nominationResource,
  nomineeResource,
} from './nominee-resource';
import { NominationService } from './nomination-service';
import {
  BACKOFFICE_AWARD_RATINGS,
  BACKOFFICE_AWARD_RATINGS_APPROVE,
  ratingResource,
} from './rating-resource';
import { RatingService } from './rating-service';
import { participantRoutes } from './participant-routes';
import { partnerMigrations } from './partner-migrations';
import {
  BACKOFFICE_AWARD_PARTNERS,
  BACKOFFICE_AWARD_PARTNERS_DECIDE,
  partnerResource,
} from './partner-resource';
import { partnerDecisionRoutes, partnerRoutes, partnerSessionRoutes } from './partner-routes';
import { PartnerSessions } from './partner-sessions';
import { partnerPageResource } from './partner-page-resource';
import { PartnerPages, partnerPagePublicRoutes, partnerPageRoutes } from './partner-pages';
import { PartnerService } from './partner-service';
import { ParticipantSearch } from './participant-search';
import { kitMigrations } from './kit-migrations';
import {
  AWARD_LOCATION_SUMMARIES,
  LocationAwardSummaryStore,
  locationAwardRoutes,
} from './location-award-summary';
import { kitRoutes } from './kit-routes';
import { kitBuildResource } from './kit-resource';
import { KitService, type KitAward } from './kit-service';
import { figuresMigrations } from './figures-migrations';
import { figuresRoutes } from './figures-routes';
import { figuresSeeds } from './figures-seeds';
import { FiguresService } from './figures-service';
import { resultsMigrations } from './results-migrations';
import {
  BACKOFFICE_AWARD_RESULTS,
  BACKOFFICE_AWARD_RESULTS_PUBLISH,
  juryMemberResource,
  juryScoreResource,
  resultEntryResource,
  resultRunResource,
  resultsServiceOf,
} from './results-resources';
import { WinnersSearch, winnersRoutes } from './winners-search';
import { resultsSeeds } from './results-seeds';
import { REQUEST_RESPONSES } from '@eventalp/plugin-requests';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';

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
export {
  BACKOFFICE_AWARD_CAMPAIGNS,
  CAMPAIGN_WINDOW_ORDER_MESSAGE,
  campaignWindowResource,
} from './campaign-window-resource';
export { CONFIRMATIONS, NOMINEE_OVERVIEW } from './confirmation-migrations';
export { PARTNER_PAGES, PARTNER_REQUESTS } from './partner-migrations';
export {
  AWARD_LOCATION_SUMMARIES,
  type LocationAwardSummaries,
  type LocationAwardYear,
} from './location-award-summary';
export { partnerPageResource } from './partner-page-resource';
export {
  BACKOFFICE_AWARD_PARTNERS,
  BACKOFFICE_AWARD_PARTNERS_DECIDE,
  partnerResource,
} from './partner-resource';
export {
  BACKOFFICE_AWARD_RESULTS,
  BACKOFFICE_AWARD_RESULTS_PUBLISH,
  juryMemberResource,
  juryScoreResource,
  resultEntryResource,
  resultRunResource,
  resultsMessages,
} from './results-resources';
export { JURY_MEMBERS, JURY_SCORES, RESULT_ENTRIES, RESULT_RUNS } from './results-migrations';
export {
  BACKOFFICE_AWARD_NOMINATIONS,
  nominationResource,
  nomineeResource,
} from './nominee-resource';

const campaignStore = (services: Parameters<typeof awardSeeds>[0]) =>
  new CampaignStore(services.db, services.config.award.years);

/** The column of a taxonomy term's name in each award language. */
const NAME_COLUMNS = { de: 'name', fr: 'name_fr', it: 'name_it', en: 'name_en' } as const;

/**
 * Kits of confirmed venues (voting) and of awarded ones (winner: the award in the year's
 * published results, its category named in the kit's language; none, no winner kit: 404).
 */
const kitService = (services: Parameters<typeof awardSeeds>[0]) =>
  new KitService(services, async (year, nomineeId, language): Promise<KitAward | null> => {
    const award = await resultsServiceOf(services).publishedAward(year, nomineeId);
    if (!award) return null;
    const term = await services
      .db(TAXONOMY_TERMS)
      .where({ id: award.categoryId })
      .first('name', NAME_COLUMNS[language]);
    const category = (term?.[NAME_COLUMNS[language]] as string | null) || term?.name || null;
    return { category, score: award.score, grade: award.grade };
  });

const partnerPages = (services: Parameters<typeof awardSeeds>[0]) =>
  new PartnerPages(services, services.service(CATALOGUE));

const figuresService = (services: Parameters<typeof awardSeeds>[0]) =>
  new FiguresService(services.db, services.service(CATALOGUE));

const confirmationService = (services: Parameters<typeof awardSeeds>[0]) =>
  new ConfirmationService(services, campaignStore(services), services.service(CATALOGUE));

/**
 * The Swiss Location Award: award years (configuration) and their campaign windows (stored per
 * year), nominations of catalogue locations and of venues not yet listed, with the venue's SLA
 * code and the mail that carries it; donations with their QR bill, listed in the back office;
 * public ratings confirmed by mail, approved in the back office.
 */
export const awardPlugin = definePlugin({
  id: 'award',
  // Nominated venues are catalogue locations (names, contact addresses).
  dependencies: ['catalog', 'requests'],
  uses: [CATALOGUE, ACCOUNT_DIRECTORY, REQUEST_RESPONSES],
  provides: [
    provideService(AWARD_CAMPAIGNS, (services) => campaignStore(services)),
    provideService(
      AWARD_LOCATION_SUMMARIES,
      (services) => new LocationAwardSummaryStore(services.db),
    ),
  ],
  migrations: [
    ...awardMigrations,
    ...confirmationMigrations,
    ...partnerMigrations,
    ...kitMigrations,
    ...figuresMigrations,
    ...resultsMigrations,
  ],
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
    {
      name: BACKOFFICE_AWARD_PARTNERS,
      description: "See the tourism regions' (and media's) registrations for the award",
      grantedToRoles: ['admin', 'award'],
    },
    {
      name: BACKOFFICE_AWARD_PARTNERS_DECIDE,
      description: "Approve or reject the partners' registrations (mailed to the partner)",
      grantedToRoles: ['admin', 'award'],
    },
    {
      name: BACKOFFICE_AWARD_RESULTS,
      description: 'Keep the jury and its scores, compute results runs and read the anomaly report',
      grantedToRoles: ['admin', 'award'],
    },
    {
      name: BACKOFFICE_AWARD_RESULTS_PUBLISH,
      description: "Publish and unpublish a year's results (winners pages and kits show them)",
      grantedToRoles: ['admin', 'award'],
    },
    {
      name: BACKOFFICE_AWARD_NOMINATIONS,
      description: 'Check, invite and merge the nominations of the award',
      grantedToRoles: ['admin', 'award'],
    },
  ],
  backofficeResources: [
    campaignWindowResource,
    donationResource,
    nomineeResource,
    nominationResource,
    ratingResource,
    partnerResource,
    partnerPageResource,
    juryMemberResource,
    juryScoreResource,
    resultRunResource,
    resultEntryResource,
    kitBuildResource,
  ],
  subscriptions: (services) => [
    {
      // A venue not yet listed signed up through the award: its nominee names the new location.
      name: 'link-award-signup',
      event: AWARD_SIGNUP,
      handle: (signup: AwardSignup) => confirmationService(services).linkSignup(signup),
    },
  ],
  routes: (services) => [
    ...awardRoutes(
      services,
      campaignStore(services),
      new NominationService(services, services.service(CATALOGUE)),
      new DonationService(services),
      new RatingService(services, campaignStore(services)),
    ),
    ...confirmationRoutes(services, confirmationService(services)),
    ...formalCheckRoutes(new FormalCheckService(services, services.service(CATALOGUE))),
    ...participantRoutes(
      services,
      campaignStore(services),
      new ParticipantSearch(services.db, services.service(CATALOGUE)),
    ),
    ...partnerRoutes(new PartnerService(services)),
    ...partnerDecisionRoutes(new PartnerService(services)),
    ...partnerSessionRoutes(new PartnerSessions(services)),
    ...partnerPageRoutes(partnerPages(services), new PartnerSessions(services)),
    ...partnerPagePublicRoutes(partnerPages(services)),
    ...kitRoutes(kitService(services)),
    ...figuresRoutes(figuresService(services)),
    ...locationAwardRoutes(services),
    ...winnersRoutes(new WinnersSearch(services.db, services.service(CATALOGUE))),
  ],
  jobs: (services) => [kitService(services).job()],
  seeds: (services) => [
    ...awardSeeds(services, campaignStore(services), services.service(CATALOGUE)),
    ...figuresSeeds(figuresService(services)),
    ...resultsSeeds(services, services.service(CATALOGUE), () => resultsServiceOf(services)),
  ],
});
