import { PhotoGallery } from '@eventalp/shell-ui';
import { useIntl } from 'react-intl';
import type { ArticleDetail } from '../magazine/magazineApi';

/** The article's photos in the kit's gallery. */
export function ArticleGallery({ article }: { article: ArticleDetail }) {
  const intl = useIntl();
  return (
    <PhotoGallery
      photos={article.photos}
      name={article.name}
      label={intl.formatMessage({ id: 'magazine.article.gallery', defaultMessage: 'Fotos' })}
    />
  );
}
