import { ratingSectionVisible, type AwardCampaigns } from '@eventalp/plugin-award/domain';

/** What the award's pages say about the campaign: the windows' before/after messages. */
export type AwardNotice =
  | { kind: 'nominationOpen'; until: string }
  | { kind: 'nominationSoon'; from: string }
  | { kind: 'ratingOpen'; until: string }
  | { kind: 'ratingSoon'; from: string }
  /** The rating section is hidden from the award's start until the winners' start. */
  | { kind: 'ratingsHidden'; until: string };

/**
 * The notices of the current awarded year's windows (spec section 4): the nomination while it
 * runs or before it opens, the rating (the award window) likewise once the nomination has opened,
 * and the hidden ratings until the winners are announced.
 */
export function awardNotices({ windows }: AwardCampaigns): AwardNotice[] {
  const notices: AwardNotice[] = [];
  const { nomination, award, winner } = windows;
  if (nomination.state === 'running')
    notices.push({ kind: 'nominationOpen', until: nomination.ends_at });
  if (nomination.state === 'before')
    notices.push({ kind: 'nominationSoon', from: nomination.starts_at });
  if (award.state === 'running') notices.push({ kind: 'ratingOpen', until: award.ends_at });
  if (award.state === 'before' && nomination.state !== 'before')
    notices.push({ kind: 'ratingSoon', from: award.starts_at });
  if (!ratingSectionVisible(windows))
    notices.push({ kind: 'ratingsHidden', until: winner.starts_at });
  return notices;
}
