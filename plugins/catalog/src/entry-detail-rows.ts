import type { Knex } from 'knex';
import type { MediaLibrary, MediaView } from '@eventalp/plugin-media';
import { TAXONOMY_TERMS, taxonomyNameSql } from '@eventalp/plugin-taxonomy';
import type { TaxonomyLanguage } from '@eventalp/plugin-taxonomy/domain';
import {
  DISTANCES,
  ENTRY_TERMS,
  FAQS,
  PARTNER_LOCATIONS,
  PRICES,
  REVIEWS,
  ROOMS,
  VIDEOS,
} from './catalog-migrations';
import type { DistanceKind } from './domain/entry-vocabulary';
import { entryKinds, PRICE_OWNER, REVIEW_OWNER, type EntryKind } from './entry-kind';
import { publicEntries } from './public-entries';

export type Capacities = {
  [Column in `${'banquet' | 'aperitif' | 'concert' | 'seminar'}_${'min' | 'max'}`]: number | null;
};

/** A row of the rooms table (decimals come as strings). */
export interface RoomRow extends Capacities {
  id: number;
  name: string;
  description: string | null;
  floor: string | null;
  area: string | null;
  width: string | null;
  length: string | null;
  height: string | null;
  rent_option: number;
}

/** A public entry's row with its category and region names (provider-only and location-only
 * columns are absent on the other kind). */
export interface EntryRow {
  id: number;
  full_name: string;
  short_name: string | null;
  award_name?: string | null;
  slug: string | null;
  legacy_slug: string | null;
  category_id: number;
  category_name: string;
  category_slug: string;
  type_id: number;
  display_type: number;
  is_sample: boolean;
  label_text: string | null;
  label_color: string | null;
  label_text_color: string | null;
  seo_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  summary: string | null;
  description: string | null;
  website: string | null;
  special_deal_active: boolean;
  special_deal_title: string | null;
  special_deal_subtitle: string | null;
  special_deal_description: string | null;
  special_deal_discount: string | null;
  video_description: string | null;
  video_id: string | null;
  header_video_url: string | null;
  campaign_videos: unknown[];
  vr_url: string | null;
  show_reviews: boolean;
  street: string | null;
  street_number: string | null;
  zip: string | null;
  place: string | null;
  region_id: number | null;
  region_name: string | null;
  country_category: number;
  directions: string | null;
  lat: number | null;
  lng: number | null;
  company: string | null;
  contact_title: string | null;
  contact_first_name: string | null;
  contact_last_name: string | null;
  contact_function: string | null;
  phone: string | null;
  mobile: string | null;
  fax: string | null;
  contact_website: string | null;
  rent_option?: number | null;
  rooms_count?: number | null;
  min_people?: number | null;
  max_people?: number | null;
}

export interface TermRow {
  id: number;
  name: string;
  slug: string | null;
  type: number;
}

export interface FaqRow {
  parking: boolean | null;
  free_parking: boolean | null;
  own_catering: boolean | null;
  barrier_free: boolean | null;
  daylight: boolean | null;
  double_rooms: number | null;
  single_rooms: number | null;
}

export interface DistanceRow {
  kind: DistanceKind;
  name: string;
  distance_km: string;
}

export interface PriceRow {
  id: number;
  service: string;
  price: string | null;
  unit: string | null;
  /** A media item of the entry (its price list as a PDF). */
  pdf_media_id: number | null;
}

export interface ReviewRow {
  id: number;
  company: string;
  reviewed_on: Date;
  rating: number;
  description: string;
  /** A media item of the entry (a photo of the event). */
  image_media_id: number | null;
}

export interface VideoRow {
  youtube_id: string;
  title: string | null;
}

export interface PartnerRow {
  id: number;
  full_name: string;
  slug: string | null;
  legacy_slug: string | null;
  category_id: number;
  category_slug: string;
}

/** Everything stored about one public entry that its detail page shows, as read. */
export interface EntryDetailRows {
  entry: EntryRow;
  terms: TermRow[];
  distances: DistanceRow[];
  faq: FaqRow | undefined;
  prices: PriceRow[];
  reviews: ReviewRow[];
  videos: VideoRow[];
  rooms: RoomRow[];
  /** The entry's media by collection. */
  media: Map<string, MediaView[]>;
  /** Each room's media by collection. */
  roomMedia: Map<number, Map<string, MediaView[]>>;
  /** Each price's PDF and each review's image uploaded in the back office, by row id. */
  priceFiles: Map<number, Map<string, MediaView[]>>;
  reviewFiles: Map<number, Map<string, MediaView[]>>;
  partners: PartnerRow[];
}

/**
 * The rows of one public location or provider (null when it does not exist or is not public),
 * read side by side: the entry with its category and region, terms, distances, FAQ, prices,
 * reviews (when shown), videos, rooms, media and a provider's public partner locations.
 */
export async function readEntryDetailRows(
  db: Knex,
  media: MediaLibrary,
  kind: EntryKind,
  id: number,
  now: Date,
  /** 'any' reads an entry whatever its release state (the owner's preview). */
  visibility: 'public' | 'any' = 'public',
  /** The language of the taxonomy names (category, region, terms): German by default. */
  language: TaxonomyLanguage = 'de',
): Promise<EntryDetailRows | null> {
  const entries =
    visibility === 'public' ? publicEntries(db, kind, now) : db(`${entryKinds[kind].table} as e`);
  const entry: EntryRow | undefined = await entries
    .leftJoin(`${TAXONOMY_TERMS} as c`, 'c.id', 'e.category_id')
    .leftJoin(`${TAXONOMY_TERMS} as r`, 'r.id', 'e.region_id')
    .where('e.id', id)
    .first(
      'e.*',
      db.raw(`${taxonomyNameSql('c', language)} as category_name`),
      'c.slug as category_slug',
      db.raw(`${taxonomyNameSql('r', language)} as region_name`),
    );
  if (!entry) return null;
  const owner = entryKinds[kind].owner;
  const scope = { entry_type: kind, entry_id: id };

  const [terms, distances, faq, prices, reviews, videos, rooms, ownMedia, partners]: [
    TermRow[],
    DistanceRow[],
    FaqRow | undefined,
    PriceRow[],
    ReviewRow[],
    VideoRow[],
    RoomRow[],
    Map<number, Map<string, MediaView[]>>,
    PartnerRow[],
  ] = await Promise.all([
    db(`${ENTRY_TERMS} as l`)
      .join(`${TAXONOMY_TERMS} as t`, 't.id', 'l.term_id')
      .where({ 'l.entry_type': kind, 'l.entry_id': id })
      .orderBy([{ column: 't.type' }, { column: 't.order' }, { column: 't.name' }])
      .select('t.id', db.raw(`${taxonomyNameSql('t', language)} as name`), 't.slug', 't.type'),
    db(DISTANCES).where(scope).orderBy('kind').select('kind', 'name', 'distance_km'),
    db(FAQS).where(scope).first(),
    db(PRICES)
      .where(scope)
      .orderBy('order')
      .select('id', 'service', 'price', 'unit', 'pdf_media_id'),
    entry.show_reviews
      ? db(REVIEWS)
          .where(scope)
          .orderBy([{ column: 'order' }, { column: 'reviewed_on', order: 'desc' }])
          .select('id', 'company', 'reviewed_on', 'rating', 'description', 'image_media_id')
      : [],
    db(VIDEOS).where(scope).orderBy('order').select('youtube_id', 'title'),
    kind === 'location'
      ? db(ROOMS)
          .where({ location_id: id })
          .orderBy([{ column: 'order' }, { column: 'id' }])
      : [],
    media.itemsOf(owner, [id]),
    kind === 'provider'
      ? publicEntries(db, 'location', now, 'p')
          .join(`${PARTNER_LOCATIONS} as pl`, 'pl.location_id', 'p.id')
          .join(`${TAXONOMY_TERMS} as pc`, 'pc.id', 'p.category_id')
          .where('pl.provider_id', id)
          .select(
            'p.id',
            'p.full_name',
            'p.slug',
            'p.legacy_slug',
            'p.category_id',
            'pc.slug as category_slug',
          )
      : [],
  ]);
  const roomMedia = rooms.length
    ? await media.itemsOf(
        'room',
        rooms.map((room) => room.id),
      )
    : new Map();
  const [priceFiles, reviewFiles] = await Promise.all([
    prices.length
      ? media.itemsOf(
          PRICE_OWNER,
          prices.map((price) => price.id),
        )
      : new Map<number, Map<string, MediaView[]>>(),
    reviews.length
      ? media.itemsOf(
          REVIEW_OWNER,
          reviews.map((review) => review.id),
        )
      : new Map<number, Map<string, MediaView[]>>(),
  ]);
  return {
    entry,
    terms,
    distances,
    faq,
    prices,
    reviews,
    videos,
    rooms,
    media: ownMedia.get(id) ?? new Map<string, MediaView[]>(),
    roomMedia,
    priceFiles,
    reviewFiles,
    partners,
  };
}
