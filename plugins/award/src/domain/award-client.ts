import type { ApiTransport } from '@eventalp/platform-sdk/domain';
import type {
  AwardCampaigns,
  DonationCreated,
  NominationCreated,
  RatingChallenge,
  RatingConfirmed,
  RatingCreated,
  RatingVenue,
} from './award-answers';
import type { AwardParticipantPage, ParticipantQuery } from './participant-search';
import type {
  AwardPartner,
  MediaAccessInput,
  PartnerConfirmed,
  PartnerRegistered,
  TourismRegistrationInput,
} from './partner-registration';
import type { DonationInput } from './donation-input';
import type { KitAddress, KitStatus } from './award-kits';
import type { NominationInput } from './nomination-input';
import type { RatingConfirmationInput, RatingInput } from './rating-input';
import type { AwardWinnersPage, WinnersQuery } from './award-winners';

/** Paths of the award's routes below `/api`. */
export const AWARD_PATHS = {
  campaigns: '/guest/award/campaigns',
  nominations: '/guest/award/nominations',
  donations: '/guest/award/donations',
  ratings: '/guest/award/ratings',
  ratingVenue: '/guest/award/ratings/venues/:code',
  ratingChallenge: '/guest/award/ratings/challenge',
  ratingConfirmations: '/guest/award/ratings/confirmations',
  participants: '/guest/award/participants',
  tourismRegistrations: '/guest/award/partners/tourism',
  mediaRegistrations: '/guest/award/partners/media',
  partnerConfirmations: '/guest/award/partners/confirmations',
  kits: '/guest/award/kits/:year/:id/:lang/:type',
  partnerLogin: '/guest/award/partner-area/login',
  partnerLogout: '/guest/award/partner-area/logout',
  partnerMe: '/guest/award/partner-area/me',
  partnerForgotLogin: '/guest/award/partner-area/forgot-login',
  winners: '/guest/award/winners',
  partnerPages: '/guest/award/partner-area/pages',
  partnerPage: '/guest/award/partner-area/pages/:id',
  regionPage: '/guest/award/partner-pages/:slug',
} as const;

/** The award's answers for a front end, typed as the routes declare them. */
export function awardClient(http: Pick<ApiTransport, 'get' | 'post'>) {
  return {
    /** The current awarded year and every campaign window's status. */
    campaigns: () => http.get<AwardCampaigns>(AWARD_PATHS.campaigns),
    /**
     * Nominates a venue; 422 with the spec's texts (`Du hast diese Location bereits nominiert.`),
     * 409 outside the nomination window, 429 when the form was sent too often.
     */
    nominate: (input: NominationInput) =>
      http.post<NominationCreated>(AWARD_PATHS.nominations, input),
    /**
     * Records a donation and mails the donor its QR bill; 422 with the spec's texts, 429 when the
     * form was sent too often.
     */
    donate: (input: DonationInput) => http.post<DonationCreated>(AWARD_PATHS.donations, input),
    /** The venue a rating page rates (404 when it is not up for rating this year). */
    ratingVenue: (code: string) =>
      http.get<RatingVenue>(AWARD_PATHS.ratingVenue.replace(':code', encodeURIComponent(code))),
    /** A fresh proof-of-work challenge for one rating. */
    ratingChallenge: () => http.get<RatingChallenge>(AWARD_PATHS.ratingChallenge),
    /**
     * Sends a rating; 422 with the spec's texts (e.g. 'Du hast diese Location bereits bewertet.'),
     * 409 outside the rating window, 429 when sent too often.
     */
    rate: (input: RatingInput) => http.post<RatingCreated>(AWARD_PATHS.ratings, input),
    /** Confirms a rating by its mail link: with publication (1) or without (2). */
    confirmRating: (input: RatingConfirmationInput) =>
      http.post<RatingConfirmed>(AWARD_PATHS.ratingConfirmations, input),
    /**
     * Registers a tourism region's participation and mails the confirmation link; 422 with the
     * spec's texts, 429 when sent too often.
     */
    registerTourism: (input: TourismRegistrationInput) =>
      http.post<PartnerRegistered>(AWARD_PATHS.tourismRegistrations, input),
    /**
     * Asks for a medium's access to the partner area and mails the confirmation link; 422 with
     * the spec's texts, 429 when sent too often.
     */
    requestMediaAccess: (input: MediaAccessInput) =>
      http.post<PartnerRegistered>(AWARD_PATHS.mediaRegistrations, input),
    /** Confirms a registration by its mail link; 404 for an unknown link. */
    confirmPartner: (token: string) =>
      http.post<PartnerConfirmed>(AWARD_PATHS.partnerConfirmations, { token }),
    /** One page of the current year's participating or nominated venues. */
    participants: (query: ParticipantQuery) =>
      http.get<AwardParticipantPage>(withQuery(AWARD_PATHS.participants, query)),
    /** One page of a year's published winners (`published: false` before its results). */
    winners: (query: WinnersQuery) =>
      http.get<AwardWinnersPage>(withQuery(AWARD_PATHS.winners, query)),
    /** Signs a partner in (its own session); 401 'Benutzername oder Passwort falsch.', 429. */
    partnerLogin: (login_name: string, password: string) =>
      http.post<AwardPartner>(AWARD_PATHS.partnerLogin, { login_name, password }),
    partnerLogout: () => http.post<void>(AWARD_PATHS.partnerLogout, {}),
    /** The signed-in partner; 401 without a partner session. */
    partnerMe: () => http.get<AwardPartner>(AWARD_PATHS.partnerMe),
    /** Mails an approved partner its login name; the same answer for any address. */
    partnerForgotLogin: (email: string) =>
      http.post<{ message: string }>(AWARD_PATHS.partnerForgotLogin, { email }),
    /** The state of a kit's build (`none`: never asked for); 404 when the venue has no such kit. */
    kitStatus: (address: KitAddress) => http.get<KitStatus>(kitPath(address)),
    /** Asks for a kit (starts its build, or again after a failure with `restart`); 429 when too often. */
    requestKit: (address: KitAddress, restart = false) =>
      http.post<KitStatus>(kitPath(address), { restart }),
  };
}

/** `path` with the query's set values. */
function withQuery(path: string, query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const kitPath = (address: KitAddress) =>
  AWARD_PATHS.kits
    .replace(':year', String(address.year))
    .replace(':id', String(address.nomineeId))
    .replace(':lang', address.language)
    .replace(':type', address.type);
