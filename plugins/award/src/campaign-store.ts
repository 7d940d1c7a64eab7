import type { Knex } from 'knex';
import { createServiceRef } from '@eventalp/platform-sdk';
import {
  awardYearWindows,
  CAMPAIGN_KINDS,
  campaignStatuses,
  currentAwardYear,
  windowsOfYear,
  type AwardCampaigns,
  type YearWindow,
} from './domain';
import { CAMPAIGN_WINDOWS } from './award-migrations';

/** What other plugins read of the award: the campaign windows at a time (the home's ribbon). */
export interface AwardCampaignsService {
  /** The current awarded year and every window's status at `now`. */
  campaigns(now: Date): Promise<AwardCampaigns>;
}

export const AWARD_CAMPAIGNS = createServiceRef<AwardCampaignsService>('award.campaigns');

/** The award's campaign windows, stored per award year; the configured years say which applies. */
export class CampaignStore implements AwardCampaignsService {
  constructor(
    private readonly db: Knex,
    private readonly years: readonly number[],
  ) {}

  /** The stored windows of `year` (the spec's cycle for a kind without a row). */
  async windowsOf(year: number): Promise<Record<(typeof CAMPAIGN_KINDS)[number], YearWindow>> {
    const rows: YearWindow[] = await this.db(CAMPAIGN_WINDOWS)
      .where({ year })
      .select('year', 'kind', 'starts_at', 'ends_at');
    return windowsOfYear(rows, year);
  }

  async campaigns(now: Date): Promise<AwardCampaigns> {
    const year = currentAwardYear(this.years);
    return { year, windows: campaignStatuses(await this.windowsOf(year), now) };
  }

  /** Writes the spec's cycle for each configured year that lacks a row of a kind; edits stay. */
  async writeMissingYears(): Promise<void> {
    const rows = this.years.flatMap((year) => {
      const cycle = awardYearWindows(year);
      return CAMPAIGN_KINDS.map((kind) => ({ year, kind, ...cycle[kind] }));
    });
    await this.db(CAMPAIGN_WINDOWS).insert(rows).onConflict(['year', 'kind']).ignore();
  }

  /** Moves one window of a year (the back office's edit, and the demo's open nomination). */
  async setWindow(window: YearWindow, now: Date): Promise<void> {
    await this.db(CAMPAIGN_WINDOWS)
      .insert({ ...window, updated_at: now })
      .onConflict(['year', 'kind'])
      .merge(['starts_at', 'ends_at', 'updated_at']);
  }
}
