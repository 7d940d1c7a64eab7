import { PhotoMosaic, type MediaView } from '@eventalp/shell-ui';
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

/** The entry's photos (see `galleryPhotos`) as a mosaic with a lightbox. */
export function DetailGallery({ detail }: { detail: EntryDetail }) {
  const intl = useIntl();
  return (
    <PhotoMosaic
      photos={galleryPhotos(detail)}
      name={detail.name}
      texts={{
        label: intl.formatMessage({ id: 'marketplace.detail.gallery', defaultMessage: 'Fotos' }),
        showAll: (count) =>
          intl.formatMessage(
            { id: 'marketplace.gallery.showAll', defaultMessage: 'Alle Fotos anzeigen ({count})' },
            { count },
          ),
        enlarge: (position, count, alt) =>
          intl.formatMessage(
            {
              id: 'marketplace.gallery.enlarge',
              defaultMessage: 'Foto {position} von {count} vergrössern: {alt}',
            },
            { position, count, alt },
          ),
        dialog: intl.formatMessage(
          { id: 'marketplace.gallery.dialog', defaultMessage: 'Fotos von {name}' },
          { name: detail.name },
        ),
        previous: intl.formatMessage({
          id: 'marketplace.gallery.previous',
          defaultMessage: 'Vorheriges Foto',
        }),
        next: intl.formatMessage({
          id: 'marketplace.gallery.next',
          defaultMessage: 'Nächstes Foto',
        }),
        close: intl.formatMessage({
          id: 'marketplace.gallery.close',
          defaultMessage: 'Schliessen',
        }),
        counter: (position, count) => `${position} / ${count}`,
      }}
    />
  );
}
