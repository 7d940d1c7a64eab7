import { magazineListPath } from '@eventalp/plugin-magazine/domain';
import { Breadcrumbs, externalHref } from '@eventalp/shell-ui';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { breadcrumbLabel, editorialTrail } from '../editorialTrail';
import type { ArticleDetail } from '../magazine/magazineApi';
import { ArticleAside } from './ArticleAside';
import { ArticleContactForm } from './ArticleContactForm';
import { ArticleGallery } from './ArticleGallery';

/** An article: sponsorship strip, heading, date and tags, gallery, body, documents, related entries. */
export function ArticlePage({ data: article }: { data: ArticleDetail }) {
  const intl = useIntl();
  return (
    <article className="ea-section ea-article">
      <Breadcrumbs
        trail={editorialTrail(intl, 'magazine', { name: article.name, path: article.path })}
        label={breadcrumbLabel(intl)}
      />
      {article.sponsor && (
        <p className="ea-article__sponsor" role="note">
          {article.sponsor.url ? (
            <a
              href={externalHref(article.sponsor.url)}
              rel="sponsored noopener noreferrer"
              target="_blank"
            >
              {article.sponsor.text}
            </a>
          ) : (
            article.sponsor.text
          )}
        </p>
      )}
      <p>
        <a href={magazineListPath(1)}>
          <FormattedMessage id="magazine.article.back" defaultMessage="Zum Eventmagazin" />
        </a>
      </p>
      <h1>{article.name}</h1>
      {article.subtitle && <p className="ea-article__subtitle">{article.subtitle}</p>}
      <p className="ea-article__date">
        <FormattedDate value={article.publish_at} dateStyle="long" timeZone="Europe/Zurich" />
      </p>
      {article.tags.length > 0 && (
        <ul className="ea-chip-list">
          {article.tags.map((tag) => (
            <li key={tag.id} className="ea-chip">
              <a href={magazineListPath(1, tag.slug)}>{tag.name}</a>
            </li>
          ))}
        </ul>
      )}
      <ArticleGallery article={article} />
      {/* The API sanitises the body on write and again on output (sanitize-html allowlist). */}
      <div className="ea-article__body" dangerouslySetInnerHTML={{ __html: article.body }} />
      <ArticleAside article={article} />
      <ArticleContactForm article={article} />
    </article>
  );
}
