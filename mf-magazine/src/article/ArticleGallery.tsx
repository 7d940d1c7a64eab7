import { ResponsiveImage } from '@eventalp/shell-kit';
import { useIntl } from 'react-intl';
import type { ArticleDetail } from '../magazine/magazineApi';

/** The article's photos: the first large and eager (largest paint), the others lazy. */
export function ArticleGallery({ article }: { article: ArticleDetail }) {
  const intl = useIntl();
  if (article.photos.length === 0) return null;
  return (
    <section
      className="ea-gallery"
      aria-label={intl.formatMessage({ id: 'magazine.article.gallery', defaultMessage: 'Fotos' })}
    >
      {article.photos.map((photo, index) => (
        <ResponsiveImage
          key={photo.id}
          media={photo}
          alt={photo.title || `${article.name} – ${index + 1}`}
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
