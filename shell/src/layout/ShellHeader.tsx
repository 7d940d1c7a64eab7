import { usePlatform, useUser } from '@eventalp/shell-kit';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthModal } from './AuthModal';
import { FavouriteNotice } from './FavouriteNotice';
import { FavouritesButton } from './FavouritesButton';
import { RateLimitDialog } from './RateLimitDialog';
import { SearchHeaderControls } from './SearchHeaderControls';
import { UserMenu } from './UserMenu';

export interface ShellHeaderProps {
  /** Open the auth modal right away (/public_login). */
  loginOpen: boolean;
}

/** Logo, the search controls, login button or the signed-in user, plus the shell's dialogs. */
export function ShellHeader({ loginOpen }: ShellHeaderProps) {
  const { bus } = usePlatform();
  const user = useUser();
  const intl = useIntl();
  const [authModalOpen, setAuthModalOpen] = useState(loginOpen);

  useEffect(() => bus.on('auth:login-requested', () => setAuthModalOpen(true)), [bus]);

  return (
    <header className="ea-header">
      <a
        href="/"
        className="ea-header__logo"
        aria-label={intl.formatMessage({
          id: 'shell.header.home',
          defaultMessage: 'eventalp Startseite',
        })}
      >
        eventalp
      </a>
      <div className="ea-header__search">
        {/* The header has no navigation menu yet; once it has, its open state goes here. */}
        <SearchHeaderControls navMenuOpen={false} />
      </div>
      <nav
        className="ea-header__nav"
        aria-label={intl.formatMessage({ id: 'shell.header.nav', defaultMessage: 'Konto' })}
      >
        <FavouritesButton />
        {user ? (
          <UserMenu user={user} />
        ) : (
          <button type="button" className="ea-button" onClick={() => setAuthModalOpen(true)}>
            <FormattedMessage id="shell.header.login" defaultMessage="Login" />
          </button>
        )}
      </nav>
      {authModalOpen && <AuthModal onClose={() => setAuthModalOpen(false)} />}
      <RateLimitDialog />
      <FavouriteNotice />
    </header>
  );
}
