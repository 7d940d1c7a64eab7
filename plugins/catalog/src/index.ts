import { definePlugin, provideService } from '@eventalp/platform-sdk';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { CATALOGUE, catalogue } from './catalogue';
export type { EntryQuality } from './entry-quality';
import { catalogMigrations } from './catalog-migrations';
import { catalogRoutes } from './catalog-routes';
import { catalogDashboardMetrics } from './dashboard-metrics';
import { catalogEvents } from './entries-changed';
import { entryMediaRoutes } from './entry-media-routes';
import { entrySitemapRoutes } from './entry-sitemap-routes';
import { demoCatalogueSeed } from './demo-catalogue/demo-catalogue-seed';
import { ACCOUNT_DIRECTORY, ACCOUNT_SIGNUP } from '@eventalp/plugin-accounts';
import { auditRoutes } from './owner/audit-routes';
import { approvalResource, approvalRoutes } from './backoffice/approval-resource';
import { backofficeMigrations } from './backoffice/backoffice-migrations';
import { locationResource, providerResource } from './backoffice/entry-resources';
import { entryDetailResources } from './backoffice/entry-detail-resources';
import { roomResource } from './backoffice/room-resource';
import { ownerModels } from './owner/entry-models';
import { AWARD_SIGNUP, guestEntryRoutes } from './owner/guest-entry-routes';
import { ownerEntryRoutes } from './owner/owner-entry-routes';
import { ownerMigrations } from './owner/owner-migrations';
import { roomRoutes } from './owner/room-routes';
import { upgradeRoutes } from './owner/upgrade-routes';

export * from './domain';
export {
  CATALOGUE,
  type Catalogue,
  type EntryColumn,
  type EntryRecord,
  type LinkedTerm,
  type LocationContact,
  type RoomFigures,
} from './catalogue';
export { ENTRIES_CHANGED, markEntriesChanged, type EntriesChanged } from './entries-changed';
export { entryKinds, type EntryKind } from './entry-kind';
export { renderDemoPhoto, type PhotoTheme } from './demo-catalogue/demo-photos';
export {
  approvePendingChange,
  pendingChanges,
  rejectPendingChange,
  type PendingChange,
} from './owner/approvals';
export { AWARD_SIGNUP, type AwardSignup } from './owner/guest-entry-routes';
export { BACKOFFICE_CATALOG } from './owner/owner-records';

/** Catalogue: locations (venues) with rooms, providers, their properties, media and texts. */
export const catalogPlugin = definePlugin({
  id: 'catalog',
  dependencies: ['accounts', 'taxonomy', 'media'],
  uses: [MEDIA_LIBRARY, ACCOUNT_SIGNUP, ACCOUNT_DIRECTORY],
  migrations: [...catalogMigrations, ...ownerMigrations, ...backofficeMigrations],
  models: ownerModels,
  events: [
    ...catalogEvents,
    {
      name: AWARD_SIGNUP,
      description:
        'A venue signed up through the award (create-sla): the award plugin links it to the nomination it matches by name and postcode',
    },
  ],
  permissions: [
    {
      name: 'backoffice.catalog',
      description: 'Manage all locations and providers',
      grantedToRoles: ['admin', 'sales'],
    },
  ],
  provides: [
    provideService(CATALOGUE, (services) => catalogue(services, services.service(MEDIA_LIBRARY))),
  ],
  routes: (services) => {
    const media = services.service(MEDIA_LIBRARY);
    return [
      ...catalogRoutes(services, media),
      ...entryMediaRoutes(services, media),
      ...entrySitemapRoutes(services),
      ...guestEntryRoutes(services),
      ...ownerEntryRoutes(services, media),
      ...roomRoutes(services, media),
      ...upgradeRoutes(services),
      ...auditRoutes(services),
      ...approvalRoutes(services),
    ];
  },
  backofficeResources: [
    locationResource,
    providerResource,
    roomResource,
    approvalResource,
    ...entryDetailResources,
  ],
  seeds: (services) => [demoCatalogueSeed(services)],
  dashboardMetrics: catalogDashboardMetrics,
});
