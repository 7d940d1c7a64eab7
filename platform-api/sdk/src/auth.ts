import type { z } from 'zod';
import type { authUserAnswer } from './platform-answers';

/** The authenticated user as routes see it and the API answers it (never the database row). */
export type AuthUser = z.output<typeof authUserAnswer>;

/** Who may call a route: anyone, any signed-in user, or a user holding every listed permission. */
export type RouteAccess = 'public' | 'authenticated' | { permissions: readonly string[] };

/** Permission name to the roles that hold it implicitly (built from all plugins' declarations). */
export type RoleGrants = ReadonlyMap<string, readonly string[]>;

/** True when the user holds every permission, directly or through one of their roles. */
export function hasPermissions(
  user: AuthUser,
  required: readonly string[],
  roleGrants: RoleGrants,
): boolean {
  return required.every(
    (permission) =>
      user.permissions.includes(permission) ||
      (roleGrants.get(permission) ?? []).some((role) => user.roles.includes(role)),
  );
}
