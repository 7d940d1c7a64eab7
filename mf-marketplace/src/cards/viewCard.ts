import type { MediaView } from '@eventalp/shell-ui';
import type { EntryCard } from '../catalog/catalogTypes';

/** A card shows at most three photos (`cardPhotos`), the first ones of its media. */
const SHOWN_PHOTOS = 3;

/** A result card as a page keeps it: the photos it can show, with what an image needs. */
export type ViewCard = Omit<EntryCard, 'media'> & { media: { photos: MediaView[] } };

/**
 * The card without what its view never reads: photos past the third, and each photo's `src`,
 * `srcset` and `responsive_images` (the conversions again, for older clients; the image is built
 * from `candidates`). A search page's 36 cards go into its HTML twice (markup and hydration
 * state): this is about 40 % of the state.
 */
export function viewCard(card: EntryCard): ViewCard {
  return {
    ...card,
    media: {
      photos: card.media.photos
        .slice(0, SHOWN_PHOTOS)
        .map(({ id, name, title, slot, mime_type, url, width, height, candidates }) => ({
          id,
          name,
          title,
          slot,
          mime_type,
          url,
          width,
          height,
          candidates,
        })),
    },
  };
}
