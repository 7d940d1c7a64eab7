import {
  backofficeAccessAnswer,
  BACKOFFICE_ACCESS_PATH,
  defineRoute,
  hasPermissions,
  type BackofficeAccess,
} from '@eventalp/platform-sdk';
import type { Platform } from '../platform';

/**
 * What the signed-in caller may do in the back office: for each declared resource the actions
 * whose permission they hold (the back office hides the rest and shows its "no access" page).
 */
export function backofficeAccessRoute(platform: Platform) {
  return defineRoute({
    method: 'get',
    path: BACKOFFICE_ACCESS_PATH,
    summary: 'Back office: the resources and actions the caller may use',
    access: 'authenticated',
    responses: { 200: backofficeAccessAnswer },
    async handler({ user }): Promise<BackofficeAccess> {
      const grants = await platform.grants.fresh();
      const resources: Record<string, string[]> = {};
      for (const plugin of platform.plugins)
        for (const resource of plugin.backofficeResources ?? []) {
          const actions = resource.endpoints
            .filter((endpoint) => hasPermissions(user!, [endpoint.permission], grants))
            .map((endpoint) => endpoint.action);
          if (actions.length > 0) resources[resource.name] = actions;
        }
      return { resources };
    },
  });
}
