import type { MicroFrontendProps, Platform } from '@eventalp/shell-kit';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { RemoteUnavailable } from '../layout/RemoteUnavailable';
import { ShellProviders } from '../layout/ShellProviders';

/** Stand-in lifecycles for a remote that failed to load. */
export function remoteUnavailableLifecycles(platform: Platform): LifeCycles<MicroFrontendProps> {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement }) => {
      // Server-rendered content is still correct, only not interactive: keep it.
      if (!domElement || domElement.dataset.ssr === 'true') return;
      root = createRoot(domElement);
      root.render(
        <ShellProviders platform={platform}>
          <RemoteUnavailable />
        </ShellProviders>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
