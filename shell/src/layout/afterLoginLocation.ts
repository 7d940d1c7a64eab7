import { safeRedirectTarget } from '../routing/resolveRoute';

/**
 * Where to go after a successful login: the `redirect` query when it is a path on this site,
 * home when the login page itself was open, otherwise the current page again.
 */
export function afterLoginLocation(location: { pathname: string; search: string }): string {
  const redirect = safeRedirectTarget(new URLSearchParams(location.search).get('redirect'));
  if (redirect) return redirect;
  if (/^\/public_login1?\/?$/.test(location.pathname)) return '/';
  return `${location.pathname}${location.search}`;
}
