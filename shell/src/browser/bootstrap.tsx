// React is imported here, before any remote is registered, so the shell's copy is the one in the
// share scope that every remote then uses (one React per page).
import { installChunkLoadRecovery, installErrorReporter } from '@eventalp/shell-kit';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { HEADER_ROOT_ID } from '../PageConfig';
import { ShellHeader } from '../layout/ShellHeader';
import { ShellProviders } from '../layout/ShellProviders';
import { resolveRoute } from '../routing/resolveRoute';
import { createRoutes } from '../routing/routes';
import { createBrowserPlatform } from './createBrowserPlatform';
import { readPageConfig } from './readPageConfig';
import { registerMicroFrontends } from './registerMicroFrontends';

const config = readPageConfig();
const platform = createBrowserPlatform(config);
installErrorReporter(platform.http);
installChunkLoadRecovery();

const routes = createRoutes(config.brand);
const route = resolveRoute(window.location.pathname, routes);
const header = document.getElementById(HEADER_ROOT_ID);
if (header) {
  hydrateRoot(
    header,
    <StrictMode>
      <ShellProviders platform={platform}>
        <ShellHeader loginOpen={route.kind === 'app' && route.modal === 'login'} />
      </ShellProviders>
    </StrictMode>,
  );
}

registerMicroFrontends(config, platform, routes);
// Marks the page interactive once single-spa mounted (or hydrated) the route's micro-frontend;
// monitoring and the e2e tests wait for it instead of guessing.
window.addEventListener(
  'single-spa:routing-event',
  () => (document.documentElement.dataset.shellReady = 'true'),
  { once: true },
);
start({ urlRerouteOnly: true });
