import type { PluginMigration } from '@eventalp/platform-sdk';

export const CAMPAIGN_WINDOWS = 'award_campaign_windows';

/** Where the home plugin kept the windows before the award plugin owned them. */
const HOME_CAMPAIGN_WINDOWS = 'home_campaign_windows';

export const awardMigrations: PluginMigration[] = [
  {
    name: '20261127120000_award_campaign_windows',
    async up(knex) {
      // One row per award year and kind; the reference seed writes the spec's cycle for every
      // configured year, the back office moves them.
      await knex.schema.createTable(CAMPAIGN_WINDOWS, (table) => {
        table.integer('year').notNullable();
        table.string('kind', 32).notNullable();
        table.timestamp('starts_at', { useTz: true }).notNullable();
        table.timestamp('ends_at', { useTz: true }).notNullable();
        table.timestamps(true, true);
        table.primary(['year', 'kind']);
      });
      // An install from before: the windows the back office set in the home plugin come along
      // (the home plugin drops its table in a later migration of its own).
      if (await knex.schema.hasTable(HOME_CAMPAIGN_WINDOWS))
        await knex.raw(
          `insert into ?? (year, kind, starts_at, ends_at, created_at, updated_at)
           select year, kind, starts_at, ends_at, created_at, updated_at from ??`,
          [CAMPAIGN_WINDOWS, HOME_CAMPAIGN_WINDOWS],
        );
    },
    async down(knex) {
      await knex.schema.dropTable(CAMPAIGN_WINDOWS);
    },
  },
];
