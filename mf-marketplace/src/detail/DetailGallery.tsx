import { ResponsiveImage, type MediaView } from '@eventalp/shell-kit';
import { useIntl } from 'react-intl';
import { PHOTO_SLOTS, type EntryDetail } from '../catalog/catalogTypes';

/** Photos in the order of the spec's slots (exterior first), then any other photos. */
export function galleryPhotos(detail: EntryDetail): MediaView[] {
  const slotted = PHOTO_SLOTS.map((slot) => detail.photo_slots[slot]).filter(
    (photo): photo is MediaView => !!photo,
  );
  const seen = new Set(slotted.map((photo) => photo.id));
  const first =
    detail.header_image && !seen.has(detail.header_image.id) ? [detail.header_image] : [];
  return [
    ...first,
    ...slotted,
    ...detail.photos.filter((photo) => !seen.has(photo.id) && photo.id !== detail.header_image?.id),
  ];
}

/** The gallery: a large first photo (eager, it is the largest paint), the rest lazy. */
export function DetailGallery({ detail }: { detail: EntryDetail }) {
  const intl = useIntl();
  const photos = galleryPhotos(detail);
  if (photos.length === 0) return null;
  return (
    <section
      className="ea-gallery"
      aria-label={intl.formatMessage({ id: 'marketplace.detail.gallery', defaultMessage: 'Fotos' })}
    >
      {photos.map((photo, index) => (
        <ResponsiveImage
          key={photo.id}
          media={photo}
          alt={photo.title || `${detail.name} – ${index + 1}`}
          targetWidth={index === 0 ? 960 : 400}
          sizes={
            index === 0 ? '(max-width: 1024px) 100vw, 800px' : '(max-width: 568px) 50vw, 240px'
          }
          loading={index === 0 ? 'eager' : 'lazy'}
          className={index === 0 ? 'ea-gallery__main' : 'ea-gallery__thumb'}
        />
      ))}
    </section>
  );
}
