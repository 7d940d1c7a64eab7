import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { MicroFrontendProps, Platform } from '@eventalp/shell-kit';
import { registerApplication } from 'single-spa';
import type { PageConfig } from '../PageConfig';
import { MICRO_FRONTENDS, type AppName } from '../routing/microFrontends';
import { guardRedirect, resolveRoute } from '../routing/resolveRoute';
import type { RouteDefinition } from '../routing/routes';
import { containerFor } from './containerFor';
import { loadMicroFrontend } from './loadMicroFrontend';
import { redirectInstead } from './redirectInstead';

/**
 * Longest the browser waits for a remote's `remoteEntry.js` (a few KB). A stopped server accepts
 * the connection and never answers: the federation runtime then drops the script and the remote
 * counts as down (the notice; server-rendered content stays). The browser keeps the dropped
 * script's request open, so the tab's load event waits for its own network timeout. The federation runtime's own default is 20 s; the whole load is capped at 10 s
 * (`loadMicroFrontend`).
 */
export const REMOTE_ENTRY_TIMEOUT_MS = 5000;

/**
 * Registers every remote (origins from the runtime config) and one single-spa application per
 * micro-frontend, active where the route table says.
 */
export function registerMicroFrontends(
  config: PageConfig,
  platform: Platform,
  routes: readonly RouteDefinition[],
): void {
  const activeAppAt = (location: Location): AppName | null => {
    const resolved = resolveRoute(location.pathname, routes);
    return resolved.kind === 'app' ? resolved.app : null;
  };

  registerPlugins([
    {
      name: 'eventalp-remote-entry-timeout',
      // Only the entries: chunks (a map library, say) may take longer on a slow connection.
      createScript: ({ url }: { url: string }) =>
        new URL(url, window.location.href).pathname.endsWith('/remoteEntry.js')
          ? { timeout: REMOTE_ENTRY_TIMEOUT_MS }
          : undefined,
    },
  ]);
  registerRemotes(
    MICRO_FRONTENDS.map((mf) => ({
      name: mf.container,
      entry: `${config.remotes[mf.app]}/remoteEntry.js`,
    })),
  );

  for (const mf of MICRO_FRONTENDS) {
    registerApplication<MicroFrontendProps>({
      name: mf.app,
      app: () => loadMicroFrontend(mf, platform),
      activeWhen: (location) => activeAppAt(location) === mf.app,
      customProps: () => {
        const resolved = resolveRoute(window.location.pathname, routes);
        const path = resolved.kind === 'app' ? resolved.renderPath : window.location.pathname;
        const initialState = config.initialState?.path === path ? config.initialState : null;
        const search = window.location.search;
        return { platform, path, search, initialState, domElement: containerFor(mf.app) };
      },
    });
  }

  // Guards for navigations inside the page; full page loads are guarded by the server.
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent).detail as {
      newUrl: string;
      cancelNavigation?: () => void;
    };
    const url = new URL(newUrl);
    const resolved = resolveRoute(url.pathname, routes);
    const target =
      resolved.kind === 'redirect'
        ? resolved.location
        : resolved.kind === 'app'
          ? guardRedirect(resolved.route, platform.auth.getUser(), `${url.pathname}${url.search}`)
          : null;
    if (target) redirectInstead(cancelNavigation, target);
  });
}
