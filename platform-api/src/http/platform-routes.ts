import { defineRoute, RouteResponse } from '@eventalp/platform-sdk';
import { isDatabaseReachable } from '../database/create-knex';
import type { MountedRoute, Platform } from '../platform';
import { buildOpenApiDocument } from './openapi';
import { currentUser } from './route-pipeline';

/** The host's own routes: health, readiness, metrics, the OpenAPI document and the page session. */
export function platformRoutes(platform: Platform): MountedRoute[] {
  let openApi: Record<string, unknown> | null = null;
  const routes = [
    defineRoute({
      method: 'get',
      path: '/healthz',
      summary: 'Process is up',
      access: 'public',
      async handler() {
        return { status: 'ok' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/readyz',
      summary: 'Database reachable',
      access: 'public',
      async handler() {
        const database = await isDatabaseReachable(platform.services.db);
        return new RouteResponse(database ? 200 : 503, {
          status: database ? 'ready' : 'unavailable',
          checks: { database },
        });
      },
    }),
    defineRoute({
      method: 'get',
      path: '/metrics',
      summary: 'Prometheus metrics',
      access: 'public',
      async handler({ koa }) {
        koa.type = platform.metrics.contentType;
        return platform.metrics.metrics();
      },
    }),
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      summary: 'This OpenAPI document',
      access: 'public',
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
      path: '/auth/session',
      summary: 'CSRF token for the page (sets the CSRF cookie) and the signed-in user, if any',
      access: 'public',
      async handler({ koa }) {
        koa.set('Cache-Control', 'no-store');
        return { csrfToken: platform.csrf.issue(koa), user: await currentUser(platform, koa) };
      },
    }),
  ];
  const mounted: MountedRoute[] = routes.map((route) => ({
    pluginId: 'platform',
    route: route as MountedRoute['route'],
  }));
  return mounted;
}
