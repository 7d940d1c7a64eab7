import sharp from 'sharp';
import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { CATALOGUE, renderDemoPhoto, type PhotoTheme } from '@eventalp/plugin-catalog';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { DEMO_HEADERS, DEMO_PACKAGE_DEALS, DEMO_REGIONS } from './demo-home-content';
import {
  BOX_ITEM_OWNER,
  BOX_ITEMS,
  HEADER_OWNER,
  HEADERS,
  PACKAGE_DEAL_OWNER,
  PACKAGE_DEALS,
} from './home-migrations';
import { COUNTRY_CATEGORIES } from './home-boxes';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';

const SLIDES_PER_BOX = 8;

/**
 * Demo home content: headers with desktop and portrait mobile images, event partners and
 * inspiring locations (the highest-ranked public entries of each country), regions, popular
 * searches and package deals. Each part is written only when its table (for that country) is empty.
 */
export function demoHomeSeed(services: PlatformServices): PluginSeed {
  const { db } = services;
  const media = services.service(MEDIA_LIBRARY);
  const photo = async (theme: PhotoTheme, variant: number) =>
    media.storeFile(
      await renderDemoPhoto(theme, variant),
      `${theme.replace('_image', '')}.jpg`,
      'image',
    );
  const portrait = async (theme: PhotoTheme, variant: number) =>
    media.storeFile(
      await sharp(await renderDemoPhoto(theme, variant))
        .resize(900, 1350, { fit: 'cover' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer(),
      `${theme.replace('_image', '')}-mobil.jpg`,
      'image',
    );

  async function seedHeaders() {
    if (await db(HEADERS).first('id')) return;
    for (const [order, header] of DEMO_HEADERS.entries()) {
      const [row] = await db(HEADERS)
        .insert({ name: header.name, category: header.category, order })
        .returning('id');
      const owner = { type: HEADER_OWNER, id: Number(row.id) };
      await media.attach(owner, 'image', await photo(header.theme, header.variant));
      await media.attach(owner, 'mobile_image', await portrait(header.theme, header.variant));
    }
  }

  async function seedEntrySlides(country: 1 | 2 | 3, box: string, kind: 'location' | 'provider') {
    if (await db(BOX_ITEMS).where({ country, box }).first('id')) return;
    // The country's best placed entries (highest tier, then oldest).
    const entries = await services
      .service(CATALOGUE)
      .publicEntries(kind, null, ['country_category', 'type_id']);
    const ids = entries
      .filter((entry) => entry.country_category === country)
      .sort((a, b) => b.type_id - a.type_id || a.id - b.id)
      .slice(0, SLIDES_PER_BOX)
      .map((entry) => entry.id);
    if (ids.length)
      await db(BOX_ITEMS).insert(
        ids.map((entry_id, order) => ({ box, country, entry_type: kind, entry_id, order })),
      );
  }

  async function seedRegions(country: 1 | 2 | 3) {
    if (await db(BOX_ITEMS).where({ country, box: 'regions' }).first('id')) return;
    for (const [order, region] of DEMO_REGIONS[country].entries()) {
      const term = await db(TAXONOMY_TERMS)
        .where({ type: region.type, name: region.name })
        .first('id');
      if (!term) continue;
      const [row] = await db(BOX_ITEMS)
        .insert({
          box: 'regions',
          country,
          name: region.name,
          short: region.short,
          text_underline: 'Locations entdecken',
          link_path: `/locations?region=${term.id}`,
          order,
        })
        .returning('id');
      await media.attach(
        { type: BOX_ITEM_OWNER, id: Number(row.id) },
        'image',
        await photo('environment_image', order % 3),
      );
    }
  }

  async function seedPackageDeals() {
    if (await db(PACKAGE_DEALS).first('id')) return;
    for (const [order, deal] of DEMO_PACKAGE_DEALS.entries()) {
      const { theme, ...fields } = deal;
      const [row] = await db(PACKAGE_DEALS)
        .insert({ ...fields, order })
        .returning('id');
      await media.attach(
        { type: PACKAGE_DEAL_OWNER, id: Number(row.id) },
        'image',
        await photo(theme, order % 3),
      );
    }
  }

  return {
    name: 'demo-home',
    async run({ demo }) {
      if (!demo) return;
      await seedHeaders();
      for (const country of COUNTRY_CATEGORIES) {
        await seedEntrySlides(country, 'event_partners', 'provider');
        await seedEntrySlides(country, 'inspiring_locations', 'location');
        await seedRegions(country);
      }
      await seedPackageDeals();
    },
  };
}
