import { safeRedirectTarget } from '../../routing/resolveRoute';
import { PASSWORD_RESET_PATH } from './authModalState';

/**
 * Where to go after a successful login: the `redirect` query when it is a path on this site,
 * home when the login page or a password reset link was open, otherwise the current page again.
 */
export function afterLoginLocation(location: { pathname: string; search: string }): string {
  const redirect = safeRedirectTarget(new URLSearchParams(location.search).get('redirect'));
  if (redirect) return redirect;
  if (
    /^\/public_login1?\/?$/.test(location.pathname) ||
    PASSWORD_RESET_PATH.test(location.pathname)
  )
    return '/';
  return `${location.pathname}${location.search}`;
}
