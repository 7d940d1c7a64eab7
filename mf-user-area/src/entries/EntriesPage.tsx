import type { OwnerEntries } from '@eventalp/plugin-catalog/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { sectionLabels, statusLabels } from '../shared/fieldLabels';
import { OpenRequestsCount } from '../shared/openRequests';
import { UserAreaFrame } from '../shared/UserAreaFrame';
import { userAreaPaths } from '../shared/userAreaPaths';
import { sectionsOf } from '../sections/sectionPaths';
import { ReleaseButton } from './ReleaseButton';

/** `/site/user/entries`: every own entry with links to its sections, preview, requests and upgrade. */
export function EntriesPage({ data }: { data: OwnerEntries }) {
  const intl = useIntl();
  return (
    <UserAreaFrame current="entries">
      <h1>
        <FormattedMessage id="userArea.entries.title" defaultMessage="Meine Einträge" />
      </h1>
      <p>
        <a href="/site/guest/entries/create" className="ea-button">
          <FormattedMessage id="userArea.entries.add" defaultMessage="Weiteren Eintrag erfassen" />
        </a>
      </p>
      {data.data.length === 0 ? (
        <p className="ea-status">
          <FormattedMessage
            id="userArea.entries.none"
            defaultMessage="Du hast noch keine Einträge."
          />
        </p>
      ) : (
        <ul className="ea-card-list">
          {data.data.map((entry) => (
            <li key={`${entry.type}-${entry.id}`} className="ea-owner-card">
              <h2>{entry.name}</h2>
              <p className="ea-actions">
                <span className={`ea-badge ea-badge--${entry.status}`}>
                  {intl.formatMessage(statusLabels[entry.status])}
                </span>
                <span>
                  {entry.category.name}
                  {entry.place ? `, ${entry.place}` : ''}
                </span>
                {entry.pending_changes > 0 && (
                  <span>
                    <FormattedMessage
                      id="userArea.entries.pending"
                      defaultMessage="{count, plural, one {# Änderung wartet} other {# Änderungen warten}} auf die Prüfung"
                      values={{ count: entry.pending_changes }}
                    />
                  </span>
                )}
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
                      <a href={userAreaPaths.section(entry.type, section, entry.id)}>
                        {intl.formatMessage(sectionLabels[section as keyof typeof sectionLabels])}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <p className="ea-actions">
                <a href={userAreaPaths.preview(entry.type, entry.id)}>
                  <FormattedMessage id="userArea.entry.preview" defaultMessage="Vorschau" />
                </a>
                <a href={userAreaPaths.requests(entry.type, 'open', entry.id)}>
                  <FormattedMessage id="userArea.entry.requests" defaultMessage="Anfragen" />
                  <OpenRequestsCount type={entry.type} id={entry.id} />
                </a>
                <a href={userAreaPaths.upgrade(entry.type, entry.id)}>
                  <FormattedMessage id="userArea.entry.upgrade" defaultMessage="Upgrade" />
                </a>
              </p>
              {entry.status === 'draft' && <ReleaseButton entry={entry} />}
            </li>
          ))}
        </ul>
      )}
    </UserAreaFrame>
  );
}
