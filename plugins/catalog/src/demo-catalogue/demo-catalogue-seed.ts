import type { Knex } from 'knex';
import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { MEDIA_LIBRARY, type MediaLibrary } from '@eventalp/plugin-media';
import { ACCOUNT_DIRECTORY } from '@eventalp/plugin-accounts';
import {
  DISTANCES,
  ENTRY_TERMS,
  FAQS,
  LOCATIONS,
  PARTNER_LOCATIONS,
  PRICES,
  PROVIDERS,
  REVIEWS,
  ROOMS,
} from '../catalog-migrations';
import { PHOTO_SLOTS } from '../domain/photo-slots';
import { entryKinds, type EntryKind } from '../entry-kind';
import { LOCATION_CATEGORY_IDS, PROVIDER_CATEGORY_IDS } from './demo-names';
import { isShowcase, storeDemoDocuments } from './demo-documents';
import { storeDemoPhotos, type PhotoTheme } from './demo-photos';
import {
  generateLocation,
  generateProvider,
  type DemoPlace,
  type DemoTerms,
} from './generate-entry';
import { Random, seedFor } from './random';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';

export const DEFAULT_DEMO_LOCATIONS = 4000;
const BATCH = 500;
const PHOTOS_PER_THEME = 10;
/** How often each location category occurs (same order as LOCATION_CATEGORY_IDS). */
const categoryWeights: Record<number, number> = {
  516: 14,
  508: 14,
  509: 4,
  510: 14,
  511: 16,
  512: 5,
  515: 6,
  513: 14,
  514: 7,
  521: 5,
  1024: 1,
};

async function loadPlaces(db: Knex): Promise<DemoPlace[]> {
  const rows = await db(TAXONOMY_TERMS)
    .where({ type: 29 })
    .whereNotNull('lat')
    .orderBy('id')
    .select('id', 'name', 'zip', 'lat', 'lng', 'region_id', 'subtype');
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    zip: row.zip,
    lat: row.lat,
    lng: row.lng,
    region_id: row.region_id,
    country: Math.min(3, Math.max(1, row.subtype)) as 1 | 2 | 3,
  }));
}

async function loadTerms(db: Knex): Promise<DemoTerms> {
  const rows: { id: number; type: number; subtype: number | null }[] = await db(TAXONOMY_TERMS)
    .whereNot({ type: 29 })
    .orderBy('id')
    .select('id', 'type', 'subtype');
  const byType = new Map<number, number[]>();
  const offersByMain = new Map<number, number[]>();
  for (const row of rows) {
    byType.set(row.type, [...(byType.get(row.type) ?? []), row.id]);
    if (row.type === 25 && row.subtype)
      offersByMain.set(row.subtype, [...(offersByMain.get(row.subtype) ?? []), row.id]);
  }
  return { byType, offersByMain };
}

/** Places by country, and for the first entries one place per Swiss canton so every canton has venues. */
function placePicker(places: DemoPlace[]) {
  const byCountry = {
    1: places.filter((p) => p.country === 1),
    2: places.filter((p) => p.country === 2),
    3: places.filter((p) => p.country === 3),
  };
  const cantons = [...new Set(byCountry[1].map((p) => p.region_id))];
  return (rng: Random, index: number): DemoPlace => {
    if (index <= cantons.length * 2)
      return rng.pick(byCountry[1].filter((p) => p.region_id === cantons[index % cantons.length]));
    const country = ([1, 2, 3] as const)[rng.weighted([60, 25, 15])]!;
    return rng.pick(byCountry[country]);
  };
}

async function insertAll(trx: Knex.Transaction, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000)
    if (rows.length > 0) await trx(table).insert(rows.slice(i, i + 1000));
}

function photoItems(
  ownerType: string,
  ownerId: number,
  count: number,
  themes: Record<PhotoTheme, number[]>,
  rng: Random,
  slots: readonly string[],
) {
  return Array.from({ length: count }, (_, order) => {
    const slot = slots[order % slots.length]!;
    const theme = (slot in themes ? slot : 'provider') as PhotoTheme;
    return {
      owner_type: ownerType,
      owner_id: ownerId,
      collection: 'photos',
      slot: ownerType === 'location' ? slot : null,
      file_id: rng.pick(themes[theme]),
      order,
    };
  });
}

interface GeneratedEntry {
  entry: { id: number };
  termIds: number[];
  distances: object[];
  faq: object;
  prices: object[];
  reviews: object[];
}

/** Rows both kinds have: the entries, their taxonomy links, distances, FAQ, prices and reviews. */
async function insertEntries(trx: Knex.Transaction, kind: EntryKind, generated: GeneratedEntry[]) {
  await insertAll(
    trx,
    entryKinds[kind].table,
    generated.map((g) => g.entry),
  );
  await insertAll(
    trx,
    ENTRY_TERMS,
    generated.flatMap((g) =>
      g.termIds.map((term_id) => ({ entry_type: kind, entry_id: g.entry.id, term_id })),
    ),
  );
  await insertAll(
    trx,
    DISTANCES,
    generated.flatMap((g) => g.distances),
  );
  await insertAll(
    trx,
    FAQS,
    generated.map((g) => g.faq),
  );
  await insertAll(
    trx,
    PRICES,
    generated.flatMap((g) => g.prices),
  );
  await insertAll(
    trx,
    REVIEWS,
    generated.flatMap((g) => g.reviews),
  );
}

/** Showcase entries (see `isShowcase`) get their 360° tour and header video. */
function withShowcase<T extends { entry: { id: number; slug: string; vr_url: string | null } }>(
  generated: T,
): T {
  const { entry } = generated;
  if (!isShowcase(entry.id)) return generated;
  return {
    ...generated,
    entry: {
      ...entry,
      vr_url: entry.vr_url ?? `https://tour.example/${entry.slug}`,
      header_video_url: `https://www.youtube.com/watch?v=demo${String(entry.id).padStart(7, '0')}`,
    },
  };
}

/** A showcase entry's brochure, price list PDF (its first price) and the photo of its first review. */
async function attachShowcaseMedia(
  trx: Knex.Transaction,
  mediaLibrary: MediaLibrary,
  kind: EntryKind,
  ids: readonly number[],
  files: { priceList: number; brochure: number; reviewPhotos: number[] },
) {
  for (const id of ids.filter(isShowcase)) {
    const owner = { type: entryKinds[kind].owner, id };
    const scope = { entry_type: kind, entry_id: id };
    await mediaLibrary.attach(owner, 'documents', files.brochure, { title: 'Dokumentation' }, trx);
    const pdf = await mediaLibrary.attach(owner, 'price_lists', files.priceList, {}, trx);
    await trx(PRICES)
      .where({ ...scope, order: 0 })
      .update({ pdf_media_id: pdf });
    const photo = files.reviewPhotos[id % files.reviewPhotos.length]!;
    const image = await mediaLibrary.attach(owner, 'review_images', photo, {}, trx);
    await trx(REVIEWS)
      .where({ ...scope, order: 0 })
      .update({ image_media_id: image });
  }
}

async function resetSequence(db: Knex, table: string): Promise<void> {
  await db.raw(
    `select setval(pg_get_serial_sequence(?, 'id'), greatest((select max(id) from ??), 1))`,
    [table, table],
  );
}

/**
 * The demo catalogue: `counts.locations` venues (default 4,000) over all cantons, Germany and
 * Austria, every ranking tier, rooms, reviews, prices, FAQ, deals and generated photos, plus
 * providers in all seven service categories. Entry N is always generated the same way, so the seed
 * is deterministic and extending it (`npm run seed -- --locations 100000`) only adds entries.
 */
export function demoCatalogueSeed(services: PlatformServices): PluginSeed {
  return {
    name: 'demo-catalogue',
    async run({ demo, counts }) {
      if (!demo) return;
      const { db, logger } = services;
      const targetLocations = counts?.locations ?? DEFAULT_DEMO_LOCATIONS;
      const targetProviders = counts?.providers ?? Math.max(350, Math.round(targetLocations / 8));
      const [places, terms] = await Promise.all([loadPlaces(db), loadTerms(db)]);
      if (places.length === 0)
        throw new Error('The demo catalogue needs the taxonomy places: seed the taxonomy first');
      const mediaLibrary = services.service(MEDIA_LIBRARY);
      const photos = await storeDemoPhotos(mediaLibrary, counts?.photos ?? PHOTOS_PER_THEME);
      const showcaseFiles = {
        ...(await storeDemoDocuments(mediaLibrary)),
        reviewPhotos: photos.celebration_image,
      };
      const now = services.now();
      const pickPlace = placePicker(places);
      const venueUserId = await services.service(ACCOUNT_DIRECTORY).idOfLogin('venue');

      const firstLocation = Number((await db(LOCATIONS).max('id as max'))[0]?.max ?? 0) + 1;
      for (let start = firstLocation; start <= targetLocations; start += BATCH) {
        const end = Math.min(targetLocations, start + BATCH - 1);
        const generated: ReturnType<typeof generateLocation>[] = [];
        for (let id = start; id <= end; id += 1) {
          const rng = new Random(seedFor('location-frame', id));
          const category =
            LOCATION_CATEGORY_IDS[
              rng.weighted(LOCATION_CATEGORY_IDS.map((c) => categoryWeights[c] ?? 1))
            ]!;
          generated.push(
            withShowcase(generateLocation(id, category, pickPlace(rng, id), terms, now)),
          );
        }
        await db.transaction(async (trx) => {
          const owned = generated.map((g) => ({
            ...g,
            entry: { ...g.entry, owner_user_id: g.entry.id <= 3 ? venueUserId : null },
          }));
          await insertEntries(trx, 'location', owned);
          const rooms = generated.flatMap((g) => g.rooms);
          const roomIds: { id: number; location_id: number }[] = rooms.length
            ? await trx(ROOMS).insert(rooms).returning(['id', 'location_id'])
            : [];
          const media = [
            ...generated.flatMap((g) =>
              photoItems('location', g.entry.id, g.photoCount, photos, g.rng, PHOTO_SLOTS),
            ),
            ...roomIds.map((room) => ({
              owner_type: 'room',
              owner_id: room.id,
              collection: 'image',
              slot: null,
              file_id: photos.room[room.id % photos.room.length]!,
              order: 0,
            })),
          ];
          await mediaLibrary.attachMany(trx, media);
          await attachShowcaseMedia(
            trx,
            mediaLibrary,
            'location',
            generated.map((g) => g.entry.id),
            showcaseFiles,
          );
        });
        logger.info({ locations: end }, 'demo catalogue: locations written');
      }
      await resetSequence(db, LOCATIONS);

      const firstProvider = Number((await db(PROVIDERS).max('id as max'))[0]?.max ?? 0) + 1;
      for (let start = firstProvider; start <= targetProviders; start += BATCH) {
        const end = Math.min(targetProviders, start + BATCH - 1);
        const generated: (ReturnType<typeof generateProvider> & { partners: number[] })[] = [];
        for (let id = start; id <= end; id += 1) {
          const rng = new Random(seedFor('provider-frame', id));
          generated.push({
            ...withShowcase(
              generateProvider(
                id,
                PROVIDER_CATEGORY_IDS[id % PROVIDER_CATEGORY_IDS.length]!,
                pickPlace(rng, id + 1000),
                terms,
                now,
              ),
            ),
            partners: rng.sample(
              Array.from({ length: Math.min(targetLocations, 400) }, (_, i) => i + 1),
              rng.int(0, 4),
            ),
          });
        }
        await db.transaction(async (trx) => {
          await insertEntries(trx, 'provider', generated);
          await insertAll(
            trx,
            PARTNER_LOCATIONS,
            generated.flatMap((g) =>
              g.partners.map((location_id) => ({ provider_id: g.entry.id, location_id })),
            ),
          );
          await mediaLibrary.attachMany(
            trx,
            generated.flatMap((g) =>
              photoItems('provider', g.entry.id, g.photoCount, photos, g.rng, ['provider']),
            ),
          );
          await attachShowcaseMedia(
            trx,
            mediaLibrary,
            'provider',
            generated.map((g) => g.entry.id),
            showcaseFiles,
          );
        });
      }
      await resetSequence(db, PROVIDERS);
    },
  };
}
