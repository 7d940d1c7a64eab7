import { messages } from '@eventalp/platform-sdk';
import path from 'node:path';
import { compressResponses, createNodeHostShared, serveStatic } from '@eventalp/shell-kit/server';
import { securityHeaders } from '@eventalp/platform-sdk/server';
import Koa from 'koa';
import { apiProxy } from './apiProxy';
import { localeSwitch } from './localeSwitch';
import { isClientGone, shellLog } from './outageLog';
import type { ShellServerConfig } from './config';
import { shellContentSecurityPolicy } from './contentSecurityPolicy';
import { RedirectTable, redirects } from './redirectTable';
import { RemoteServerBuilds } from './RemoteServerBuilds';
import { renderPage } from './renderPage';
import { sitemaps } from './sitemaps';

/** How long the shell uses a fetched redirect table: a back-office change shows within a minute. */
const REDIRECT_TABLE_TTL_MS = 60_000;

/**
 * The shell's Koa app: its own assets, the API proxy, robots.txt and sitemaps, the back office's
 * redirects, then every other path is a page.
 */
export function createShellServer(config: ShellServerConfig): Koa {
  const builds = new RemoteServerBuilds({
    shared: createNodeHostShared(path.resolve(__dirname, '../..')),
    checkIntervalMs: config.remoteCheckIntervalMs,
  });
  // Behind a load balancer (TRUST_PROXY) the visitor is its last X-Forwarded-For entry, as in the
  // API; earlier entries come from the visitor and are not trusted.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  // Errors after an answer was chosen: a visitor who closed the connection is a debug line.
  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    const where = ctx ? `${ctx.method} ${ctx.path}` : 'shell';
    if (isClientGone(error)) shellLog.debug(`${where}: the client went away`);
    else shellLog.error(`${where} failed`, error);
  });
  app.use(async function handleErrors(ctx, next) {
    try {
      await next();
    } catch (error) {
      if (isClientGone(error) && ctx.req.destroyed) {
        shellLog.debug(`${ctx.method} ${ctx.path}: the client went away`);
        return;
      }
      shellLog.error(`${ctx.method} ${ctx.url} failed`, error);
      ctx.status = 500;
      ctx.type = 'text';
      ctx.body = messages.fatal;
    }
  });
  app.use(securityHeaders({ contentSecurityPolicy: shellContentSecurityPolicy(config) }));
  app.use(compressResponses());
  app.use(serveStatic(config.publicDir, '/_shell/'));
  app.use(apiProxy(config.apiUrl));
  app.use(sitemaps(config));
  app.use(localeSwitch({ secureCookies: config.secureCookies }));
  app.use(
    redirects(
      new RedirectTable({
        apiUrl: config.apiUrl,
        ttlMs: REDIRECT_TABLE_TTL_MS,
        timeoutMs: config.ssrTimeoutMs,
      }),
    ),
  );
  app.use(renderPage(config, builds));
  return app;
}
