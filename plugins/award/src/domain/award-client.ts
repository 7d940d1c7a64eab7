import type { ApiTransport } from '@eventalp/platform-sdk/domain';
import type { AwardCampaigns, DonationCreated, NominationCreated } from './award-answers';
import type { DonationInput } from './donation-input';
import type { NominationInput } from './nomination-input';

/** Paths of the award's routes below `/api`. */
export const AWARD_PATHS = {
  campaigns: '/guest/award/campaigns',
  nominations: '/guest/award/nominations',
  donations: '/guest/award/donations',
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
  };
}
