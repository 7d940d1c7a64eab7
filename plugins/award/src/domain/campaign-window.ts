import type { z } from 'zod';
import type { campaignStatusAnswer } from './award-answers';

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
  const instants = {
    starts_at: window.starts_at.toISOString(),
    ends_at: window.ends_at.toISOString(),
  };
  if (at <= window.starts_at.getTime()) return { active: 0, state: 'before', ...instants };
  if (at >= window.ends_at.getTime()) return { active: 0, state: 'after', ...instants };
  return { active: 1, state: 'running', ...instants };
}

/** The status of every kind at `now`. */
export function campaignStatuses(
  windows: Record<CampaignKind, CampaignWindow>,
  now: Date,
): Record<CampaignKind, CampaignStatus> {
  return Object.fromEntries(
    CAMPAIGN_KINDS.map((kind) => [kind, campaignStatus(windows[kind], now)]),
  ) as Record<CampaignKind, CampaignStatus>;
}
