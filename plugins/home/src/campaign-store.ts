import type { Knex } from 'knex';
import { campaignStatuses, currentWindows, type AwardCampaigns, type YearWindow } from './domain';
import { CAMPAIGN_WINDOWS } from './home-migrations';

/**
 * Every campaign window's status at `now` (the window of the award year that applies, configured
 * or by the spec's cycle), and the awarded year: the year of the winners shown last.
 */
export async function awardCampaigns(db: Knex, now: Date): Promise<AwardCampaigns> {
  const thisYear = now.getUTCFullYear();
  const rows: YearWindow[] = await db(CAMPAIGN_WINDOWS)
    .whereBetween('year', [thisYear - 2, thisYear + 2])
    .select('year', 'kind', 'starts_at', 'ends_at');
  const windows = currentWindows(rows, now);
  return {
    year: windows.winner.year,
    windows: campaignStatuses(windows, now),
  };
}
