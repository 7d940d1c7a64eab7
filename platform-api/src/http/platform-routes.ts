import {
  defineRoute,
  errorAnswer,
  ForbiddenError,
  healthAnswer,
  metricsAnswer,
  openApiAnswer,
  readinessAnswer,
  RouteResponse,
  sessionAnswer,
} from '@eventalp/platform-sdk';
import { PLATFORM_PATHS } from '@eventalp/platform-sdk/domain';
import { backofficeAccessRoute } from '../backoffice/access-route';
import { dashboardRoute } from '../backoffice/dashboard';
import { isDatabaseReachable } from '../database/create-knex';
import type { MountedRoute, Platform } from '../platform';
import { mayReadMetrics } from '../security/metrics-access';
import { buildOpenApiDocument } from './openapi';
import { currentUser } from './route-pipeline';

/** The host's own routes: health, readiness, metrics, the OpenAPI document and the page session. */
export function platformRoutes(platform: Platform): MountedRoute[] {
  let openApi: Record<string, unknown> | null = null;
  const routes = [
    defineRoute({
      method: 'get',
      path: PLATFORM_PATHS.health,
      summary: 'Process is up',
      access: 'public',
      responses: { 200: healthAnswer },
      async handler() {
        return { status: 'ok' as const };
      },
    }),
    defineRoute({
      method: 'get',
      path: PLATFORM_PATHS.readiness,
      summary: 'Database reachable',
      access: 'public',
      responses: { 200: readinessAnswer, 503: readinessAnswer },
      async handler() {
        const database = await isDatabaseReachable(platform.services.db);
        return database
          ? new RouteResponse(200, { status: 'ready' as const, checks: { database } })
          : new RouteResponse(503, { status: 'unavailable' as const, checks: { database } });
      },
    }),
    defineRoute({
      method: 'get',
      path: PLATFORM_PATHS.metrics,
      summary:
        'Prometheus metrics: from loopback without a proxy in between, or with Authorization: Bearer METRICS_TOKEN',
      access: 'public',
      responses: { 200: metricsAnswer, 403: errorAnswer },
      async handler({ koa }) {
        if (!mayReadMetrics(koa, platform.config.metricsToken)) throw new ForbiddenError();
        koa.type = platform.metrics.contentType;
        return platform.metrics.metrics();
      },
    }),
    defineRoute({
      method: 'get',
      path: PLATFORM_PATHS.openApi,
      summary: 'This OpenAPI document',
      access: 'public',
      responses: { 200: openApiAnswer },
      async handler() {
        openApi ??= buildOpenApiDocument(
          [...mounted, ...platform.routes],
          `${platform.config.brand} platform API`,
        );
        return openApi;
      },
    }),
    defineRoute({
      method: 'get',
      path: PLATFORM_PATHS.session,
      summary: 'CSRF token for the page (sets the CSRF cookie) and the signed-in user, if any',
      access: 'public',
      responses: { 200: sessionAnswer },
      async handler({ koa }) {
        koa.set('Cache-Control', 'no-store');
        return { csrfToken: platform.csrf.issue(koa), user: await currentUser(platform, koa) };
      },
    }),
    backofficeAccessRoute(platform),
    dashboardRoute(platform),
  ];
  const mounted: MountedRoute[] = routes.map((route) => ({ pluginId: 'platform', route }));
  return mounted;
}
