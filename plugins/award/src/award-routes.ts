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
  ratingChallengeAnswer,
  ratingCode,
  ratingConfirmable,
  ratingConfirmationInput,
  ratingConfirmedAnswer,
  ratingCreatedAnswer,
  ratingInputAt,
  ratingMessages,
  ratingVenueAnswer,
} from './domain';
import { z } from 'zod';
import type { CampaignStore } from './campaign-store';
import type { DonationService } from './donation-service';
import type { NominationService } from './nomination-service';
import type { RatingService } from './rating-service';

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

/**
 * Ratings per client address: a voter rates a few venues in one evening; an office behind one
 * address a few more. The venue's own throttle (`VENUE_THROTTLE`) catches spread-out scripts.
 */
const RATING_LIMIT = { points: 10, durationSeconds: 60 };

/** Challenges per client address: one per rating sent, and a few pages left open. */
const CHALLENGE_LIMIT = { points: 30, durationSeconds: 60 };

/** Confirmation clicks per client address. */
const CONFIRMATION_LIMIT = { points: 20, durationSeconds: 60 };

/** The award's public API: the campaign windows, the nomination, the donation, the rating. */
export function awardRoutes(
  services: PlatformServices,
  campaigns: CampaignStore,
  nominations: NominationService,
  donations: DonationService,
  ratings: RatingService,
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
    defineRoute({
      method: 'get',
      path: AWARD_PATHS.ratingVenue,
      summary:
        'The venue a rating page rates (a nominee of the current award year by its rating code) and how many confirmed ratings it has; 404 when it is not up for rating',
      access: 'public',
      input: { params: z.object({ code: ratingCode }) },
      responses: { 200: ratingVenueAnswer, 404: errorAnswer },
      async handler({ params }) {
        const { year } = await campaigns.campaigns(services.now());
        const found = await ratings.venue(params.code, year);
        if (!found) throw new HttpError(404, ratingMessages.unknownVenue);
        return {
          code: found.nominee.rating_code,
          name: found.nominee.name,
          city: found.nominee.city,
          year,
          confirmed_ratings: found.confirmedRatings,
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: AWARD_PATHS.ratingChallenge,
      summary:
        'A proof-of-work challenge for one rating: a nonce whose SHA-256 over `{challenge}:{nonce}` starts with `bits` zero bits',
      access: 'public',
      rateLimit: CHALLENGE_LIMIT,
      responses: { 200: ratingChallengeAnswer },
      async handler({ koa }) {
        koa.set('Cache-Control', 'no-store');
        return ratings.challenges.issue(services.now());
      },
    }),
    defineRoute({
      method: 'post',
      path: AWARD_PATHS.ratings,
      summary:
        "Rates a nominee of the current award year (the wizard's 4 steps) and mails the voter the confirmation links (with or without publication); 409 outside the rating window, 422 'Du hast diese Location bereits bewertet.', a throwaway address, an unsolved challenge",
      access: 'public',
      rateLimit: RATING_LIMIT,
      input: { body: ratingInputAt },
      responses: { 201: ratingCreatedAnswer, 409: errorAnswer },
      async handler({ body, koa }) {
        const rated = await ratings.rate(body, koa.ip);
        return new RouteResponse(201, {
          message: ratingMessages.thanks,
          location_name: rated.name,
          email: body.email,
        });
      },
    }),
    defineRoute({
      method: 'post',
      path: AWARD_PATHS.ratingConfirmations,
      summary:
        "Confirms a rating by its mail link, with publication (1) or without (2): 'verified', 'already_verified' or 'reverified'; 404 for an unknown link, 409 once the winners show",
      access: 'public',
      rateLimit: CONFIRMATION_LIMIT,
      input: { body: ratingConfirmationInput },
      responses: { 200: ratingConfirmedAnswer, 404: errorAnswer, 409: errorAnswer },
      async handler({ body }) {
        const { windows } = await campaigns.campaigns(services.now());
        if (!ratingConfirmable(windows))
          throw new HttpError(
            409,
            windows.award.state === 'before' ? ratingMessages.notYetOpen : ratingMessages.closed,
          );
        const confirmed = await ratings.confirm(body.token, body.publication);
        const message = {
          verified: ratingMessages.verified,
          already_verified: ratingMessages.alreadyVerified,
          reverified: ratingMessages.reverified,
        }[confirmed.state];
        return {
          state: confirmed.state,
          message,
          publication: body.publication,
          location_name: confirmed.name,
        };
      },
    }),
  ];
}
