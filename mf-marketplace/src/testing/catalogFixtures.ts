import type { MediaView } from '@eventalp/plugin-media/domain';
import type { EntryCard } from '../catalog/catalogTypes';

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
