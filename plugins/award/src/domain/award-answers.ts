import { z } from 'zod';
import { CAMPAIGN_KINDS, CAMPAIGN_PHASES } from './campaign-window';

/**
 * A campaign window's status (active 1 only strictly between start and end) with its instants,
 * so a page can say when a window opens or closed.
 */
export const campaignStatusAnswer = z
  .object({
    active: z.union([z.literal(0), z.literal(1)]),
    state: z.enum(CAMPAIGN_PHASES),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
  })
  .meta({ id: 'CampaignStatus' });

/** `GET /api/guest/award/campaigns`: every window's status and the current awarded year. */
export const awardCampaignsAnswer = z
  .object({
    /** The current awarded year: the latest configured award year. */
    year: z.number().int(),
    windows: z.record(z.enum(CAMPAIGN_KINDS), campaignStatusAnswer),
  })
  .meta({ id: 'AwardCampaigns' });
export type AwardCampaigns = z.output<typeof awardCampaignsAnswer>;

/** `POST /api/guest/award/nominations`: the thank-you. */
export const nominationCreatedAnswer = z
  .object({
    message: z.string(),
    /** The nominated venue's name (the catalogue's, or as entered). */
    location_name: z.string(),
    year: z.number().int(),
  })
  .meta({ id: 'NominationCreated' });
export type NominationCreated = z.output<typeof nominationCreatedAnswer>;

/** `POST /api/guest/award/donations`: the thank-you; the QR bill is on its way by e-mail. */
export const donationCreatedAnswer = z
  .object({
    message: z.string(),
    /** The amount in CHF with two decimals, e.g. `50.00`. */
    amount: z.string(),
    /** Where the QR bill was sent. */
    email: z.string(),
  })
  .meta({ id: 'DonationCreated' });
export type DonationCreated = z.output<typeof donationCreatedAnswer>;

/** `GET /api/guest/award/ratings/venues/{code}`: the venue the rating page rates. */
export const ratingVenueAnswer = z
  .object({
    code: z.string(),
    name: z.string(),
    city: z.string().nullable(),
    year: z.number().int(),
    /** Ratings confirmed by their voters' mail link: only those count. */
    confirmed_ratings: z.number().int(),
  })
  .meta({ id: 'RatingVenue' });
export type RatingVenue = z.output<typeof ratingVenueAnswer>;

/** `GET /api/guest/award/ratings/challenge`: the proof-of-work the form solves before it sends. */
export const ratingChallengeAnswer = z
  .object({
    challenge: z.string(),
    /** Leading zero bits the SHA-256 of `{challenge}:{nonce}` must have. */
    bits: z.number().int(),
  })
  .meta({ id: 'RatingChallenge' });
export type RatingChallenge = z.output<typeof ratingChallengeAnswer>;

/** `POST /api/guest/award/ratings`: the thank-you; the confirmation mail is on its way. */
export const ratingCreatedAnswer = z
  .object({ message: z.string(), location_name: z.string(), email: z.string() })
  .meta({ id: 'RatingCreated' });
export type RatingCreated = z.output<typeof ratingCreatedAnswer>;

/** `POST /api/guest/award/ratings/confirmations`: what the mail link did. */
export const ratingConfirmedAnswer = z
  .object({
    state: z.enum(['verified', 'already_verified', 'reverified']),
    message: z.string(),
    publication: z.union([z.literal(1), z.literal(2)]),
    location_name: z.string(),
  })
  .meta({ id: 'RatingConfirmed' });
export type RatingConfirmed = z.output<typeof ratingConfirmedAnswer>;
