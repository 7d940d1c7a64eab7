import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { currentAwardYear } from './domain';
import type { CampaignStore } from './campaign-store';

/**
 * Every configured award year gets the spec's cycle as stored rows (the back office moves them
 * later).
 */
export function awardSeeds(services: PlatformServices, store: CampaignStore): PluginSeed[] {
  return [
    {
      // Named after the current year: a start after a new year joined the configuration writes it.
      name: `award-campaign-windows-${currentAwardYear(services.config.award.years)}`,
      run: () => store.writeMissingYears(),
    },
  ];
}
