import type { MediaView } from '@eventalp/plugin-media';
import type { EntryDetail, Room } from './domain/entry-detail-answers';
import type { PropertyGroup } from './domain/entry-vocabulary';
import { entityLinkSlug, locationPath, providerPath } from './domain/entity-link-slug';
import { PHOTO_SLOTS } from './domain/photo-slots';
import { httpsUrl } from './domain/https-url';
import type { EntryDetailRows, RoomRow } from './entry-detail-rows';
import type { EntryKind } from './entry-kind';

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
  21: 'service_types',
  22: 'price_styles',
  23: 'styles',
  24: 'operations',
  25: 'offers',
};

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
 * Reshapes the rows of one entry into what a visitor sees (no I/O): property groups, the
 * canonical path, capacities, the average rating, photo slots. The e-mail addresses for
 * enquiries are not part of it.
 */
export function entryDetailView(
  kind: EntryKind,
  id: number,
  rows: EntryDetailRows,
  product: string,
): EntryDetail {
  const { entry, terms, distances, faq, prices, reviews, videos, rooms, roomMedia, partners } =
    rows;
  const collections = rows.media;
  const byItemId = new Map<number, MediaView>();
  for (const list of collections.values()) for (const item of list) byItemId.set(item.id, item);
  const vrUrl = httpsUrl(entry.vr_url);
  const item = (id: number | null) => (id === null ? null : (byItemId.get(id) ?? null));
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
    header_video: httpsUrl(entry.header_video_url),
    vr: vrUrl ? { url: vrUrl, thumbnail: collections.get('vr_thumbnail')?.[0] ?? null } : null,
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
      pdf: rows.priceFiles.get(p.id)?.get('pdf')?.[0] ?? item(p.pdf_media_id),
    })),
    reviews: reviews.map((r) => ({
      id: r.id,
      company: r.company,
      date: r.reviewed_on.toISOString(),
      rating: r.rating,
      description: r.description,
      image: rows.reviewFiles.get(r.id)?.get('image')?.[0] ?? item(r.image_media_id),
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
