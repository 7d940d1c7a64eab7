import { ResponsiveImage } from '@eventalp/shell-ui';
import { FormattedDate } from 'react-intl';
import type { ArticleCard } from './magazineApi';

/** One article in the magazine list: picture, date, title (the link), subtitle and teaser. */
export function ArticleTeaser({ article, eager }: { article: ArticleCard; eager: boolean }) {
  return (
    <article className="ea-magazine-teaser">
      {article.image && (
        <ResponsiveImage
          media={article.image}
          alt=""
          targetWidth={400}
          sizes="(max-width: 768px) 100vw, 400px"
          loading={eager ? 'eager' : 'lazy'}
        />
      )}
      <p className="ea-magazine-teaser__date">
        <FormattedDate value={article.publish_at} dateStyle="long" timeZone="Europe/Zurich" />
      </p>
      <h2>
        <a href={article.path}>{article.name}</a>
      </h2>
      {article.subtitle && <p className="ea-magazine-teaser__subtitle">{article.subtitle}</p>}
      {article.teaser && <p>{article.teaser}</p>}
    </article>
  );
}
