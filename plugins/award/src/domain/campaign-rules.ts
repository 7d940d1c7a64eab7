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
