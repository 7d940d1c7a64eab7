import { FileText } from 'lucide';
import { Icon } from '@eventalp/shell-ui';
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
      <ul className="ea-plain-list ea-documents">
        {documents.map((document) => (
          <li key={document.id}>
            <a
              className="ea-with-icon"
              href={document.url}
              target="_blank"
              rel="noopener"
              type="application/pdf"
            >
              <Icon icon={FileText} className="ea-detail-icon" size={18} />
              {document.title || document.name} (PDF)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
