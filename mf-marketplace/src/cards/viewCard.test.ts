import type { EntryCard } from '../catalog/catalogTypes';
import { viewCard } from './viewCard';

const photo = (id: number) => ({
  id,
  name: `photo-${id}`,
  title: null,
  slot: 'exterior_image',
  mime_type: 'image/jpeg',
  url: `/storage/${id}/photo-${id}.jpg`,
  width: 1920,
  height: 1280,
  candidates: [{ width: 600, url: `/storage/${id}/conversions/photo-${id}-600.jpg` }],
  src: `/storage/${id}/conversions/photo-${id}-600.jpg`,
  srcset: `/storage/${id}/conversions/photo-${id}-600.jpg 600w`,
  responsive_images: { media_library_original: { urls: [`photo-${id}___600_400.jpg`] } },
});

describe('viewCard', () => {
  it('keeps the first three photos with the fields an image needs, and the rest of the card', () => {
    const card = {
      id: 7,
      name: 'Seeblick',
      type_id: 9,
      media: { photos: [photo(1), photo(2), photo(3), photo(4)] },
    } as unknown as EntryCard;
    const kept = viewCard(card);
    expect(kept).toMatchObject({ id: 7, name: 'Seeblick', type_id: 9 });
    expect(kept.media.photos.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(kept.media.photos[0]).toEqual({
      id: 1,
      name: 'photo-1',
      title: null,
      slot: 'exterior_image',
      mime_type: 'image/jpeg',
      url: '/storage/1/photo-1.jpg',
      width: 1920,
      height: 1280,
      candidates: [{ width: 600, url: '/storage/1/conversions/photo-1-600.jpg' }],
    });
  });
});
