import { FormattedMessage } from 'react-intl';
import type { ArticleDetail } from '../magazine/magazineApi';

/** Downloads and the locations and providers the article is about. */
export function ArticleAside({ article }: { article: ArticleDetail }) {
  return (
    <>
      {article.documents.length > 0 && (
        <section aria-labelledby="ea-article-documents">
          <h2 id="ea-article-documents">
            <FormattedMessage id="magazine.article.documents" defaultMessage="Dokumente" />
          </h2>
          <ul>
            {article.documents.map((document) => (
              <li key={document.id}>
                <a href={document.url} download>
                  {document.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {article.related.length > 0 && (
        <section aria-labelledby="ea-article-related">
          <h2 id="ea-article-related">
            <FormattedMessage
              id="magazine.article.related"
              defaultMessage="Erwähnte Locations und Anbieter"
            />
          </h2>
          <ul>
            {article.related.map((entry) => (
              <li key={`${entry.entity_type}-${entry.id}`}>
                <a href={entry.path}>{entry.name}</a>
                {entry.place && ` (${entry.place})`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
