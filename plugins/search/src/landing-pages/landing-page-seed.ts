import type { Knex } from 'knex';
import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';
import { LANDING_PAGES, SEO_CATEGORIES } from './landing-page-migrations';
import {
  LANDING_OCCASIONS,
  planLandingPages,
  type LandingOccasion,
  type LandingRegion,
} from './landing-page-plan';

/** The regions landing pages exist for: cantons (and Liechtenstein), German and Austrian states. */
export function landingRegions(db: Knex): Promise<LandingRegion[]> {
  return db(TAXONOMY_TERMS)
    .where((query) => query.where({ type: 26, subtype: 1 }).orWhereIn('type', [27, 28]))
    .orderBy([{ column: 'type' }, { column: 'order' }, { column: 'id' }])
    .select('id', 'type', 'name');
}

/** The SEO categories as occasions of the plan. */
export async function seoOccasions(db: Knex): Promise<LandingOccasion[]> {
  const rows = await db(SEO_CATEGORIES).orderBy('id').select('slug', 'category_id', 'heading');
  return rows.map((row) => ({ slug: row.slug, categoryId: row.category_id, heading: row.heading }));
}

/**
 * Writes the missing landing pages of `occasions` in every region; pages that exist are left as
 * they are, so texts edited later survive.
 */
export async function writeLandingPages(db: Knex, occasions: readonly LandingOccasion[]) {
  const pages = planLandingPages(await landingRegions(db), occasions).map((page) => ({
    ...page,
    filters: JSON.stringify(page.filters),
  }));
  for (let start = 0; start < pages.length; start += 500)
    await db(LANDING_PAGES)
      .insert(pages.slice(start, start + 500))
      .onConflict('path')
      .ignore();
}

/** Reference data: the SEO categories of the plan (a re-seed keeps edited headings). */
export function seoCategorySeed(services: PlatformServices): PluginSeed {
  return {
    name: 'seo-categories',
    async run() {
      await services
        .db(SEO_CATEGORIES)
        .insert(
          LANDING_OCCASIONS.map((occasion) => ({
            slug: occasion.slug,
            category_id: occasion.categoryId,
            heading: occasion.heading,
          })),
        )
        .onConflict()
        .ignore();
    },
  };
}

/**
 * Reference data: a landing page per SEO category and canton or state of each country. Pages that
 * exist are left as they are, so texts edited later survive a re-seed.
 */
export function landingPageSeed(services: PlatformServices): PluginSeed {
  return {
    name: 'landing-pages',
    async run() {
      const { db } = services;
      await writeLandingPages(db, await seoOccasions(db));
    },
  };
}
