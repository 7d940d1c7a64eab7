import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import { securityHeaders } from '@eventalp/platform-sdk/server';
import type { Platform } from '../platform';
import { errorMapper } from './middleware/error-mapper';
import { httpMetrics } from './middleware/http-metrics';
import { localeAndCountry } from './middleware/locale-and-country';
import { requestContext } from './middleware/request-context';
import { platformRoutes } from './platform-routes';
import { queueBoard } from './queue-board';
import { routePipeline } from './route-pipeline';
import { storageFiles } from './storage-files';

/** The Koa app of the platform API, without listening: platform routes plus every plugin's routes under `/api`. */
export function createApp(platform: Platform): Koa {
  // Behind the shell's proxy the client address is the last X-Forwarded-For entry, the one the
  // proxy appended; earlier entries come from the client and are not trusted.
  const app = new Koa({ proxy: platform.config.trustProxy, maxIpsCount: 1 });
  const router = new Router({ prefix: '/api' });

  for (const mounted of [...platformRoutes(platform), ...platform.routes]) {
    router[mounted.route.method](mounted.route.path, routePipeline(platform, mounted));
  }

  // Errors Koa sees after an answer was chosen (a client that hangs up mid-upload, say) go to the
  // structured log instead of stderr.
  app.on('error', (error: Error & { code?: string }, ctx?: Koa.Context) => {
    const clientGone = error.code === 'ECONNRESET' || error.code === 'ERR_STREAM_PREMATURE_CLOSE';
    const log =
      (ctx?.state.log as typeof platform.services.logger | undefined) ?? platform.services.logger;
    if (clientGone) log.debug({ err: error }, 'client closed the connection');
    else log.error({ err: error }, 'server error');
  });
  app.use(requestContext(platform.services.logger));
  app.use(httpMetrics(platform.metrics));
  app.use(errorMapper(platform.databaseOutage));
  // The API answers JSON and files, never a page: nothing may run, load or frame from it.
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    }),
  );
  app.use(localeAndCountry());
  app.use(storageFiles(platform.storage));
  // Bull Board (with Redis only), admin only; its own router, before the API's body parser.
  const board = queueBoard(platform);
  if (board) app.use(board);
  app.use(bodyParser({ enableTypes: ['json', 'form'], jsonLimit: '1mb', formLimit: '1mb' }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
