import { defineRoute, definePlugin, RouteResponse } from '@eventalp/platform-sdk';
import { clientErrorInput } from './domain/client-error-input';
import {
  redirectRulesAnswer,
  serviceLabelsAnswer,
  storedRedirectsAnswer,
  type RedirectRule,
  type ServiceLabel,
  type StoredRedirects,
} from './domain/site-answers';
import { SITE_PATHS } from './domain/site-client';
import { demoSiteContent } from './demo-site-content';
import { CLIENT_ERRORS, REDIRECTS, SERVICE_LABELS, siteMigrations } from './site-migrations';

export * from './domain';

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
      path: SITE_PATHS.redirects,
      summary: 'Active redirects for the front end',
      access: 'public',
      responses: { 200: redirectRulesAnswer },
      async handler({ koa }): Promise<RedirectRule[]> {
        koa.set('Cache-Control', 'public, max-age=60');
        return db(REDIRECTS).select('from', 'to', 'status').where({ active: true }).orderBy('from');
      },
    }),
    defineRoute({
      method: 'get',
      path: SITE_PATHS.serviceLabels,
      summary: 'Service labels (label, value, fallback)',
      access: 'public',
      responses: { 200: serviceLabelsAnswer },
      async handler({ koa }): Promise<ServiceLabel[]> {
        koa.set('Cache-Control', 'public, max-age=60');
        return db(SERVICE_LABELS).select('label', 'value', 'fallback').orderBy('label');
      },
    }),
    defineRoute({
      method: 'post',
      path: SITE_PATHS.clientErrors,
      summary: 'Report an unhandled front-end error',
      access: 'public',
      input: { body: clientErrorInput },
      responses: { 204: null },
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
        return RouteResponse.empty(204);
      },
    }),
    defineRoute({
      method: 'get',
      path: SITE_PATHS.storedRedirects,
      summary: 'All redirects for the back office',
      access: { permissions: ['backoffice.redirects'] },
      responses: { 200: storedRedirectsAnswer },
      async handler(): Promise<StoredRedirects> {
        return {
          data: await db(REDIRECTS).select('id', 'from', 'to', 'status', 'active').orderBy('from'),
        };
      },
    }),
  ],
  seeds: (services) => [demoSiteContent(services)],
});
