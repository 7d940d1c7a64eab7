import type { AuthProvider } from 'react-admin';
import { BACKOFFICE_ACCESS_PATH } from '@eventalp/platform-sdk/domain';
import type { BackofficeAccess } from '@eventalp/platform-sdk';
import type { Platform } from '@eventalp/shell-kit';

/** react-admin's actions as the platform's resource actions (`edit` is an update). */
const ACTIONS: Record<string, string> = { edit: 'update', clone: 'create' };

/**
 * Who is signed in comes from the shell (its guard lets only back-office roles in); what they may
 * do per resource from `GET /api/backoffice/access`, asked once per visit. A 401 sends them to the
 * login; a 403 stays a "no access" page.
 */
export function createAuthProvider(platform: Pick<Platform, 'http' | 'auth'>): AuthProvider {
  let access: Promise<BackofficeAccess> | null = null;
  const allowed = () =>
    (access ??= platform.http.get<BackofficeAccess>(BACKOFFICE_ACCESS_PATH).catch((error) => {
      access = null;
      throw error;
    }));
  return {
    login: async () => undefined,
    logout: async () => {
      // Signing out is the shell's (its header); react-admin only leaves for the login page.
      access = null;
      return '/public_login?redirect=%2Fbackoffice';
    },
    checkAuth: async () => {
      if (!platform.auth.getUser()) throw new Error('Nicht autorisiert.');
    },
    checkError: async (error: { status?: number }) => {
      if (error?.status === 401) throw new Error('Nicht autorisiert.');
    },
    getIdentity: async () => {
      const user = platform.auth.getUser();
      if (!user) throw new Error('Nicht autorisiert.');
      return { id: user.id, fullName: user.username };
    },
    getPermissions: async () => (await allowed()).resources,
    canAccess: async ({ resource, action }) => {
      const actions = (await allowed()).resources[resource] ?? [];
      return actions.includes(ACTIONS[action] ?? action);
    },
  };
}
