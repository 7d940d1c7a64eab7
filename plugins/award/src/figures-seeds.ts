import type { PluginSeed } from '@eventalp/platform-sdk';
import type { FiguresService } from './figures-service';

/** Reference: the past editions' figures (2016 to 2025) for facts and figures and the retrospective. */
export function figuresSeeds(figures: FiguresService): PluginSeed[] {
  return [{ name: 'award-figures-history-2016-2025', run: () => figures.writeHistory() }];
}
