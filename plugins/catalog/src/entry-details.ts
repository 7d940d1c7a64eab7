import type { Knex } from 'knex';
import type { MediaLibrary, MediaView } from '@eventalp/plugin-media';
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
import type { EntryDetail, Room } from './domain/entry-detail-answers';
import type { DistanceKind, PropertyGroup } from './domain/entry-vocabulary';
import { entityLinkSlug, locationPath, providerPath } from './domain/entity-link-slug';
import { PHOTO_SLOTS } from './domain/photo-slots';
import { entryKinds, type EntryKind } from './entry-kind';
import { publicEntries } from './public-entries';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';

export type { EntryDetail } from './domain/entry-detail-answers';

/** Property groups of a detail page by taxonomy type code. */
const propertyGroups: Partial<Record<number, PropertyGroup>> = {
  0: 'special_occasions',
  1: 'settings',
  2: 'accesses',
  3: 'event_kinds',
  4: 'building_types',
  5: 'infrastructure',
  6: 'technology',
  7: 'furniture',
  8: 'surroundings',
  9: 'award_categories',
  22: 'price_styles',
  23: 'styles',
  24: 'operations',
  25: 'offers',
};

type Capacities = {
  [Column in `${'banquet' | 'aperitif' | 'concert' | 'seminar'}_${'min' | 'max'}`]: number | null;
};

/** A row of the rooms table (decimals come as strings). */
interface RoomRow extends Capacities {
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
interface EntryRow {
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

interface TermRow {
  id: number;
  name: string;
  slug: string | null;
  type: number;
}

interface FaqRow {
  parking: boolean | null;
  free_parking: boolean | null;
  own_catering: boolean | null;
  barrier_free: boolean | null;
  daylight: boolean | null;
  double_rooms: number | null;
  single_rooms: number | null;
}

interface DistanceRow {
  kind: DistanceKind;
  name: string;
  distance_km: string;
}

interface PriceRow {
  id: number;
  service: string;
  price: string | null;
  unit: string | null;
}

interface ReviewRow {
  id: number;
  company: string;
  reviewed_on: Date;
  rating: number;
  description: string;
}

interface VideoRow {
  youtube_id: string;
  title: string | null;
}

interface PartnerRow {
  id: number;
  full_name: string;
  slug: string | null;
  legacy_slug: string | null;
  category_id: number;
  category_slug: string;
}

const num = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

function roomView(room: RoomRow, media: Map<number, Map<string, MediaView[]>>): Room {
  const capacity = (style: 'banquet' | 'aperitif' | 'concert' | 'seminar') => ({
    min: num(room[`${style}_min`]),
    max: num(room[`${style}_max`]),
  });
  const own = media.get(room.id);
  return {
    id: room.id,
    name: room.name,
    description: room.description,
    floor: room.floor,
    area: num(room.area),
    width: num(room.width),
    length: num(room.length),
    height: num(room.height),
    capacity: {
      banquet: capacity('banquet'),
      aperitif: capacity('aperitif'),
      concert: capacity('concert'),
      seminar: capacity('seminar'),
    },
    rent_option: room.rent_option,
    image: own?.get('image')?.[0] ?? null,
    ground_plan: own?.get('ground_plan')?.[0] ?? null,
  };
}

/**
 * Everything a visitor sees about one public location or provider, or null when it does not exist
 * or is not public. Rows are reshaped here; the e-mail addresses for enquiries never leave the API.
 */
export async function loadEntryDetail(
  db: Knex,
  media: MediaLibrary,
  kind: EntryKind,
  id: number,
  now: Date,
  product: string,
): Promise<EntryDetail | null> {
  const entry: EntryRow | undefined = await publicEntries(db, kind, now)
    .leftJoin(`${TAXONOMY_TERMS} as c`, 'c.id', 'e.category_id')
    .leftJoin(`${TAXONOMY_TERMS} as r`, 'r.id', 'e.region_id')
    .where('e.id', id)
    .first('e.*', 'c.name as category_name', 'c.slug as category_slug', 'r.name as region_name');
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
      .select('t.id', 't.name', 't.slug', 't.type'),
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
          .select('id', 'company', 'reviewed_on', 'rating', 'description')
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
  const collections = ownMedia.get(id) ?? new Map<string, MediaView[]>();
  const photos = collections.get('photos') ?? [];
  const properties: EntryDetail['properties'] = {};
  for (const term of terms) {
    const group = propertyGroups[term.type];
    if (group) (properties[group] ??= []).push({ id: term.id, name: term.name, slug: term.slug });
  }
  const ratings = reviews.map((review) => Number(review.rating));
  const category = { id: entry.category_id, name: entry.category_name, slug: entry.category_slug };
  const linkable = { id, slug: entry.slug, legacy_slug: entry.legacy_slug, category };

  return {
    id,
    entity_type: kind,
    name: entry.full_name,
    short_name: entry.short_name,
    award_name: entry.award_name ?? null,
    slug: entry.slug,
    legacy_slug: entry.legacy_slug,
    link_slug: entityLinkSlug(linkable),
    path: kind === 'location' ? locationPath(product, linkable) : providerPath(linkable),
    category,
    type_id: entry.type_id,
    display_type: entry.display_type,
    is_sample: entry.is_sample,
    label: entry.label_text
      ? { text: entry.label_text, color: entry.label_color, text_color: entry.label_text_color }
      : null,
    seo: {
      title: entry.seo_title,
      meta_description: entry.meta_description,
      meta_keywords: entry.meta_keywords,
    },
    summary: entry.summary,
    description: entry.description,
    website: entry.website,
    special_deal: entry.special_deal_active
      ? {
          title: entry.special_deal_title,
          subtitle: entry.special_deal_subtitle,
          description: entry.special_deal_description,
          discount: entry.special_deal_discount,
        }
      : null,
    video_description: entry.video_description,
    videos: [...(entry.video_id ? [{ youtube_id: entry.video_id, title: null }] : []), ...videos],
    campaign_videos: entry.campaign_videos,
    vr: entry.vr_url ? { url: entry.vr_url } : null,
    address: {
      street: entry.street,
      street_number: entry.street_number,
      zip: entry.zip,
      place: entry.place,
      region:
        entry.region_id && entry.region_name !== null
          ? { id: entry.region_id, name: entry.region_name }
          : null,
      country_category: entry.country_category,
      directions: entry.directions,
      lat: num(entry.lat),
      lng: num(entry.lng),
    },
    contact: {
      company: entry.company,
      title: entry.contact_title,
      first_name: entry.contact_first_name,
      last_name: entry.contact_last_name,
      function: entry.contact_function,
      phone: entry.phone,
      mobile: entry.mobile,
      fax: entry.fax,
      website: entry.contact_website,
      image: collections.get('contact_image')?.[0] ?? null,
      logo: collections.get('logo')?.[0] ?? null,
    },
    properties,
    distances: distances.map((d) => ({
      kind: d.kind,
      name: d.name,
      distance_km: Number(d.distance_km),
    })),
    faq: faq
      ? {
          parking: faq.parking,
          free_parking: faq.free_parking,
          own_catering: faq.own_catering,
          barrier_free: faq.barrier_free,
          daylight: faq.daylight,
          double_rooms: faq.double_rooms,
          single_rooms: faq.single_rooms,
        }
      : null,
    rent_option: entry.rent_option ?? null,
    rooms_count: entry.rooms_count ?? (rooms.length || null),
    rooms: rooms.map((room) => roomView(room, roomMedia)),
    people:
      kind === 'provider' ? { min: entry.min_people ?? null, max: entry.max_people ?? null } : null,
    partner_locations: partners.map((p) => ({
      id: p.id,
      name: p.full_name,
      path: locationPath(product, {
        id: p.id,
        slug: p.slug,
        legacy_slug: p.legacy_slug,
        category: { id: p.category_id, slug: p.category_slug },
      }),
    })),
    prices: prices.map((p) => ({
      id: p.id,
      service: p.service,
      price: num(p.price),
      unit: p.unit,
    })),
    reviews: reviews.map((r) => ({
      id: r.id,
      company: r.company,
      date: r.reviewed_on.toISOString(),
      rating: r.rating,
      description: r.description,
    })),
    rating: ratings.length
      ? {
          average: Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10,
          count: ratings.length,
        }
      : null,
    header_image: collections.get('header')?.[0] ?? photos[0] ?? null,
    photos,
    photo_slots: Object.fromEntries(
      PHOTO_SLOTS.map((slot) => [slot, photos.find((p) => p.slot === slot) ?? null]),
    ) as EntryDetail['photo_slots'],
    documents: collections.get('documents') ?? [],
  };
}
