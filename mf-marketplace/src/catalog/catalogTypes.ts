// The platform API's catalogue answers (plugins/catalog), as the pages read them.
import type { MediaView } from '@eventalp/shell-kit';

export type EntityType = 'location' | 'provider';

export interface Term {
  id: number;
  name: string;
  slug: string;
}

export interface EntryLabel {
  text: string;
  color: string;
  text_color: string;
}

/** A result card (grids, lists, favourites). */
export interface EntryCard {
  id: number;
  entity_type: EntityType;
  name: string;
  short_name: string | null;
  type_id: number;
  path: string;
  category: Term;
  place: string | null;
  zip: string | null;
  region: string | null;
  position: { lat: number; lng: number } | null;
  summary: string | null;
  label: EntryLabel | null;
  special_deal: boolean;
  all_photos_long: string | null;
  award_location_image: string | null;
  media: { photos: MediaView[] };
}

export interface CardPage {
  total: number;
  page: number;
  per_page: number;
  data: EntryCard[];
}

export interface SeatingCapacity {
  min: number | null;
  max: number | null;
}

export const SEATING_STYLES = ['banquet', 'aperitif', 'concert', 'seminar'] as const;
export type SeatingStyle = (typeof SEATING_STYLES)[number];

export interface Room {
  id: number;
  name: string;
  description: string | null;
  floor: string | null;
  area: number | null;
  width: number | null;
  length: number | null;
  height: number | null;
  capacity: Record<SeatingStyle, SeatingCapacity>;
  rent_option: number | null;
  image: MediaView | null;
  ground_plan: MediaView | null;
}

export interface Faq {
  parking: boolean | null;
  free_parking: boolean | null;
  own_catering: boolean | null;
  barrier_free: boolean | null;
  daylight: boolean | null;
  double_rooms: number | null;
  single_rooms: number | null;
}

export type DistanceKind = 'train_station' | 'highway' | 'airport';

import type { PhotoSlot } from '@eventalp/plugin-catalog/domain';

export { PHOTO_SLOTS, type PhotoSlot } from '@eventalp/plugin-catalog/domain';

/** A location or provider detail (GET /api/guest/locations/:id, /providers/:id). */
export interface EntryDetail {
  id: number;
  entity_type: EntityType;
  name: string;
  short_name: string | null;
  slug: string | null;
  legacy_slug: string | null;
  link_slug: string;
  path: string;
  category: Term;
  type_id: number;
  label: EntryLabel | null;
  seo: { title: string | null; meta_description: string | null; meta_keywords: string | null };
  summary: string | null;
  description: string | null;
  website: string | null;
  special_deal: {
    title: string | null;
    subtitle: string | null;
    description: string | null;
    discount: string | null;
  } | null;
  video_description: string | null;
  videos: { youtube_id: string; title: string | null }[];
  vr: { url: string } | null;
  address: {
    street: string | null;
    street_number: string | null;
    zip: string | null;
    place: string | null;
    region: { id: number; name: string } | null;
    country_category: number | null;
    directions: string | null;
    lat: number | null;
    lng: number | null;
  };
  contact: {
    company: string | null;
    title: string | null;
    first_name: string | null;
    last_name: string | null;
    function: string | null;
    phone: string | null;
    mobile: string | null;
    fax: string | null;
    website: string | null;
    image: MediaView | null;
    logo: MediaView | null;
  };
  properties: Partial<Record<string, Term[]>>;
  distances: { kind: DistanceKind; name: string; distance_km: number }[];
  faq: Faq | null;
  rent_option: number | null;
  rooms_count: number | null;
  rooms: Room[];
  people: { min: number | null; max: number | null } | null;
  partner_locations: { id: number; name: string; path: string }[];
  prices: { id: number; service: string; price: number | null; unit: string | null }[];
  reviews: {
    id: number;
    company: string | null;
    date: string | null;
    rating: number;
    description: string | null;
  }[];
  rating: { average: number; count: number } | null;
  header_image: MediaView | null;
  photos: MediaView[];
  photo_slots: Partial<Record<PhotoSlot, MediaView | null>>;
  documents: MediaView[];
}

export interface FavouriteCards {
  locations: EntryCard[];
  providers: EntryCard[];
}
