import { PhotoGallery, type MediaView } from '@eventalp/shell-ui';
import { useIntl } from 'react-intl';
import { PHOTO_SLOTS, type EntryDetail } from '../catalog/catalogTypes';

/** Photos in the order of the spec's slots (exterior first), then any other photos. */
export function galleryPhotos(detail: EntryDetail): MediaView[] {
  const slotted = PHOTO_SLOTS.map((slot) => detail.photo_slots[slot]).filter(
    (photo) => photo !== null,
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

/** The entry's photos (see `galleryPhotos`) in the kit's gallery. */
export function DetailGallery({ detail }: { detail: EntryDetail }) {
  const intl = useIntl();
  return (
    <PhotoGallery
      photos={galleryPhotos(detail)}
      name={detail.name}
      label={intl.formatMessage({ id: 'marketplace.detail.gallery', defaultMessage: 'Fotos' })}
    />
  );
}
