import { cardPhotos, type CardPhoto } from '@eventalp/plugin-catalog/domain';
import { ResponsiveImage } from '@eventalp/shell-ui';
import type { ViewCard } from './viewCard';

/** Card images are shown about 400 px wide (three columns on desktop, one on phones). */
const CARD_IMAGE_WIDTH = 400;
const CARD_SIZES = '(max-width: 568px) 100vw, (max-width: 1024px) 50vw, 400px';

function CardImage({
  photo,
  card,
  loading,
  priority,
}: {
  photo: CardPhoto;
  card: ViewCard;
  loading: 'eager' | 'lazy';
  priority: boolean;
}) {
  const fetchPriority = priority ? 'high' : undefined;
  if (photo.kind !== 'media') {
    // all_photos_long and award images are plain file URLs.
    return (
      <img
        src={photo.value}
        alt={card.name}
        loading={loading}
        fetchPriority={fetchPriority}
        className="ea-card__plain-image"
      />
    );
  }
  const media = card.media.photos.find((candidate) => candidate.id === photo.id);
  if (!media) return null;
  return (
    <ResponsiveImage
      media={media}
      alt={media.title || card.name}
      targetWidth={CARD_IMAGE_WIDTH}
      sizes={CARD_SIZES}
      loading={loading}
      fetchPriority={fetchPriority}
    />
  );
}

/**
 * The images of a card by the spec's rules (cardPhotos: up to three above grund, else one). Only
 * the first image of the first three cards loads eagerly; further slides wait until shown. The
 * first card's first image (`priority`) is fetched first: it is the page's largest paint on phones.
 */
export function cardImages(
  card: ViewCard,
  loading: 'eager' | 'lazy',
  options: { winner?: boolean; priority?: boolean } = {},
) {
  return cardPhotos(card, options).map((photo, index) => (
    <CardImage
      key={photo.kind === 'media' ? photo.id : photo.value}
      photo={photo}
      card={card}
      loading={index === 0 ? loading : 'lazy'}
      priority={index === 0 && Boolean(options.priority)}
    />
  ));
}
