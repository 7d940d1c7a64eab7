import type { AuthUser, SessionAnswer } from '@eventalp/platform-sdk';

/** A signed-in account as the platform API answers it (`GET /api/auth/session`, `/api/auth/me`). */
export type User = AuthUser;

/** What the shell learns about the visitor once per page: the CSRF token and who is signed in. */
export type Session = SessionAnswer;

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
