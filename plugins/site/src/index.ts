import { defineRoute, definePlugin, RouteResponse } from '@eventalp/platform-sdk';
import { clientErrorInput } from './client-error-input';
import { demoSiteContent } from './demo-site-content';
import { CLIENT_ERRORS, REDIRECTS, SERVICE_LABELS, siteMigrations } from './site-migrations';

/** Site-wide platform data: redirects, service labels and the front end's error log. */
export const sitePlugin = definePlugin({
  id: 'site',
  migrations: siteMigrations,
  permissions: [
    { name: 'backoffice.redirects', description: 'Manage redirects', grantedToRoles: ['admin'] },
  ],
  routes: ({ db, logger }) => [
    defineRoute({
      method: 'get',
      path: '/redirects/getall/front',
      summary: 'Active redirects for the front end',
      access: 'public',
      async handler({ koa }) {
        koa.set('Cache-Control', 'public, max-age=60');
        return db(REDIRECTS).select('from', 'to', 'status').where({ active: true }).orderBy('from');
      },
    }),
    defineRoute({
      method: 'get',
      path: '/guest/service-labels/draw',
      summary: 'Service labels (label, value, fallback)',
      access: 'public',
      async handler({ koa }) {
        koa.set('Cache-Control', 'public, max-age=60');
        return db(SERVICE_LABELS).select('label', 'value', 'fallback').orderBy('label');
      },
    }),
    defineRoute({
      method: 'post',
      path: '/guest/common/log',
      summary: 'Report an unhandled front-end error',
      access: 'public',
      input: { body: clientErrorInput },
      async handler({ body, ip, koa }) {
        await db(CLIENT_ERRORS).insert({
          message: body.errorMessage,
          line: body.errorLine ?? null,
          column: body.errorColumn ?? null,
          url: body.errorURL ?? null,
          stack: body.errorStack ?? null,
          user_agent: koa.get('user-agent').slice(0, 500),
          ip,
        });
        logger.warn(
          { clientError: body.errorMessage, url: body.errorURL },
          'front-end error reported',
        );
        return new RouteResponse(204);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/backoffice/redirects',
      summary: 'All redirects for the back office',
      access: { permissions: ['backoffice.redirects'] },
      async handler() {
        return {
          data: await db(REDIRECTS).select('id', 'from', 'to', 'status', 'active').orderBy('from'),
        };
      },
    }),
  ],
  seeds: (services) => [demoSiteContent(services)],
});
