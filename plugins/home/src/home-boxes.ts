import type { PlatformServices } from '@eventalp/platform-sdk';
import { CATALOGUE, entryKinds, type EntryKind } from '@eventalp/plugin-catalog';
import type { MediaLibrary } from '@eventalp/plugin-media';
import type { EntrySlide, HomeContent } from './domain/home-answers';
import { firstOf } from './first-media';
import { BOX_ITEM_OWNER, BOX_ITEMS } from './home-migrations';

export type CountryCategory = 1 | 2 | 3;

/** Switzerland, Germany, Austria (spec section 1). */
export const COUNTRY_CATEGORIES: readonly CountryCategory[] = [1, 2, 3];

interface BoxRow {
  id: number;
  box: string;
  entry_type: EntryKind | null;
  entry_id: number | null;
  name: string | null;
  short: string | null;
  text_underline: string | null;
  link_path: string | null;
  external_link: string | null;
}

/** Entry slides of a box, public entries only, in the box's order; the summary is the short text. */
async function entrySlides(
  services: Pick<PlatformServices, 'service'>,
  media: MediaLibrary,
  rows: BoxRow[],
  kind: EntryKind,
): Promise<EntrySlide[]> {
  const ids = rows.map((row) => row.entry_id).filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const [entries, photos] = await Promise.all([
    services
      .service(CATALOGUE)
      .publicEntries(kind, ids, ['full_name', 'summary', 'slug', 'legacy_slug', 'category_id']),
    media.itemsOf(entryKinds[kind].owner, ids),
  ]);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return rows.flatMap((row) => {
    const entry = byId.get(row.entry_id ?? -1);
    if (!entry) return [];
    return [
      {
        id: entry.id,
        name: row.name ?? entry.full_name,
        short: row.short ?? entry.summary ?? null,
        image: firstOf(photos.get(entry.id), 'photos'),
        link: {
          entity_type: kind,
          id: entry.id,
          slug: entry.slug,
          legacy_slug: entry.legacy_slug,
          category_id: entry.category_id,
          category_slug: entry.category_slug,
        },
        external_link: row.external_link,
      },
    ];
  });
}

export async function loadBoxes(
  services: Pick<PlatformServices, 'db' | 'service'>,
  media: MediaLibrary,
  country: CountryCategory,
): Promise<Pick<HomeContent, 'event_partners' | 'inspiring_locations' | 'regions'>> {
  const rows: BoxRow[] = await services
    .db(BOX_ITEMS)
    .where({ country })
    .orderBy([{ column: 'order' }, { column: 'id' }]);
  const of = (box: string) => rows.filter((row) => row.box === box);
  const regionRows = of('regions');
  const [partners, locations, regionImages] = await Promise.all([
    entrySlides(services, media, of('event_partners'), 'provider'),
    entrySlides(services, media, of('inspiring_locations'), 'location'),
    media.itemsOf(
      BOX_ITEM_OWNER,
      regionRows.map((row) => row.id),
    ),
  ]);
  return {
    event_partners: partners,
    inspiring_locations: locations,
    regions: regionRows.map((row) => ({
      id: row.id,
      name: row.name ?? '',
      short: row.short,
      text_underline: row.text_underline,
      path: row.link_path ?? '/locations',
      image: firstOf(regionImages.get(row.id), 'image'),
    })),
  };
}
