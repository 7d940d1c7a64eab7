// React is imported here (through the kit), before any remote is registered, so the shell's copy
// is the one in the share scope that every remote then uses (one React per page).
import { installChunkLoadRecovery, installErrorReporter } from '@eventalp/shell-kit';
import { start } from 'single-spa';
import { installBodyFlags } from '../chrome/installBodyFlags';
import { installClientRedirects } from '../chrome/installClientRedirects';
import { installEntryAnalytics } from '../chrome/installEntryAnalytics';
import { installLinkPrefetch } from '../chrome/installLinkPrefetch';
import { installPageViewAnalytics } from '../chrome/installPageViewAnalytics';
import { resolveRoute } from '../routing/resolveRoute';
import { createRoutes } from '../routing/routes';
import { answerProductLocales } from './answerProductLocales';
import { configureZod } from './configureZod';
import { createBrowserPlatform } from './createBrowserPlatform';
import { nextTask } from './nextTask';
import { readPageConfig } from './readPageConfig';
import { registerMicroFrontends } from './registerMicroFrontends';

// Before anything on the page builds an intl object or formats a message.
answerProductLocales();
configureZod();
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

registerMicroFrontends(config, platform, routes);
// Marks the page interactive once single-spa mounted (or hydrated) the route's micro-frontend;
// monitoring and the e2e tests wait for it instead of guessing.
window.addEventListener(
  'single-spa:routing-event',
  () => (document.documentElement.dataset.shellReady = 'true'),
  { once: true },
);
start({ urlRerouteOnly: true });

// The header and footer follow in the next task: their modules are evaluated and hydration
// starts there, while the route's micro-frontend loads, instead of adding to one long task of
// the page's start (measured: about 180 ms on a phone with 4x CPU slowdown). The chunk is part
// of this one (`eager`): no request of its own.
nextTask()
  .then(() => import(/* webpackMode: "eager" */ './hydrateChrome'))
  .then(({ hydrateChrome }) =>
    hydrateChrome({ platform, locale: config.locale, route, location: { pathname, search } }),
  )
  .catch((error: unknown) => console.error('The shell’s header could not be hydrated', error));
