import { inboxClient, type InboxCounts } from '@eventalp/plugin-requests/domain';
import { hasAccess, usePlatform, useUser } from '@eventalp/shell-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { OpenRequestsContext } from './openRequests';
import { userAreaPaths } from './userAreaPaths';
import './userArea.css';

/** The user area's navigation items; a page names the one it belongs to. */
export type UserAreaSection = 'dashboard' | 'entries' | 'packages' | 'bookings' | 'profile';

/**
 * The user area's frame: its navigation (with the count of open requests; the packages for
 * holders of `package_edit`, the own package bookings for holders of `view_booking_module`) and
 * the page, which reads the counts per entry from `OpenRequestsContext` (one request for the
 * whole page).
 */
export function UserAreaFrame({
  current,
  children,
}: {
  current?: UserAreaSection;
  children: ReactNode;
}) {
  const { http } = usePlatform();
  const user = useUser();
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
  const link = (name: UserAreaSection, label: ReactNode) => (
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
          {hasAccess(user, { permissions: ['package_edit'] }) &&
            link(
              'packages',
              <FormattedMessage id="userArea.nav.packages" defaultMessage="Pakete" />,
            )}
          {hasAccess(user, { permissions: ['view_booking_module'] }) &&
            link(
              'bookings',
              <FormattedMessage id="userArea.nav.bookings" defaultMessage="Meine Buchungen" />,
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
