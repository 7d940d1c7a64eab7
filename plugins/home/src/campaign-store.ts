import type { Knex } from 'knex';
import { campaignStatuses, type CampaignKind, type CampaignWindow } from './domain';
import { CAMPAIGN_WINDOWS } from './home-migrations';

/** Every campaign window's status at `now`, and the award year they belong to. */
export async function awardCampaigns(db: Knex, now: Date) {
  const rows: (CampaignWindow & { kind: CampaignKind })[] = await db(CAMPAIGN_WINDOWS).select(
    'kind',
    'starts_at',
    'ends_at',
  );
  const windows = Object.fromEntries(rows.map((row) => [row.kind, row]));
  const winner = windows.winner as CampaignWindow | undefined;
  return {
    // The awarded year: the winners announced last (their window starts in June of that year).
    year: winner ? winner.starts_at.getUTCFullYear() : now.getUTCFullYear(),
    windows: campaignStatuses(windows, now),
  };
}
