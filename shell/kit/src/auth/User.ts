/** A signed-in account as the platform API describes it (`GET /api/auth/session`, `/api/auth/me`). */
export interface User {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  permissions: string[];
}

/** What the shell learns about the visitor once per page: the CSRF token and who is signed in. */
export interface Session {
  csrfToken: string;
  user: User | null;
}

/** True when the user holds every listed role and permission (an empty list always passes). */
export function hasAccess(
  user: User | null,
  required: { roles?: readonly string[]; permissions?: readonly string[] },
): boolean {
  if (!user) return false;
  const rolesOk = (required.roles ?? []).every((role) => user.roles.includes(role));
  const permissionsOk = (required.permissions ?? []).every((p) => user.permissions.includes(p));
  return rolesOk && permissionsOk;
}
