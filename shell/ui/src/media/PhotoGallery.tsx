import type { MediaView } from './MediaView';
import { ResponsiveImage } from './ResponsiveImage';

/**
 * Photos as a gallery: a large first photo (eager, it is the largest paint), the rest lazy.
 * Photos without a title are described as `{name} – {n}`.
 */
export function PhotoGallery(props: { photos: readonly MediaView[]; name: string; label: string }) {
  const { photos, name, label } = props;
  if (photos.length === 0) return null;
  return (
    <section className="ea-gallery" aria-label={label}>
      {photos.map((photo, index) => (
        <ResponsiveImage
          key={photo.id}
          media={photo}
          alt={photo.title || `${name} – ${index + 1}`}
          targetWidth={index === 0 ? 960 : 400}
          sizes={
            index === 0 ? '(max-width: 1024px) 100vw, 800px' : '(max-width: 568px) 50vw, 240px'
          }
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          className={index === 0 ? 'ea-gallery__main' : 'ea-gallery__thumb'}
        />
      ))}
    </section>
  );
}
