import type { MediaView } from '@eventalp/plugin-media/domain';
import type { EntryCard, EntryDetail, Room } from '../catalog/catalogTypes';

/** A media item as the API answers it. */
export function photo(id: number): MediaView {
  const candidates = [240, 600, 800].map((width) => ({
    width,
    url: `/storage/${id}/conversions/photo-${id}-${width}.jpg`,
  }));
  return {
    id,
    name: `photo-${id}`,
    title: null,
    slot: null,
    mime_type: 'image/jpeg',
    url: `/storage/${id}/photo-${id}.jpg`,
    width: 1920,
    height: 1280,
    candidates,
    src: candidates[1]!.url,
    srcset: candidates.map((c) => `${c.url} ${c.width}w`).join(', '),
    responsive_images: { media_library_original: { urls: [] } },
  };
}

/** A card as GET /api/guest/locations answers it. */
export function card(overrides: Partial<EntryCard> = {}): EntryCard {
  return {
    id: 42,
    entity_type: 'location',
    name: 'Schloss Laufen am Rheinfall',
    short_name: 'Schloss Laufen',
    type_id: 3,
    path: '/site/_eventalp/516/hochzeitslocations/42/schloss-laufen.html',
    category: { id: 516, slug: 'hochzeitslocations', name: 'Hochzeitslocations' },
    place: 'Laufen-Uhwiesen',
    zip: '8447',
    region: 'Zürich',
    position: { lat: 47.677, lng: 8.615 },
    summary: 'Hoch über dem Rheinfall.',
    label: null,
    special_deal: false,
    all_photos_long: null,
    award_location_image: null,
    media: { photos: [photo(1), photo(2), photo(3)] },
    ...overrides,
  };
}

const capacity = (max: number | null) => ({ min: max ? 2 : null, max });

/** A room as the detail answer has it. */
export function room(overrides: Partial<Room> = {}): Room {
  return {
    id: 1,
    name: 'Festsaal',
    description: null,
    floor: 'Parkett',
    area: 200,
    width: 10,
    length: 20,
    height: 4,
    capacity: {
      banquet: capacity(120),
      aperitif: capacity(200),
      concert: capacity(150),
      seminar: capacity(80),
    },
    rent_option: 0,
    image: null,
    ground_plan: null,
    ...overrides,
  };
}

/** A location as GET /api/guest/locations/{id} answers it (without the optional extras). */
export function detail(overrides: Partial<EntryDetail> = {}): EntryDetail {
  return {
    id: 42,
    entity_type: 'location',
    name: 'Schloss Laufen am Rheinfall',
    short_name: 'Schloss Laufen',
    award_name: null,
    slug: 'schloss-laufen',
    legacy_slug: null,
    link_slug: 'schloss-laufen.html',
    path: '/site/_eventalp/516/hochzeitslocations/42/schloss-laufen.html',
    category: { id: 516, slug: 'hochzeitslocations', name: 'Hochzeitslocations' },
    type_id: 3,
    display_type: 0,
    is_sample: false,
    label: null,
    seo: { title: null, meta_description: null, meta_keywords: null },
    summary: null,
    description: null,
    website: null,
    special_deal: null,
    video_description: null,
    videos: [],
    campaign_videos: [],
    header_video: null,
    vr: null,
    address: {
      street: 'Schloss',
      street_number: '1',
      zip: '8447',
      place: 'Laufen-Uhwiesen',
      region: { id: 1, name: 'Zürich' },
      country_category: 1,
      directions: null,
      lat: null,
      lng: null,
    },
    contact: {
      company: null,
      title: null,
      first_name: null,
      last_name: null,
      function: null,
      phone: null,
      mobile: null,
      fax: null,
      website: null,
      image: null,
      logo: null,
    },
    properties: {},
    distances: [],
    faq: null,
    rent_option: null,
    rooms_count: null,
    rooms: [],
    people: null,
    partner_locations: [],
    prices: [],
    reviews: [],
    rating: null,
    header_image: null,
    photos: [],
    photo_slots: {
      exterior_image: null,
      entrance_image: null,
      environment_image: null,
      conference_image: null,
      celebration_image: null,
      wedding_image: null,
    },
    documents: [],
    ...overrides,
  };
}
