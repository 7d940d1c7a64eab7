import type { PluginMigration } from '@eventalp/platform-sdk';

/** The record of past editions' figures (totals, per category, per region). */
export const FIGURES_HISTORY = 'award_figures_history';

export const figuresMigrations: PluginMigration[] = [
  {
    name: '20261128090000_award_figures_history',
    async up(knex) {
      // One row per year and scope: `year` (the totals, ref_id 0), `category` (ref_id = award
      // category), `region` (ref_id = region, 0 for venues without one). Years with nominees in
      // the database are counted live instead.
      await knex.schema.createTable(FIGURES_HISTORY, (table) => {
        table.integer('year').notNullable();
        table.string('scope', 16).notNullable();
        table.integer('ref_id').notNullable();
        table.integer('nominations').nullable();
        table.integer('participants').notNullable();
        table.integer('ratings').notNullable();
        table.integer('winners').nullable();
        table.primary(['year', 'scope', 'ref_id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(FIGURES_HISTORY);
    },
  },
];
