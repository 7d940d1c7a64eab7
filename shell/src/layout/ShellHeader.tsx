import { BODY_FLAG, useBodyFlag, usePlatform, useUser } from '@eventalp/shell-kit';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { atTransparentTop, isTransparentHeaderPage } from '../chrome/headerTransparency';
import { useRoutePath } from '../chrome/useRoutePath';
import { useScrollTest } from '../chrome/useScrollTest';
import { PASSWORD_RESET_PATH, type AuthModalState } from './auth/authModalState';
import { FavouriteNotice } from './FavouriteNotice';
import { FavouritesButton } from './FavouritesButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavMenu } from './NavMenu';
import { RateLimitDialog } from './RateLimitDialog';
import { SearchHeaderControls } from './SearchHeaderControls';
import { UserMenu } from './UserMenu';

/**
 * The auth modal's forms load when it first opens (a chunk of their own, off every page's
 * initial JS); on /public_login and reset links that is right after the page hydrated (the
 * server renders no modal, so hydration never meets a suspended boundary).
 */
const AuthModal = lazy(() =>
  import('./auth/AuthModal').then(({ AuthModal }) => ({ default: AuthModal })),
);

export interface ShellHeaderProps {
  /** The page's path (no query) as the server rendered it. */
  path: string;
  /** The auth modal open right away: on /public_login, or on a password reset link. */
  initialAuth: AuthModalState | null;
}

/** A reset link's URL holds the token: leaving the reset form goes home (spec section 4). */
function leaveResetLink() {
  if (PASSWORD_RESET_PATH.test(window.location.pathname)) window.history.pushState(null, '', '/');
}

/**
 * Logo, the search controls, navigation menu, favourites, login button or the signed-in user,
 * plus the shell's dialogs. Transparent at the top of transparent pages. On phones it is one row:
 * the controls are icons whose labels only screen readers read (`ea-header__label`), with room
 * for one more compact control (the language switcher) in `ea-header__nav`.
 */
export function ShellHeader({ path: initialPath, initialAuth }: ShellHeaderProps) {
  const { bus } = usePlatform();
  const user = useUser();
  const intl = useIntl();
  const [auth, setAuth] = useState<AuthModalState | null>(initialAuth);
  const [navMenuOpen, setNavMenuOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const path = useRoutePath(initialPath);
  const transparentPage = isTransparentHeaderPage(path);
  // Listens to scrolling only on transparent pages, and re-renders only when the answer changes.
  const transparent = useScrollTest(atTransparentTop, transparentPage);
  useBodyFlag(BODY_FLAG.navMenuOpen, navMenuOpen);

  useEffect(() => bus.on('auth:login-requested', () => setAuth({ view: 'login' })), [bus]);

  const changeAuth = useCallback(
    (next: AuthModalState | null) => {
      if (auth?.view === 'reset' && next?.view !== 'reset') leaveResetLink();
      setAuth(next);
    },
    [auth],
  );
  // Closing the reset form returns to the login and navigates home (spec section 4).
  const closeAuth = useCallback(
    () => changeAuth(auth?.view === 'reset' ? { view: 'login' } : null),
    [auth, changeAuth],
  );

  return (
    <header
      className={`ea-header${transparentPage ? ' ea-header--overlay' : ''}${transparent ? ' ea-header--transparent' : ''}`}
      data-transparent={transparent ? 'true' : 'false'}
    >
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
      <NavMenu open={navMenuOpen} onOpenChange={setNavMenuOpen} />
      <div className="ea-header__search">
        <SearchHeaderControls navMenuOpen={navMenuOpen} />
      </div>
      <nav
        className="ea-header__nav"
        aria-label={intl.formatMessage({ id: 'shell.header.nav', defaultMessage: 'Konto' })}
      >
        <LanguageSwitcher variant="header" />
        <FavouritesButton />
        {user ? (
          <UserMenu user={user} />
        ) : (
          <button
            type="button"
            className="ea-button ea-header__control"
            onClick={() => setAuth({ view: 'login' })}
          >
            <span className="ea-header__icon ea-header__icon--log-in" aria-hidden="true" />
            <span className="ea-header__label">
              <FormattedMessage id="shell.header.login" defaultMessage="Login" />
            </span>
          </button>
        )}
      </nav>
      {auth && hydrated && (
        <Suspense fallback={null}>
          <AuthModal state={auth} onChange={changeAuth} onClose={closeAuth} />
        </Suspense>
      )}
      <RateLimitDialog />
      <FavouriteNotice />
    </header>
  );
}
