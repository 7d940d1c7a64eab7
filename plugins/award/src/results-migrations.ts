import type { PluginMigration } from '@eventalp/platform-sdk';
import { NOMINEES } from './award-migrations';

/** The jury of an award year (5 to 8 members) and each member's scores. */
export const JURY_MEMBERS = 'award_jury_members';
export const JURY_SCORES = 'award_jury_scores';
/** Results runs of an award year (preview, published, unpublished) and their rows. */
export const RESULT_RUNS = 'award_result_runs';
export const RESULT_ENTRIES = 'award_result_entries';

export const resultsMigrations: PluginMigration[] = [
  {
    name: '20261128120000_award_results',
    async up(knex) {
      await knex.schema.createTable(JURY_MEMBERS, (table) => {
        table.increments('id');
        table.integer('year').notNullable();
        table.string('name', 255).notNullable();
        table.string('function', 255).nullable();
        table.integer('created_by').nullable();
        table.integer('updated_by').nullable();
        table.timestamps(true, true);
        table.unique(['year', 'name']);
      });
      // A member's score of a venue in one of its award categories (1 to 10, one decimal).
      await knex.schema.createTable(JURY_SCORES, (table) => {
        table.increments('id');
        table
          .integer('member_id')
          .notNullable()
          .references('id')
          .inTable(JURY_MEMBERS)
          .onDelete('CASCADE');
        table
          .integer('nominee_id')
          .notNullable()
          .references('id')
          .inTable(NOMINEES)
          .onDelete('CASCADE');
        table.integer('category_id').notNullable();
        table.decimal('score', 3, 1).notNullable();
        table.integer('created_by').nullable();
        table.integer('updated_by').nullable();
        table.timestamps(true, true);
        table.unique(['member_id', 'nominee_id', 'category_id']);
        table.index(['nominee_id']);
      });
      await knex.raw(
        `alter table ?? add constraint award_jury_scores_range check (score between 1 and 10)`,
        [JURY_SCORES],
      );
      // A run computes a year's results from the ratings, the jury and the catalogue as they are;
      // what it computed never changes (see the trigger below). One run per year is published.
      await knex.schema.createTable(RESULT_RUNS, (table) => {
        table.increments('id');
        table.integer('year').notNullable();
        table.string('status', 16).notNullable().defaultTo('preview');
        table.integer('venues').notNullable().defaultTo(0);
        table.integer('awarded').notNullable().defaultTo(0);
        table.integer('ratings').notNullable().defaultTo(0).comment('counted ratings');
        table.integer('jury_members').notNullable().defaultTo(0);
        table.integer('anomalies').notNullable().defaultTo(0);
        table.timestamp('published_at', { useTz: true }).nullable();
        table.integer('published_by').nullable();
        table.timestamp('unpublished_at', { useTz: true }).nullable();
        table.integer('created_by').nullable();
        table.integer('updated_by').nullable();
        table.timestamps(true, true);
        table.index(['year', 'status']);
      });
      await knex.raw(
        `create unique index award_result_runs_one_published on ?? (year) where status = 'published'`,
        [RESULT_RUNS],
      );
      await knex.schema.createTable(RESULT_ENTRIES, (table) => {
        table.increments('id');
        table
          .integer('run_id')
          .notNullable()
          .references('id')
          .inTable(RESULT_RUNS)
          .onDelete('RESTRICT');
        table.integer('nominee_id').notNullable();
        table.integer('location_id').nullable();
        table.string('name', 255).notNullable();
        table.string('diploma_name', 20).nullable();
        table.integer('category_id').notNullable();
        table.decimal('public_mean', 4, 2).nullable();
        table.integer('public_count').notNullable();
        table.decimal('jury_mean', 4, 2).nullable();
        table.integer('jury_count').notNullable();
        table.decimal('technical', 4, 2).notNullable();
        table.jsonb('technical_parts').notNullable().comment('what the technical third read');
        table.decimal('score', 3, 1).nullable();
        table.string('grade', 16).nullable();
        table.integer('placement').nullable();
        table.string('incomplete', 32).nullable();
        table.boolean('few_ratings').notNullable();
        table.boolean('awarded_category').notNullable();
        table.boolean('audience_award').notNullable();
        table.index(['run_id', 'category_id', 'placement']);
        table.index(['nominee_id']);
      });
      // Immutable: the rows of a run are written with it and never changed or removed.
      await knex.raw(`
        create function award_result_entries_immutable() returns trigger language plpgsql as $$
        begin
          raise exception 'award results are immutable';
        end $$;
        create trigger award_result_entries_immutable before update or delete on ${RESULT_ENTRIES}
          for each row execute function award_result_entries_immutable();
      `);
    },
    async down(knex) {
      await knex.raw(`drop trigger if exists award_result_entries_immutable on ${RESULT_ENTRIES}`);
      await knex.raw('drop function if exists award_result_entries_immutable()');
      await knex.schema.dropTable(RESULT_ENTRIES);
      await knex.schema.dropTable(RESULT_RUNS);
      await knex.schema.dropTable(JURY_SCORES);
      await knex.schema.dropTable(JURY_MEMBERS);
    },
  },
];
