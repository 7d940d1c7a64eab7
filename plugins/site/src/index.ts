import { defineRoute, definePlugin, RouteResponse } from '@eventalp/platform-sdk';
import { readAdvertisingTiles } from './advertising-tiles';
import {
  advertisingTileQuery,
  advertisingTilesAnswer,
  type AdvertisingTile,
} from './domain/advertising-tile-input';
import { clientErrorInput } from './domain/client-error-input';
import {
  redirectRulesAnswer,
  serviceLabelsAnswer,
  type RedirectRule,
  type ServiceLabel,
} from './domain/site-answers';
import { SITE_PATHS } from './domain/site-client';
import { demoSiteContent } from './demo-site-content';
import { BACKOFFICE_ADVERTISING, advertisingTileResource } from './advertising-tile-resource';
import { BACKOFFICE_REDIRECTS, redirectResource } from './redirect-resource';
import { BACKOFFICE_SERVICE_LABELS, serviceLabelResource } from './service-label-resource';
import { CLIENT_ERRORS, REDIRECTS, SERVICE_LABELS, siteMigrations } from './site-migrations';

export * from './domain';
export { BACKOFFICE_ADVERTISING, advertisingTileResource } from './advertising-tile-resource';
export { BACKOFFICE_REDIRECTS, redirectResource } from './redirect-resource';
export { BACKOFFICE_SERVICE_LABELS, serviceLabelResource } from './service-label-resource';

/**
 * Site-wide platform data: redirects, service labels, advertising tiles and the front end's error
 * log.
 */
export const sitePlugin = definePlugin({
  id: 'site',
  dependencies: ['taxonomy'],
  migrations: siteMigrations,
  permissions: [
    {
      name: BACKOFFICE_REDIRECTS,
      description: 'Manage redirects',
      // Redirects belong to SEO, the editors' area.
      grantedToRoles: ['admin', 'editor'],
    },
    {
      name: BACKOFFICE_SERVICE_LABELS,
      description: 'Manage service labels',
      // The texts of the pages are content, the editors' area.
      grantedToRoles: ['admin', 'editor'],
    },
    {
      name: BACKOFFICE_ADVERTISING,
      description: 'Manage advertising tiles',
      // Sales runs advertising (spec section 2, issue 15).
      grantedToRoles: ['admin', 'sales'],
    },
  ],
  backofficeResources: [redirectResource, serviceLabelResource, advertisingTileResource],
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
      method: 'get',
      path: SITE_PATHS.advertisingTiles,
      summary: 'Active advertising tiles matching a search',
      access: 'public',
      input: { query: advertisingTileQuery },
      responses: { 200: advertisingTilesAnswer },
      async handler({ query, koa }): Promise<AdvertisingTile[]> {
        koa.set('Cache-Control', 'public, max-age=60');
        return readAdvertisingTiles(db, query);
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
  ],
  seeds: (services) => [demoSiteContent(services)],
});
