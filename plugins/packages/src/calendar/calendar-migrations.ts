import type { PluginMigration } from '@eventalp/platform-sdk';

export const CALENDAR_ENTRIES = 'packages_calendar_entries';
export const PRICE_PERIODS = 'packages_price_periods';
export const CALENDAR_FEEDS = 'packages_calendar_feeds';

/** Calendars per venue and room, price planning periods and the private iCal subscriptions. */
export const calendarMigrations: PluginMigration[] = [
  {
    name: '20261128090000_calendars',
    async up(knex) {
      await knex.schema.createTable(CALENDAR_ENTRIES, (table) => {
        table.increments('id');
        table.integer('location_id').notNullable();
        // null: the whole venue (blocks every room); else one of its rooms.
        table.integer('room_id').nullable();
        table.enu('kind', ['event', 'internal_use', 'construction']).notNullable();
        // ISO dates, inclusive; hours only for part of one day.
        table.string('start_date', 10).notNullable();
        table.string('end_date', 10).notNullable();
        table.smallint('start_hour').nullable();
        table.smallint('end_hour').nullable();
        table.string('repeat_frequency', 10).nullable();
        table.smallint('repeat_interval').nullable();
        table.string('repeat_until', 10).nullable();
        table.text('rrule').nullable();
        // Days since 1970-01-01 of the first and the last day any occurrence covers.
        table.integer('first_day').notNullable();
        table.integer('last_day').notNullable();
        table.text('note').nullable();
        table.string('source', 10).notNullable().defaultTo('owner');
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['location_id', 'first_day', 'last_day']);
      });
      await knex.schema.createTable(PRICE_PERIODS, (table) => {
        table.increments('id');
        table.integer('location_id').notNullable();
        table.string('start_date', 10).notNullable();
        table.string('end_date', 10).notNullable();
        table.enu('kind', ['surcharge', 'discount']).notNullable();
        table.decimal('percent', 5, 2).notNullable();
        table.text('note').nullable();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['location_id', 'start_date']);
      });
      await knex.schema.createTable(CALENDAR_FEEDS, (table) => {
        table.integer('location_id').primary();
        table.string('token', 64).notNullable().unique();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    },
    async down(knex) {
      await knex.schema.dropTable(CALENDAR_FEEDS);
      await knex.schema.dropTable(PRICE_PERIODS);
      await knex.schema.dropTable(CALENDAR_ENTRIES);
    },
  },
  {
    name: '20261128130000_calendar_authors',
    async up(knex) {
      // The back office changes entries and price periods too: who created and last changed each.
      for (const table of [CALENDAR_ENTRIES, PRICE_PERIODS])
        await knex.schema.alterTable(table, (t) => {
          t.integer('created_by').references('id').inTable('accounts_users').onDelete('SET NULL');
          t.integer('updated_by').references('id').inTable('accounts_users').onDelete('SET NULL');
          t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        });
    },
    async down(knex) {
      for (const table of [CALENDAR_ENTRIES, PRICE_PERIODS])
        await knex.schema.alterTable(table, (t) => {
          t.dropColumn('updated_at');
          t.dropColumn('updated_by');
          t.dropColumn('created_by');
        });
    },
  },
];
