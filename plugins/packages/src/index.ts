import {
  defineRoute,
  definePlugin,
  provideService,
  type PluginMigration,
} from '@eventalp/platform-sdk';
import { BACKOFFICE_CALENDARS } from './domain/calendar';
import {
  PACKAGE_OPTION_GROUPS,
  PACKAGES_PATHS,
  packageOptionsAnswer,
  type PackageOptions,
} from './domain/package-options';
import { ACCOUNT_DIRECTORY } from '@eventalp/plugin-accounts';
import { CATALOGUE, ENTRIES_CHANGED, type EntriesChanged } from '@eventalp/plugin-catalog';
import { TAXONOMY_PLACES } from '@eventalp/plugin-taxonomy';
import { bookingMigrations } from './booking/booking-migrations';
import { bookingRoutes } from './booking/booking-routes';
import { BACKOFFICE_BOOKINGS, bookingResource } from './booking/booking-resource';
import { calendarMigrations } from './calendar/calendar-migrations';
import { calendarResources } from './calendar/calendar-resources';
import { calendarRoutes } from './calendar/calendar-routes';
import { offerRoutes } from './offer/offer-routes';
import { packageOptionSeed } from './package-option-seed';
import { demoPackagesSeed } from './editing/demo-packages-seed';
import { editingMigrations } from './editing/editing-migrations';
import { editingRoutes } from './editing/editing-routes';
import { BACKOFFICE_PACKAGES, hallResource, packageResource } from './editing/package-resource';
import { PACKAGES, packagesService } from './editing/packages-service';
import { PACKAGE_INDEX, packageIndex } from './search/package-index';
import { packageSearchRoutes } from './search/package-search-route';
import {
  allPackageDocuments,
  packagesEvents,
  syncVenuePackages,
  VENUE_PACKAGES_CHANGED,
  type VenuePackagesChanged,
} from './search/sync-packages';

export * from './domain';
export { BookingService, type NewBooking } from './booking/booking-service';
export { PACKAGES, type Packages } from './editing/packages-service';
export { packageIndex } from './search/package-index';
export { allPackageDocuments, syncVenuePackages } from './search/sync-packages';

export const OPTIONS = 'packages_options';

const migrations: PluginMigration[] = [
  {
    name: '20261121050000_options',
    async up(knex) {
      await knex.schema.createTable(OPTIONS, (table) => {
        table.increments('id');
        table.enu('group', [...PACKAGE_OPTION_GROUPS]).notNullable();
        table.string('name', 255).notNullable();
        table.integer('order').notNullable().defaultTo(0);
        table.unique(['group', 'name']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(OPTIONS);
    },
  },
];

/**
 * Bookable packages: package option lists, venue calendars, the owners' package editing (profile
 * sections, halls, packages) and the `PACKAGES` read service, bookings and their lifecycle.
 */
export const packagesPlugin = definePlugin({
  id: 'packages',
  dependencies: ['taxonomy', 'catalog', 'accounts'],
  uses: [CATALOGUE, ACCOUNT_DIRECTORY, TAXONOMY_PLACES],
  migrations: [...migrations, ...calendarMigrations, ...editingMigrations, ...bookingMigrations],
  provides: [provideService(PACKAGES, (services) => packagesService(services))],
  permissions: [
    {
      name: BACKOFFICE_CALENDARS,
      description: "Read and correct every venue's calendar and price planning",
      grantedToRoles: ['admin', 'sales'],
    },
    {
      name: BACKOFFICE_BOOKINGS,
      description: "Read every venue's package bookings and their history",
      grantedToRoles: ['admin', 'sales'],
    },
    {
      name: BACKOFFICE_PACKAGES,
      description: "Read every venue's packages and halls",
      grantedToRoles: ['admin', 'sales'],
    },
  ],
  backofficeResources: [...calendarResources, bookingResource, packageResource, hallResource],
  events: packagesEvents,
  searchIndexes: [packageIndex],
  searchSources: (services) => [
    { index: PACKAGE_INDEX, documents: () => allPackageDocuments(services) },
  ],
  subscriptions: (services) => [
    {
      // Packages, halls, profile, calendar or bookings of these venues changed.
      name: 'reindex-venue-packages',
      event: VENUE_PACKAGES_CHANGED,
      handle: ({ locationIds }: VenuePackagesChanged) => syncVenuePackages(services, locationIds),
    },
    {
      // A venue's name, address, photos or release changed (a deleted room frees its halls too).
      name: 'reindex-changed-venues',
      event: ENTRIES_CHANGED,
      handle: ({ kind, ids }: EntriesChanged) =>
        kind === 'location' ? syncVenuePackages(services, ids) : Promise.resolve(),
    },
  ],
  schedules: (services) => [
    {
      // The busy start days look 400 days ahead from today: a new day needs a new look daily.
      name: 'packages.search-horizon',
      everySeconds: 6 * 3600,
      async run() {
        await services.search.rebuild(PACKAGE_INDEX, allPackageDocuments(services));
      },
    },
  ],
  routes: (services) => [
    // Before the routes of single packages (`/guest/packages/:packageId`).
    ...packageSearchRoutes(services),
    ...calendarRoutes(services),
    ...bookingRoutes(services),
    ...editingRoutes(services),
    ...offerRoutes(services),
    defineRoute({
      method: 'get',
      path: PACKAGES_PATHS.options,
      summary: 'Package options: restrictions and event kinds for package search',
      access: 'public',
      responses: { 200: packageOptionsAnswer },
      async handler({ koa }) {
        koa.set('Cache-Control', 'public, max-age=60');
        const rows: { id: number; group: string; name: string }[] = await services
          .db(OPTIONS)
          .select('id', 'group', 'name')
          .orderBy([{ column: 'order' }, { column: 'id' }]);
        return Object.fromEntries(
          PACKAGE_OPTION_GROUPS.map((group) => [
            group,
            rows.filter((row) => row.group === group).map(({ id, name }) => ({ id, name })),
          ]),
        ) as PackageOptions;
      },
    }),
  ],
  seeds: (services) => [
    packageOptionSeed(services.db),
    demoPackagesSeed(services),
    {
      // After the demo packages; the name carries the document shape's version (a new name
      // makes `npm start` rebuild existing installs once).
      name: 'package-search-index-v1',
      async run() {
        await services.search.rebuild(PACKAGE_INDEX, allPackageDocuments(services));
      },
    },
  ],
});
