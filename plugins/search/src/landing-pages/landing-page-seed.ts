import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { LANDING_PAGES } from './landing-page-migrations';
import { planLandingPages, type LandingRegion } from './landing-page-plan';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';

/**
 * Reference data: a landing page per occasion and canton or state of each country. Pages that
 * exist are left as they are, so texts edited later survive a re-seed.
 */
export function landingPageSeed(services: PlatformServices): PluginSeed {
  return {
    name: 'landing-pages',
    async run() {
      const { db } = services;
      const regions: LandingRegion[] = await db(TAXONOMY_TERMS)
        .where((query) => query.where({ type: 26, subtype: 1 }).orWhereIn('type', [27, 28]))
        .orderBy([{ column: 'type' }, { column: 'order' }, { column: 'id' }])
        .select('id', 'type', 'name');
      const pages = planLandingPages(regions).map((page) => ({
        ...page,
        filters: JSON.stringify(page.filters),
      }));
      for (let start = 0; start < pages.length; start += 500)
        await db(LANDING_PAGES)
          .insert(pages.slice(start, start + 500))
          .onConflict('path')
          .ignore();
    },
  };
}
