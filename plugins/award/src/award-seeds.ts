import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { awardYearWindows, currentAwardYear } from './domain';
import type { CampaignStore } from './campaign-store';

/** How long the demo keeps the nomination open from its first seed. */
const DEMO_NOMINATION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reference: every configured award year gets the spec's cycle as stored rows (the back office
 * moves them later). Demo: the current year's nomination (and the venues' confirmation) opens
 * from the first demo seed for a year, so `npm start` shows the nomination page and ribbon; only
 * while the nomination row is still the cycle's, so a moved window stays where it was put.
 */
export function awardSeeds(services: PlatformServices, store: CampaignStore): PluginSeed[] {
  return [
    {
      // Named after the current year: a start after a new year joined the configuration writes it.
      name: `award-campaign-windows-${currentAwardYear(services.config.award.years)}`,
      run: () => store.writeMissingYears(),
    },
    {
      name: 'award-demo-open-nomination',
      async run({ demo }) {
        if (!demo) return;
        const year = currentAwardYear(services.config.award.years);
        const stored = await store.windowsOf(year);
        const cycle = awardYearWindows(year).nomination;
        if (stored.nomination.starts_at.getTime() !== cycle.starts_at.getTime()) return;
        const now = services.now();
        const open = {
          starts_at: new Date(now.getTime() - DAY_MS),
          ends_at: new Date(now.getTime() + DEMO_NOMINATION_DAYS * DAY_MS),
        };
        await store.setWindow({ year, kind: 'nomination', ...open }, now);
        await store.setWindow({ year, kind: 'confirmation', ...open }, now);
      },
    },
  ];
}
