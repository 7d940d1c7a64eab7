import type { Knex } from 'knex';
import type { PlatformServices } from '@eventalp/platform-sdk';
import { entryKinds, publicEntries, type EntryKind } from '@eventalp/plugin-catalog';
import type { MediaLibrary, MediaView } from '@eventalp/plugin-media';
import { campaignStatuses, type CampaignKind, type CampaignWindow } from './domain';
import {
  BOX_ITEM_OWNER,
  BOX_ITEMS,
  CAMPAIGN_WINDOWS,
  HEADER_OWNER,
  HEADERS,
  OFFER_TYPES,
  PACKAGE_DEAL_OWNER,
  PACKAGE_DEALS,
  POPULAR_SEARCHES,
} from './home-migrations';

export type CountryCategory = 1 | 2 | 3;
export const PACKAGE_AUDIENCES = ['private', 'company', 'public'] as const;
export type PackageAudience = (typeof PACKAGE_AUDIENCES)[number];

/** The link fields of a teaser item (spec section 3): an entry by the slug rule, or external. */
export interface TeaserLink {
  entity_type: EntryKind;
  id: number;
  slug: string | null;
  legacy_slug: string | null;
  category_id: number;
  category_slug: string;
}

/** An event partner or inspiring location slide. */
export interface EntrySlide {
  id: number;
  name: string;
  short: string | null;
  image: MediaView | null;
  link: TeaserLink | null;
  external_link: string | null;
}

interface EntryRow {
  id: number;
  full_name: string;
  summary: string | null;
  slug: string | null;
  legacy_slug: string | null;
  category_id: number;
  category_slug: string;
}

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

const firstOf = (media: Map<string, MediaView[]> | undefined, collection: string) =>
  media?.get(collection)?.[0] ?? null;

/** Offer types in their configured order (the jumbotron picks and sorts for the country). */
async function offerTypes(db: Knex) {
  const rows = await db(OFFER_TYPES).orderBy([{ column: 'order' }, { column: 'value' }]);
  return rows.map((row) => ({
    value: row.value as string,
    label: row.label as string,
    labelHome: row.label_home as string,
    description: row.description as string,
    route: row.route as string,
    display: Boolean(row.display),
  }));
}

async function headers(db: Knex, media: MediaLibrary) {
  const rows: { id: number; name: string; category: string }[] = await db(HEADERS)
    .orderBy([{ column: 'category' }, { column: 'order' }, { column: 'id' }])
    .select('id', 'name', 'category');
  const images = await media.itemsOf(
    HEADER_OWNER,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    image: firstOf(images.get(row.id), 'image'),
    mobile_image: firstOf(images.get(row.id), 'mobile_image'),
  }));
}

/** Entry slides of a box, public entries only, in the box's order; the summary is the short text. */
async function entrySlides(
  services: Pick<PlatformServices, 'db' | 'now'>,
  media: MediaLibrary,
  rows: BoxRow[],
  kind: EntryKind,
): Promise<EntrySlide[]> {
  const ids = rows.map((row) => row.entry_id).filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const [entries, photos] = await Promise.all([
    publicEntries(services.db, kind, services.now())
      .join('taxonomy_terms as c', 'c.id', 'e.category_id')
      .whereIn('e.id', ids)
      .select(
        'e.id',
        'e.full_name',
        'e.summary',
        'e.slug',
        'e.legacy_slug',
        'e.category_id',
        'c.slug as category_slug',
      ),
    media.itemsOf(entryKinds[kind].owner, ids),
  ]);
  const byId = new Map((entries as EntryRow[]).map((entry) => [entry.id, entry]));
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

async function boxes(
  services: Pick<PlatformServices, 'db' | 'now'>,
  media: MediaLibrary,
  country: CountryCategory,
) {
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

/** Everything the home page of a country category shows from its own tables. */
export async function loadHomeContent(
  services: Pick<PlatformServices, 'db' | 'now'>,
  media: MediaLibrary,
  country: CountryCategory,
) {
  const { db } = services;
  const [types, slides, boxContent, searches, award] = await Promise.all([
    offerTypes(db),
    headers(db, media),
    boxes(services, media, country),
    db(POPULAR_SEARCHES)
      .where({ country })
      .orderBy([{ column: 'order' }, { column: 'id' }])
      .select('label', 'path'),
    awardCampaigns(db, services.now()),
  ]);
  return {
    country,
    offer_types: types,
    headers: slides,
    ...boxContent,
    popular_searches: searches,
    award,
  };
}

/** Package deals grouped by audience (private, company, public), each in its order. */
export async function loadPackageDeals(db: Knex, media: MediaLibrary) {
  const rows: {
    id: number;
    name: string;
    text_underline: string | null;
    audience: PackageAudience;
    path: string;
  }[] = await db(PACKAGE_DEALS)
    .orderBy([{ column: 'order' }, { column: 'id' }])
    .select('id', 'name', 'text_underline', 'audience', 'path');
  const images = await media.itemsOf(
    PACKAGE_DEAL_OWNER,
    rows.map((row) => row.id),
  );
  const grouped: Record<PackageAudience, unknown[]> = { private: [], company: [], public: [] };
  for (const row of rows)
    grouped[row.audience]?.push({
      id: row.id,
      name: row.name,
      text_underline: row.text_underline,
      path: row.path,
      image: firstOf(images.get(row.id), 'image'),
    });
  return grouped;
}
