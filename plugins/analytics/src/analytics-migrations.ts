import type { PluginMigration } from '@eventalp/platform-sdk';

export const ENTRY_DAYS = 'analytics_entry_days';

/** Counts per entry and calendar day (Swiss time): one row per entry and day with events. */
export const analyticsMigrations: PluginMigration[] = [
  {
    name: '20261125040000_entry_days',
    async up(knex) {
      await knex.schema.createTable(ENTRY_DAYS, (table) => {
        table.enu('entry_type', ['location', 'provider']).notNullable();
        table.integer('entry_id').notNullable();
        table.date('day').notNullable();
        table.integer('views').notNullable().defaultTo(0);
        table.integer('favourites').notNullable().defaultTo(0);
        table.integer('requests').notNullable().defaultTo(0);
        table.integer('impressions').notNullable().defaultTo(0);
        table.primary(['entry_type', 'entry_id', 'day']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(ENTRY_DAYS);
    },
  },
];
