// React is imported here, before any remote is registered, so the shell's copy is the one in the
// share scope that every remote then uses (one React per page).
import { installChunkLoadRecovery, installErrorReporter, loadMessages } from '@eventalp/shell-kit';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { installBodyFlags } from '../chrome/installBodyFlags';
import { installClientRedirects } from '../chrome/installClientRedirects';
import { installEntryAnalytics } from '../chrome/installEntryAnalytics';
import { installLinkPrefetch } from '../chrome/installLinkPrefetch';
import { installPageViewAnalytics } from '../chrome/installPageViewAnalytics';
import { FOOTER_ROOT_ID, HEADER_ROOT_ID, SHELL_ID_PREFIX } from '../PageConfig';
import { initialAuthModal } from '../layout/auth/authModalState';
import { ShellFooter } from '../layout/footer/ShellFooter';
import { ShellHeader } from '../layout/ShellHeader';
import { ShellProviders } from '../layout/ShellProviders';
import { resolveRoute } from '../routing/resolveRoute';
import { createRoutes } from '../routing/routes';
import { catalogs } from '../catalogs';
import { answerProductLocales } from './answerProductLocales';
import { createBrowserPlatform } from './createBrowserPlatform';
import { readPageConfig } from './readPageConfig';
import { registerMicroFrontends } from './registerMicroFrontends';

// Before anything on the page builds an intl object or formats a message.
answerProductLocales();
const config = readPageConfig();
const platform = createBrowserPlatform(config);
installErrorReporter(platform.http);
installChunkLoadRecovery();
installBodyFlags();
installClientRedirects(platform.http);
installPageViewAnalytics(platform.bus);
installEntryAnalytics(platform.bus, platform.http, config.brand);
installLinkPrefetch();

const routes = createRoutes(config.brand);
const { pathname, search } = window.location;
const route = resolveRoute(pathname, routes);

/**
 * Hydrates one of the shell's server-rendered parts, if the page has it. Inside a transition, as
 * the micro-frontends do: React hydrates in slices of a few milliseconds instead of one long task
 * (the header with its menu, language switcher and dialogs was one of 200 ms on a phone), and a
 * click on a part not hydrated yet makes React hydrate that part first.
 */
function hydrate(id: string, identifierPrefix: string, children: ReactNode) {
  const container = document.getElementById(id);
  if (!container) return;
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <ShellProviders platform={platform}>{children}</ShellProviders>
      </StrictMode>,
      { identifierPrefix },
    );
  });
}

// The chrome hydrates with the messages the server rendered it with (a chunk for fr, it, en).
loadMessages(catalogs, config.locale)
  .catch((error: unknown) => console.error('The shell’s messages could not be loaded', error))
  .finally(() => {
    hydrate(
      HEADER_ROOT_ID,
      SHELL_ID_PREFIX.header,
      <ShellHeader
        path={pathname}
        initialAuth={initialAuthModal(route.kind === 'app' ? route.modal : null, pathname, search)}
      />,
    );
    hydrate(FOOTER_ROOT_ID, SHELL_ID_PREFIX.footer, <ShellFooter />);
  });

registerMicroFrontends(config, platform, routes);
// Marks the page interactive once single-spa mounted (or hydrated) the route's micro-frontend;
// monitoring and the e2e tests wait for it instead of guessing.
window.addEventListener(
  'single-spa:routing-event',
  () => (document.documentElement.dataset.shellReady = 'true'),
  { once: true },
);
start({ urlRerouteOnly: true });
