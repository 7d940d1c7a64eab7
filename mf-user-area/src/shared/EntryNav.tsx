import type { OwnerEntry } from '@eventalp/plugin-catalog/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { sectionsOf } from '../sections/sectionPaths';
import { sectionLabels, statusLabels } from './fieldLabels';
import { OpenRequestsCount } from './openRequests';
import { userAreaPaths } from './userAreaPaths';

/** The heading of an entry's pages and the links to each of its edit sections, preview and upgrade. */
export function EntryNav({ entry, current }: { entry: OwnerEntry; current: string }) {
  const intl = useIntl();
  return (
    <header>
      <p className="ea-actions">
        <a href={userAreaPaths.entries}>
          <FormattedMessage id="userArea.entry.back" defaultMessage="Alle Einträge" />
        </a>
        <span className={`ea-badge ea-badge--${entry.status}`}>
          {intl.formatMessage(statusLabels[entry.status])}
        </span>
      </p>
      <nav
        aria-label={intl.formatMessage(
          { id: 'userArea.entry.sections', defaultMessage: 'Bereiche von {name}' },
          { name: entry.name },
        )}
      >
        <ul className="ea-entry-nav">
          {sectionsOf(entry.type).map((section) => (
            <li key={section}>
              <a
                href={userAreaPaths.section(entry.type, section, entry.id)}
                aria-current={section === current ? 'page' : undefined}
              >
                {intl.formatMessage(sectionLabels[section as keyof typeof sectionLabels])}
              </a>
            </li>
          ))}
          <li>
            <a href={userAreaPaths.preview(entry.type, entry.id)}>
              <FormattedMessage id="userArea.entry.preview" defaultMessage="Vorschau" />
            </a>
          </li>
          <li>
            <a
              href={userAreaPaths.requests(entry.type, 'open', entry.id)}
              aria-current={current === 'requests' ? 'page' : undefined}
            >
              <FormattedMessage id="userArea.entry.requests" defaultMessage="Anfragen" />
              <OpenRequestsCount type={entry.type} id={entry.id} />
            </a>
          </li>
          {entry.type === 'location' && (
            <li>
              <a
                href={userAreaPaths.packageRequests(entry.id)}
                aria-current={current === 'bookings' ? 'page' : undefined}
              >
                <FormattedMessage id="userArea.entry.bookings" defaultMessage="Paketbuchungen" />
              </a>
            </li>
          )}
          <li>
            <a
              href={userAreaPaths.upgrade(entry.type, entry.id)}
              aria-current={current === 'upgrade' ? 'page' : undefined}
            >
              <FormattedMessage id="userArea.entry.upgrade" defaultMessage="Upgrade" />
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
