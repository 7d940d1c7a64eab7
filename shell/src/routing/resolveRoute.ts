import { hasAccess, type User } from '@eventalp/shell-kit';
import type { AppName } from './microFrontends';
import { ROUTES, type RouteDefinition } from './routes';

/** What the shell shows for a URL path. */
export type ResolvedRoute =
  | { kind: 'app'; app: AppName; renderPath: string; modal: 'login' | null; route: RouteDefinition }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/** Matches a path (no query) against the route table. */
export function resolveRoute(
  path: string,
  routes: readonly RouteDefinition[] = ROUTES,
): ResolvedRoute {
  const route = routes.find((candidate) => candidate.path.test(path));
  if (!route) return { kind: 'not-found' };
  if ('redirectTo' in route) return { kind: 'redirect', location: route.redirectTo };
  return {
    kind: 'app',
    app: route.app,
    renderPath: route.renderPath ?? path,
    modal: route.modal ?? null,
    route,
  };
}

/**
 * Where the guard of `route` sends this user, or null when they may stay. `fullPath` is the
 * original path with its query; it travels in the `redirect` query of the login redirect.
 */
export function guardRedirect(
  route: RouteDefinition,
  user: User | null,
  fullPath: string,
): string | null {
  if ('redirectTo' in route || !route.guard) return null;
  const { guard } = route;
  if (!user) return `${guard.loginRedirect}?redirect=${encodeURIComponent(fullPath)}`;
  if (hasAccess(user, guard)) return null;
  return guard.forbiddenRedirect ?? '/site/locations';
}

/** A `redirect` query value is followed only when it is a path on this site (no open redirect). */
export function safeRedirectTarget(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}
