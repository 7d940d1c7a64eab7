import { FormattedMessage } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';

/** Downloadable documents (PDF). */
export function DocumentList({ documents }: { documents: EntryDetail['documents'] }) {
  if (documents.length === 0) return null;
  return (
    <section className="ea-section" aria-labelledby="ea-documents">
      <h2 id="ea-documents">
        <FormattedMessage id="marketplace.documents.title" defaultMessage="Dokumente" />
      </h2>
      <ul>
        {documents.map((document) => (
          <li key={document.id}>
            <a href={document.url} target="_blank" rel="noopener">
              {document.title || document.name} (PDF)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
