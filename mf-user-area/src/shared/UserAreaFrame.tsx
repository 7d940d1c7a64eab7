import { inboxClient, type InboxCounts } from '@eventalp/plugin-requests/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { OpenRequestsContext } from './openRequests';
import { userAreaPaths } from './userAreaPaths';
import './userArea.css';

/**
 * The user area's frame: its navigation (with the count of open requests) and the page, which
 * reads the counts per entry from `OpenRequestsContext` (one request for the whole page).
 */
export function UserAreaFrame({
  current,
  children,
}: {
  current?: 'dashboard' | 'entries' | 'profile';
  children: ReactNode;
}) {
  const { http } = usePlatform();
  const [counts, setCounts] = useState<InboxCounts | null>(null);
  useEffect(() => {
    let live = true;
    inboxClient(http)
      .counts()
      .then((answer) => live && setCounts(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http]);
  const link = (name: 'dashboard' | 'entries' | 'profile', label: ReactNode) => (
    <li>
      <a href={userAreaPaths[name]} aria-current={current === name ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );
  return (
    <div className="ea-user-area">
      <nav className="ea-user-area__nav" aria-labelledby="ea-user-area-nav">
        <h2 id="ea-user-area-nav" className="ea-visually-hidden">
          <FormattedMessage id="userArea.nav.title" defaultMessage="Mein Bereich" />
        </h2>
        <ul>
          {link(
            'dashboard',
            <FormattedMessage id="userArea.nav.dashboard" defaultMessage="Dashboard" />,
          )}
          {link(
            'entries',
            <>
              <FormattedMessage id="userArea.nav.entries" defaultMessage="Meine Einträge" />
              {counts && counts.total_open > 0 && (
                <span className="ea-user-area__count">
                  <FormattedMessage
                    id="userArea.nav.openRequests"
                    defaultMessage="{count, plural, one {# offene Anfrage} other {# offene Anfragen}}"
                    values={{ count: counts.total_open }}
                  />
                </span>
              )}
            </>,
          )}
          {link('profile', <FormattedMessage id="userArea.nav.profile" defaultMessage="Profil" />)}
        </ul>
      </nav>
      <div className="ea-user-area__main">
        <OpenRequestsContext.Provider value={counts}>{children}</OpenRequestsContext.Provider>
      </div>
    </div>
  );
}
