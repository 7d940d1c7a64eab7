import { winnersPath, type AwardCampaigns } from '@eventalp/plugin-award/domain';

export type { AwardCampaigns, CampaignKind, CampaignStatus } from '@eventalp/plugin-award/domain';

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
    links.push({ kind: 'awarded', href: winnersPath(year, 'de'), year });
  return links;
}
