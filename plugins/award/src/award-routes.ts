import {
  defineRoute,
  errorAnswer,
  HttpError,
  RouteResponse,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import {
  AWARD_PATHS,
  awardCampaignsAnswer,
  donationCreatedAnswer,
  donationInput,
  donationMessages,
  francsOf,
  nominationCreatedAnswer,
  nominationInput,
  nominationMessages,
  nominationOpen,
} from './domain';
import type { CampaignStore } from './campaign-store';
import type { DonationService } from './donation-service';
import type { NominationService } from './nomination-service';

/** The windows change a few times a year: shared caches may keep them a minute. */
const CACHE_CONTROL = 'public, max-age=60';

/**
 * Nominations per client address: a visitor nominates a handful of venues in one sitting, a
 * script hundreds; the form's own limit is tighter than the platform's default.
 */
const NOMINATION_LIMIT = { points: 10, durationSeconds: 60 };

/**
 * Donations per client address: one donor gives once or twice, anything more is a script (each
 * donation writes a row and mails a PDF).
 */
const DONATION_LIMIT = { points: 5, durationSeconds: 60 };

/** The award's public API: the campaign windows, the nomination, the donation. */
export function awardRoutes(
  services: PlatformServices,
  campaigns: CampaignStore,
  nominations: NominationService,
  donations: DonationService,
) {
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
    defineRoute({
      method: 'post',
      path: AWARD_PATHS.nominations,
      summary:
        "Nominates a venue (a catalogue location or one not yet listed) for the current award year and mails the venue its confirmation link; 409 outside the nomination window, 422 'Du hast diese Location bereits nominiert.'",
      access: 'public',
      rateLimit: NOMINATION_LIMIT,
      input: { body: nominationInput },
      responses: { 201: nominationCreatedAnswer, 409: errorAnswer },
      async handler({ body }) {
        const { year, windows } = await campaigns.campaigns(services.now());
        if (!nominationOpen(windows))
          throw new HttpError(
            409,
            windows.nomination.state === 'before'
              ? nominationMessages.notYetOpen
              : nominationMessages.closed,
          );
        const venue = await nominations.nominate(body, year);
        return new RouteResponse(201, {
          message: nominationMessages.thanks,
          location_name: venue.name,
          year,
        });
      },
    }),
    defineRoute({
      method: 'post',
      path: AWARD_PATHS.donations,
      summary:
        'Records a donation to the award (amount in CHF) and mails the donor an invoice with the Swiss QR bill for the award office’s account (PDF attachment)',
      access: 'public',
      rateLimit: DONATION_LIMIT,
      input: { body: donationInput },
      responses: { 201: donationCreatedAnswer },
      async handler({ body }) {
        await donations.donate(body);
        return new RouteResponse(201, {
          message: donationMessages.thanks,
          amount: francsOf(body.amount),
          email: body.email,
        });
      },
    }),
  ];
}
