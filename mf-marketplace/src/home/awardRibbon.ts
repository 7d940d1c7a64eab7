/** A campaign window's status as the API answers it (active 1 strictly between start and end). */
export interface CampaignStatus {
  active: 0 | 1;
  state: 'before' | 'running' | 'after';
}

export type CampaignKind =
  | 'award'
  | 'winner'
  | 'nomination'
  | 'warm_up'
  | 'pre_voting'
  | 'confirmation'
  | 'hide_ratings'
  | 'hide_email';

export interface AwardCampaigns {
  /** The awarded year (the winners announced last). */
  year: number;
  windows: Record<CampaignKind, CampaignStatus>;
}

export type AwardRibbonLink =
  | { kind: 'rate'; href: string }
  | { kind: 'nominate'; href: string }
  | { kind: 'nominated'; href: string }
  | { kind: 'awarded'; href: string; year: number };

/**
 * The award ribbon's links (spec section 4), only for Switzerland: rating while the award runs,
 * nominating during the nomination, the nominated venues while the award or pre-voting runs, and
 * the winners of `year` while winners show and no nomination runs.
 */
export function awardRibbonLinks(
  campaigns: AwardCampaigns,
  countryCategory: number,
): AwardRibbonLink[] {
  if (countryCategory !== 1) return [];
  const { windows, year } = campaigns;
  const links: AwardRibbonLink[] = [];
  if (windows.award.active) links.push({ kind: 'rate', href: '/site/de/swisslocationaward' });
  if (windows.nomination.active)
    links.push({ kind: 'nominate', href: '/site/de/swisslocationaward_nominierung' });
  if (windows.award.active || windows.pre_voting.active)
    links.push({ kind: 'nominated', href: '/site/de/swisslocationaward_nominiert' });
  if (windows.winner.active && !windows.nomination.active)
    links.push({ kind: 'awarded', href: `/swisslocationaward${year}_ausgezeichnet`, year });
  return links;
}
