import { accountsClient } from '@eventalp/plugin-accounts/domain';
import { usePlatform, type User } from '@eventalp/shell-kit';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** The signed-in user's name, their areas and logout (icons only on phones, named for screen readers). */
export function UserMenu({ user }: { user: User }) {
  const { http, auth, bus } = usePlatform();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await accountsClient(http).logout();
      auth.setUser(null);
      bus.emit('auth:changed', { user: null });
      // A fresh page load gives a new session and CSRF token, and leaves guarded pages.
      window.location.assign('/');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {user.roles.includes('public_user') && (
        <a href="/site/user/dashboard" className="ea-header__control ea-header__link">
          <span className="ea-header__icon ea-header__icon--layout-dashboard" aria-hidden="true" />
          <span className="ea-header__label">
            <FormattedMessage id="shell.header.userArea" defaultMessage="Mein Bereich" />
          </span>
        </a>
      )}
      {user.roles.includes('admin') && (
        <a href="/backoffice/redirects" className="ea-header__control ea-header__link">
          <span className="ea-header__icon ea-header__icon--shield-check" aria-hidden="true" />
          <span className="ea-header__label">
            <FormattedMessage id="shell.header.backoffice" defaultMessage="Backoffice" />
          </span>
        </a>
      )}
      <span className="ea-header__user">
        {user.first_name} {user.last_name}
      </span>
      <button
        type="button"
        className="ea-button ea-header__control"
        onClick={logout}
        disabled={busy}
      >
        <span className="ea-header__icon ea-header__icon--log-out" aria-hidden="true" />
        <span className="ea-header__label">
          <FormattedMessage id="shell.header.logout" defaultMessage="Abmelden" />
        </span>
      </button>
    </>
  );
}
