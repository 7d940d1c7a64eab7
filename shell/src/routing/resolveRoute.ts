import { hasAccess, type User } from '@eventalp/shell-kit';
import type { AppName } from './microFrontends';
import { ROUTES, type RouteDefinition } from './routes';

/** What the shell shows for a URL path. */
export type ResolvedRoute =
  | {
      kind: 'app';
      app: AppName;
      renderPath: string;
      modal: 'login' | 'reset' | null;
      route: RouteDefinition;
    }
  | { kind: 'redirect'; location: string; permanent: boolean }
  | { kind: 'not-found' };

/** Matches a path (no query) against the route table. */
export function resolveRoute(
  path: string,
  routes: readonly RouteDefinition[] = ROUTES,
): ResolvedRoute {
  for (const route of routes) {
    const match = route.path.exec(path);
    if (match) return resolved(route, match, path);
  }
  return { kind: 'not-found' };
}

function resolved(route: RouteDefinition, match: RegExpExecArray, path: string): ResolvedRoute {
  if ('redirectTo' in route) {
    const { redirectTo } = route;
    return {
      kind: 'redirect',
      location: typeof redirectTo === 'string' ? redirectTo : redirectTo(match),
      permanent: route.permanent ?? false,
    };
  }
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
  const anyRoleHeld = !guard.anyRole || guard.anyRole.some((role) => user.roles.includes(role));
  if (anyRoleHeld && hasAccess(user, guard)) return null;
  return guard.forbiddenRedirect ?? '/site/locations';
}

/**
 * A `redirect` query value is followed only when it is a path on this site (no open redirect):
 * it must start with one slash, and control characters (browsers drop tabs and line breaks, so
 * `/\t/evil.example` would become `//evil.example`) and backslashes are refused anywhere.
 */
export function safeRedirectTarget(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}
