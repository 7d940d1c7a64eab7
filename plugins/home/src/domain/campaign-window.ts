import type { z } from 'zod';
import type { campaignStatusAnswer } from './home-answers';

/** The award's campaign windows (spec section 4), each configured with a start and an end. */
export const CAMPAIGN_KINDS = [
  'award',
  'winner',
  'nomination',
  'warm_up',
  'pre_voting',
  'confirmation',
  'hide_ratings',
  'hide_email',
] as const;

export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export interface CampaignWindow {
  starts_at: Date;
  ends_at: Date;
}

/** Where `now` lies: `before` up to and including the start, `after` from the end on. */
export const CAMPAIGN_PHASES = ['before', 'running', 'after'] as const;
export type CampaignPhase = (typeof CAMPAIGN_PHASES)[number];

/** A window's status at a time: active 1 only strictly between start and end. */
export type CampaignStatus = z.output<typeof campaignStatusAnswer>;

/** The status of one window at `now`; the start and end instants themselves are not active. */
export function campaignStatus(window: CampaignWindow, now: Date): CampaignStatus {
  const at = now.getTime();
  if (at <= window.starts_at.getTime()) return { active: 0, state: 'before' };
  if (at >= window.ends_at.getTime()) return { active: 0, state: 'after' };
  return { active: 1, state: 'running' };
}

/** Status of every kind; a kind without a configured window is inactive ('before'). */
export function campaignStatuses(
  windows: Partial<Record<CampaignKind, CampaignWindow>>,
  now: Date,
): Record<CampaignKind, CampaignStatus> {
  return Object.fromEntries(
    CAMPAIGN_KINDS.map((kind) => {
      const window = windows[kind];
      return [kind, window ? campaignStatus(window, now) : { active: 0, state: 'before' }];
    }),
  ) as Record<CampaignKind, CampaignStatus>;
}
