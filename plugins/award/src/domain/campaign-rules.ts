import type { AwardCampaigns } from './award-answers';
import type { CampaignPhase } from './campaign-window';

/**
 * Whether ratings may be shown (spec section 4): the rating section is hidden from the award's
 * start until the winners' start, so nobody sees the scores while the public rates and the jury
 * decides. Before the award starts and once winners show, it is visible.
 */
export function ratingSectionVisible(windows: AwardCampaigns['windows']): boolean {
  return windows.award.state === 'before' || windows.winner.state !== 'before';
}

/** Whether a visitor may nominate now: only strictly inside the nomination window. */
export function nominationOpen(windows: AwardCampaigns['windows']): boolean {
  return windows.nomination.active === 1;
}

/** The nomination's phase, for the page's before/after message. */
export function nominationPhase(windows: AwardCampaigns['windows']): CampaignPhase {
  return windows.nomination.state;
}

/** Whether a visitor may rate now: only strictly inside the award (rating) window. */
export function ratingOpen(windows: AwardCampaigns['windows']): boolean {
  return windows.award.active === 1;
}

/**
 * Whether a rating may still be confirmed by its mail link: from the rating window's start until
 * the winners show (a vote cast on the last evening is confirmed the next morning).
 */
export function ratingConfirmable(windows: AwardCampaigns['windows']): boolean {
  return windows.award.state !== 'before' && windows.winner.state === 'before';
}
