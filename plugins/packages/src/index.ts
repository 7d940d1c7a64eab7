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
import { CATALOGUE } from '@eventalp/plugin-catalog';
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

export * from './domain';
export { BookingService, type NewBooking } from './booking/booking-service';
export { PACKAGES, type Packages } from './editing/packages-service';

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
  dependencies: ['catalog', 'accounts'],
  uses: [CATALOGUE, ACCOUNT_DIRECTORY],
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
  routes: (services) => [
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
  seeds: (services) => [packageOptionSeed(services.db), demoPackagesSeed(services)],
});
